/**
 * Row ids of catalogsearch_fulltext: store_id * 2^32 + product_id. Each store view's text is one
 * contiguous rowid range, so a search asks FTS5 for `rowid BETWEEN` that range (a seek, not a
 * filter), and the product id comes from the rowid alone without reading the stored row.
 */
const STORE_STRIDE = 2 ** 32;

export const fulltextRowid = (storeId: number, productId: number): number => storeId * STORE_STRIDE + productId;
export const productIdOfRowid = (rowid: number): number => rowid % STORE_STRIDE;
export const fulltextRowidRange = (storeId: number): [number, number] => [storeId * STORE_STRIDE, (storeId + 1) * STORE_STRIDE - 1];
