import type { Route } from './+types/status';
import { Page } from '~/components/page';
import { StatusCard } from '~/features/status/status-card';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'System Status', 'Live state of the shop: backend API, database and your session.'),
  { name: 'robots', content: 'noindex' },
];

export default function Status() {
  const { user } = useRootData();
  return (
    <Page title="System Status" lead="Whether the shop's backend and database are answering, and who you are signed in as.">
      <StatusCard user={user} />
    </Page>
  );
}
