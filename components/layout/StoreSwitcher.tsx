import { getStoreViewNames } from '@/lib/magento/navigation';
import type { StoreCode } from '@/lib/store-views';
import { StoreSwitcherForm } from './StoreSwitcherForm';

/** The store view chooser: every store view by name, switching to the same page in the chosen one. */
export async function StoreSwitcher({ store }: { store: StoreCode }) {
  const stores = await getStoreViewNames();
  return <StoreSwitcherForm store={store} stores={stores} />;
}
