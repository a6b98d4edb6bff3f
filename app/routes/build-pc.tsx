import type { Route } from './+types/build-pc';
import { PcBuilder } from '~/features/pc-builder/pc-builder';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { tFrom } from '~/lib/i18n/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    tFrom(matches)('footer.buildYourPc'),
    tFrom(matches)('build.description'),
  );

// No loader: the parts and their specifications come from GET /api/products in the browser
// (see features/pc-builder/parts-catalog.ts), and the build itself lives in browser storage.
export default function BuildPc() {
  const { settings } = useRootData();
  return <PcBuilder storeName={settings.storeName} />;
}
