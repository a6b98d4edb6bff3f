import { useNavigate, useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { tNow } from '~/lib/i18n/i18n';

/** The spec's words (section 8); the toast says them in the page's language (`auth.loggedOut`). */
export const SIGNED_OUT = { title: 'Logged out', description: 'You have been successfully logged out' } as const;

/**
 * Ends the session on the server (it clears the HttpOnly cookie), then reloads the root
 * data so the header forgets the user, and goes home. A failure is only logged (spec section 8).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  return async function signOut() {
    try {
      const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
      if (!res.ok) throw new Error(`Logout answered ${res.status}`);
      toast({ title: tNow('auth.loggedOut'), description: tNow('auth.loggedOutText') });
    } catch (error) {
      console.error(error);
    }
    await navigate('/');
    await revalidator.revalidate();
  };
}
