import { data } from 'react-router';
import { OG_JPEG } from '#core/catalog/images';
import { formatKES } from '#core/pricing/money';
import type { Route } from './+types/build-shared';
import { SharedBuildView } from '~/features/pc-builder/shared-build';
import { storeNameFrom } from '~/lib/meta';
import { canonicalLink, socialMeta, truncate } from '~/lib/seo';
import { i18nFrom, MoreStrings, translator } from '~/lib/i18n/i18n';
import { builderStrings, languageOf } from '~/lib/i18n/language.server';

// A shared build (issue 17): server-rendered with its parts, today's prices and what changed, and
// Open Graph tags with a generated picture, so the link previews on WhatsApp.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const strings = builderStrings(languageOf(request));
  const build = await context.builds.shared(params.code ?? '');
  if (!build) throw data({ message: translator(strings)('builder.notFound') }, { status: 404 });
  return { build, image: `${build.url}/preview.jpg`, strings };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const store = storeNameFrom(matches);
  const { t } = i18nFrom(matches);
  if (!loaderData) return [{ title: `${t('build.notFoundTitle')} | ${store}` }, { name: 'robots', content: 'noindex' }];
  const { build, image } = loaderData;
  const total = formatKES(build.total);
  const title = t('builder.metaTitle', { total, vat: t('product.exVat') });
  const parts = build.slots.map((s) => `${t(`slot.${s.slot}`)}: ${s.part?.name ?? s.sharedName}`).join('; ');
  const description = truncate(t('builder.metaDescription', { count: build.slots.length, parts }), 200);
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
      imageAlt: t('builder.imageAlt', { total }),
    }),
  ];
};

export default function BuildShared({ loaderData }: Route.ComponentProps) {
  return (
    <MoreStrings strings={loaderData.strings}>
      <SharedBuildView build={loaderData.build} />
    </MoreStrings>
  );
}
