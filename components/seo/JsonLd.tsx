import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines: `<JsonLd data={productJsonLd(...)} />` in a server component.
 * An array renders as one script holding a JSON array of objects. The JSON is escaped so that no
 * value (a product name with `</script>`) can break out of the script element. A cached page's
 * RSC payload has the script's text emptied, as the document has it (lib/cache/static-html-payload.mjs).
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
