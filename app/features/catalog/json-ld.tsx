import { jsonLdString } from '~/lib/seo';
import { useNonce } from '~/lib/nonce';

/**
 * Structured data for search engines, in the server HTML. A JSON-LD script is data, not code,
 * so the CSP would allow it anyway; it carries the page nonce all the same.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce from the DOM after parsing; React must not "fix" it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdString(data) }}
    />
  );
}
