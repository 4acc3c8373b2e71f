import { SIGNED_IN_AREAS, type SignedInArea } from '@/lib/session/guard';

/** The `Account` message of each signed-in area's title, in the order the account navigation lists them. */
export const AREA_TITLE_KEYS: Record<SignedInArea, string> = {
  'order-history': 'orderHistoryTitle',
  'address-book': 'addressBookTitle',
  'account-information': 'accountInformationTitle',
  wishlist: 'wishlistTitle',
  'saved-payments': 'savedPaymentsTitle',
  communications: 'communicationsTitle',
  giftcard: 'giftcardTitle',
  prescription: 'prescriptionTitle',
  'social-accounts': 'socialAccountsTitle',
};

export const ACCOUNT_AREAS = SIGNED_IN_AREAS;
