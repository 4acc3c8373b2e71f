import type { ProductChoices, PurchaseView } from '@/components/product/variant-selection';
import { noPictures } from '@/components/ui/picture-set';
import type { CustomizableOption } from '@/lib/magento/product';
import type { FramePictures } from './frame-pictures';

/* What the configurator's tests configure: a frame and its free-text prescription option. */

/** The prescription option (a text area), as Magento lists it among the frame's custom options. */
export const PRESCRIPTION_OPTION: CustomizableOption = {
  uid: 'o-rx',
  title: 'Prescription',
  required: false,
  sort_order: 0,
  __typename: 'CustomizableAreaOption',
  text: { uid: 'o-rx', sku: 'prescription', price: 0, price_type: 'FIXED', max_characters: 2000 },
};

/** A frame in stock at £100 with no pictures or sizes, as the purchase view shows it. */
export function frameView(overrides: Partial<PurchaseView> = {}): PurchaseView {
  return {
    sku: 'NVK-ELIN',
    selectedOptions: [],
    stockStatus: 'IN_STOCK',
    onlyLeft: null,
    price: { amount: 100, currency: 'GBP', final: '£100.00', regular: null, percentOff: null },
    images: [],
    size: { lensWidth: null, bridgeWidth: null, templeLength: null },
    ...overrides,
  };
}

/** The choices of a frame without variants. */
export const frameChoices = (view: PurchaseView): ProductChoices => ({ options: [], variants: [], product: view });

/** The configurator's props for that frame in the uk store, without pictures (each test gives its options and services). */
export const FRAME_PROPS: { store: string; urlKey: string; productName: string; pictures: FramePictures } = {
  store: 'uk',
  urlKey: 'nordvik-elin',
  productName: 'Nordvik Elin',
  pictures: noPictures(),
};
