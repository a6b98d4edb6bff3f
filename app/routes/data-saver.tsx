import { redirect } from 'react-router';
import type { Route } from './+types/data-saver';
import { dataSaverCookie } from '~/lib/data-saver.server';

/**
 * The "Data saver" switch of the menu posts here (issue 18, decision 045): the choice goes into a
 * cookie, so the server renders smaller, later pictures from the first byte; works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const on = form.get('on');
  if (on !== 'on' && on !== 'off') throw new Response('Choose data saver on or off.', { status: 400 });
  return redirect(backTo(form.get('redirectTo')), {
    headers: { 'Set-Cookie': dataSaverCookie(on === 'on', context.publicUrl.startsWith('https:')) },
  });
}

/** Only a path of this shop (not '//host' or a full URL). */
function backTo(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const url = new URL(value, 'http://x');
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function loader() {
  return redirect('/');
}
