/**
 * What an alert needs to know of its product in a store view: whether it can be bought, its price
 * and the page that sells it (a configurable product's variant is sold on its parent's page).
 */
import type { RequestContext } from '../../graphql/context';
import { finalPriceOf, isSalable, loadProduct, loadVariants, type ProductRow } from '../catalog/products';

export interface AlertProduct {
  product: ProductRow;
  /** Magento's stock status IN_STOCK: a simple product in stock, a configurable one with a variant in stock. */
  salable: boolean;
  /** The final price (a configurable product's lowest), in the store view's currency. */
  price: number;
  /** The product shoppers see: the product itself, or a variant's configurable parent. */
  page: ProductRow;
}

const CATALOG_URL_SUFFIX = '.html';

export function alertProduct(context: RequestContext, productId: number): AlertProduct | undefined {
  const product = loadProduct(context, productId);
  if (!product) return undefined;
  const variants = product.type_id === 'configurable' ? loadVariants(context, product) : [];
  const salable = product.type_id === 'configurable' ? variants.some(isSalable) : isSalable(product);
  const price = variants.length ? Math.min(...variants.map(finalPriceOf)) : finalPriceOf(product);
  return {
    product,
    salable,
    price: Math.round(price * 100) / 100,
    page: product.visibility > 1 ? product : (parentOf(context, product) ?? product),
  };
}

function parentOf(context: RequestContext, child: ProductRow): ProductRow | undefined {
  const parentId = context.db
    .prepare('SELECT parent_id FROM catalog_product_relation WHERE child_id = ? LIMIT 1')
    .pluck()
    .get(child.entity_id) as number | undefined;
  return parentId === undefined ? undefined : loadProduct(context, parentId);
}

/** The storefront address of a product's page in a store view. */
export function productPageUrl(context: RequestContext, page: ProductRow): string {
  return `${context.config.storefrontUrl}/${context.store.code}/${page.url_key}${CATALOG_URL_SUFFIX}`;
}
