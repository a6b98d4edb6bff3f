import { data } from 'react-router';
import { OG_JPEG } from '#core/images';
import { SLOT_LABEL } from '#core/compatibility';
import { formatKES } from '#core/money';
import { MSG } from '#core/messages';
import type { Route } from './+types/build-shared';
import { SharedBuildView } from '~/features/pc-builder/shared-build';
import { storeNameFrom } from '~/lib/meta';
import { canonicalLink, socialMeta, truncate } from '~/lib/seo';

// A shared build (issue 17): server-rendered with its parts, today's prices and what changed, and
// Open Graph tags with a generated picture, so the link previews on WhatsApp.
export async function loader({ params, context }: Route.LoaderArgs) {
  const build = await context.builds.shared(params.code ?? '');
  if (!build) throw data({ message: 'Build not found: the link may be mistyped.' }, { status: 404 });
  return { build, image: `${build.url}/preview.jpg` };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const store = storeNameFrom(matches);
  if (!loaderData) return [{ title: `Build not found | ${store}` }, { name: 'robots', content: 'noindex' }];
  const { build, image } = loaderData;
  const title = `PC build: ${formatKES(build.total)} ${MSG.exVat}`;
  const parts = build.slots.map((s) => `${SLOT_LABEL[s.slot]}: ${s.part?.name ?? s.sharedName}`).join('; ');
  const description = truncate(`${build.slots.length} of 8 parts at today's prices. ${parts}.`, 200);
  return [
    { title: `${title} | ${store}` },
    { name: 'description', content: description },
    // Links are personal: one canonical page per build, but no search-engine listing.
    { name: 'robots', content: 'noindex' },
    canonicalLink(build.url),
    ...socialMeta({
      title,
      description,
      url: build.url,
      siteName: store,
      image,
      imageType: OG_JPEG.type,
      imageWidth: OG_JPEG.width,
      imageHeight: OG_JPEG.height,
      imageAlt: `The parts of this PC build and its total, ${formatKES(build.total)}`,
    }),
  ];
};

export default function BuildShared({ loaderData }: Route.ComponentProps) {
  return <SharedBuildView build={loaderData.build} />;
}
