import type { Route } from './+types/build-pc';
import { PcBuilder } from '~/features/pc-builder/pc-builder';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    'Build Your PC',
    'Build your own PC from processors, motherboards, graphics cards, memory, storage, cases, coolers and power supplies, with compatibility checks and prices in KES.',
  );

// No loader: the parts and their specifications come from GET /api/products in the browser
// (see features/pc-builder/parts-catalog.ts), and the build itself lives in browser storage.
export default function BuildPc() {
  const { settings } = useRootData();
  return <PcBuilder storeName={settings.storeName} />;
}
