/** Operations of the SEO layer (lib/seo): an entity's URL in each store view, and the sitemap walk. */
import {
  SeoProductUrlDocument as SeoProductUrl,
  SeoCategoryUrlDocument as SeoCategoryUrl,
  SeoCmsPageUrlDocument as SeoCmsPageUrl,
  SeoCategoryLevelDocument as SeoCategoryLevel,
  SeoSitemapProductsDocument as SeoSitemapProducts,
} from '../generated/seo';
export { SeoProductUrl, SeoCategoryUrl, SeoCmsPageUrl, SeoCategoryLevel, SeoSitemapProducts };
