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
  return redirect(
    backTo(request.headers.get('referer'), [new URL(request.url).origin, new URL(context.publicUrl).origin]),
    {
      headers: { 'Set-Cookie': dataSaverCookie(on === 'on', context.publicUrl.startsWith('https:')) },
    },
  );
}

/** The page the form was on, when it is a page of this shop (the Referer); else the home page. */
function backTo(referer: string | null, origins: string[]): string {
  try {
    const url = new URL(referer ?? '');
    if (!origins.includes(url.origin)) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

export async function loader() {
  return redirect('/');
}
