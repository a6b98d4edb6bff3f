import type { Route } from './+types/build-pc';
import { PcBuilder } from '~/features/pc-builder/pc-builder';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { MoreStrings, tFrom } from '~/lib/i18n/i18n';
import { builderStrings, languageOf } from '~/lib/i18n/language.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, tFrom(matches)('footer.buildYourPc'), tFrom(matches)('build.description'));

// Only the builder's words (compatibility sentences, Build for me, saved builds: decision 028): the
// parts and their specifications come from GET /api/products in the browser (see
// features/pc-builder/parts-catalog.ts), and the build itself lives in browser storage.
export function loader({ request }: Route.LoaderArgs) {
  return { strings: builderStrings(languageOf(request)) };
}

export default function BuildPc({ loaderData: { strings } }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <MoreStrings strings={strings}>
      <PcBuilder storeName={settings.storeName} />
    </MoreStrings>
  );
}
