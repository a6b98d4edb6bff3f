import type { Route } from './+types/terms';
import { LegalPage } from '~/features/info/legal-page';
import { legalText } from '~/features/info/legal-text.server';
import { pageMeta } from '~/lib/meta';
import { languageOf } from '~/lib/i18n/language.server';

// The whole text in the page's language travels in this page's loader data (decision 028).
export function loader({ request }: Route.LoaderArgs) {
  return legalText('terms', languageOf(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.doc.title ?? '', loaderData?.doc.description ?? '');

export default function Terms({ loaderData: { doc, frame } }: Route.ComponentProps) {
  return <LegalPage doc={doc} frame={frame} />;
}
