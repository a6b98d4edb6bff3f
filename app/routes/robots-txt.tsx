import type { Route } from './+types/robots-txt';
import { robotsTxt } from '~/lib/seo';

/** /robots.txt: everything but the private pages and the JSON API, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
