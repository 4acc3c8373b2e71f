import { SIGNED_IN_AREAS } from '@/lib/session/guard';

/** The account areas, in the order the account navigation lists them: the signed-in-only ones, then /social-accounts (public, with a signed-in view). */
export const ACCOUNT_AREAS = [...SIGNED_IN_AREAS, 'social-accounts'] as const;

export type AccountArea = (typeof ACCOUNT_AREAS)[number];

/** The `Account` message of each account area's title. */
export const AREA_TITLE_KEYS: Record<AccountArea, string> = {
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
