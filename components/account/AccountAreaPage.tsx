import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { currentCustomer } from '@/lib/session/current-customer';
import { signInPath, type SignedInArea } from '@/lib/session/guard';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { AREA_TITLE_KEYS } from './areas';

/**
 * An account area's page until its own content lands: its heading and who is signed in. The
 * customer comes from Magento with their token, on the server, per request.
 */
export async function AccountAreaPage({ store, area }: { store: StoreCode; area: SignedInArea }) {
  const [customer, t] = await Promise.all([
    currentCustomer(store),
    getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Account' }),
  ]);
  if (!customer) redirect(signInPath(store, `/${store}/${area}`));
  return (
    <>
      <h1>{t(AREA_TITLE_KEYS[area])}</h1>
      <p>{t('signedInAs', { name: `${customer.firstname} ${customer.lastname}`.trim() })}</p>
    </>
  );
}
