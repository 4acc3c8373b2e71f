/**
 * Checked by `tsc --noEmit` (npm test's typecheck step), never run: the typed operations catch a
 * misspelt variable, a missing required variable, a variable of the wrong type and a misread
 * answer field. Each `@ts-expect-error` fails tsc when the line below it stops being an error, so
 * a client that loses its types (an `any` document, `Record<string, unknown>` variables) fails
 * the suite.
 */
import { createMagentoClient } from './client';
import { AddProductsToCart, GetCartDetails } from './operations/cart';
import { GetStoreConfig } from './operations/store';
import { ListingCategory } from './operations/listing';
import { queryCatalog } from './server';

export async function typedOperations(): Promise<void> {
  const client = createMagentoClient();

  // The answer's type comes from the document.
  const { data } = await client.query(GetCartDetails, { cartId: 'cart' });
  const quantity: number | undefined = data.cart?.total_quantity;
  void quantity;
  // @ts-expect-error: the cart has no `totalQuantity` field (misread answer field)
  void data.cart?.totalQuantity;

  // @ts-expect-error: `cartID` is not a variable of GetCartDetails (misspelt variable)
  await client.query(GetCartDetails, { cartID: 'cart' });

  // @ts-expect-error: GetCartDetails needs its `cartId` (missing required variable)
  await client.query(GetCartDetails);

  // @ts-expect-error: `cartId` is a String (variable of the wrong type)
  await client.query(GetCartDetails, { cartId: 42 });

  // A document without variables needs none.
  await client.query(GetStoreConfig);

  // Input types are checked too: CartItemInput has `sku`, not `SKU`.
  // @ts-expect-error: misspelt input field
  await client.mutate(AddProductsToCart, { cartId: 'cart', cartItems: [{ SKU: 'NVK-ELIN', quantity: 1 }] });

  // The server's catalogue queries are typed the same way.
  // @ts-expect-error: `id` is not a variable of ListingCategory (it takes `uid`)
  await queryCatalog('uk', ListingCategory, { id: 'Mg==' });
  const category = await queryCatalog('uk', ListingCategory, { uid: 'Mg==' });
  void category.categories?.items;
}
