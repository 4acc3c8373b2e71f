import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/robots';
import { siteOrigin } from '@/lib/seo/site';

/** /robots.txt: everything public may be crawled; carts, checkout, accounts and faceted search may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: robotsRules(),
    sitemap: `${siteOrigin()}/sitemap.xml`,
  };
}
