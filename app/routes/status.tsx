import type { Route } from './+types/status';
import { Page } from '~/components/page';
import { StatusCard } from '~/features/status/status-card';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { MoreStrings, tFrom, useT } from '~/lib/i18n/i18n';
import { languageOf, pageStrings } from '~/lib/i18n/language.server';

export function loader({ request }: Route.LoaderArgs) {
  return { strings: pageStrings('status', languageOf(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, tFrom(matches)('status.title'), tFrom(matches)('status.description')),
  { name: 'robots', content: 'noindex' },
];

export default function Status({ loaderData: { strings } }: Route.ComponentProps) {
  return (
    <MoreStrings strings={strings}>
      <StatusPage />
    </MoreStrings>
  );
}

function StatusPage() {
  const { user } = useRootData();
  const t = useT();
  return (
    <Page title={t('status.title')} lead={t('status.lead')}>
      <StatusCard user={user} />
    </Page>
  );
}
