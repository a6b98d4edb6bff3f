import { useNavigate, useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';

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
      toast(SIGNED_OUT);
    } catch (error) {
      console.error(error);
    }
    await navigate('/');
    await revalidator.revalidate();
  };
}
