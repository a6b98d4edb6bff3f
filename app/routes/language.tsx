import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { isLang, LANG_PARAM } from '~/lib/i18n/i18n';
import { languageCookie } from '~/lib/i18n/language.server';

/**
 * The language switch posts here: the choice goes into a cookie and the shopper returns to the page
 * they were on, now rendered by the server in that language. Works without JavaScript (a plain form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  if (!isLang(lang)) throw new Response('Choose a language: en or sw.', { status: 400 });
  return redirect(backTo(form.get('redirectTo')), {
    headers: { 'Set-Cookie': languageCookie(lang, context.publicUrl.startsWith('https:')) },
  });
}

/** Only a path of this shop (not '//host' or a full URL), without a `?lang=` that would override the cookie. */
function backTo(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const url = new URL(value, 'http://x');
  url.searchParams.delete(LANG_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function loader() {
  return redirect('/');
}
