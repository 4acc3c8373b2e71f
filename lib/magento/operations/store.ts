/** Store-wide operations: the store view configuration, the store views and their currencies. */
import {
  GetStoreConfigDocument as GetStoreConfig,
  GetAvailableStoresDocument as GetAvailableStores,
  GetStoreCurrencyDocument as GetStoreCurrency,
} from '../generated/store';
export { GetStoreConfig, GetAvailableStores, GetStoreCurrency };
