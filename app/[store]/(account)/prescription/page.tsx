import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { NoticeArea } from '@/components/account/areas/NoticeArea';
import { AddPrescription } from '@/components/eyewear/prescription/AddPrescription';
import { PrescriptionList } from '@/components/eyewear/prescription/PrescriptionList';
import { readAsCustomer } from '@/lib/account/server';
import { prescriptionListPath } from '@/lib/eyewear/prescription-paths';
import { fetchCustomerPrescriptions } from '@/lib/magento/operations/prescription';
import { accountPage, accountPageMetadata, firstValue } from '@/lib/session/page';
import { storeView, toBcp47 } from '@/lib/store-views';
import accountStyles from '@/components/account/Account.module.css';
import areas from '@/components/account/areas/Areas.module.css';
import { requireFeature } from '@/lib/features/server';

/** Personal (it reads the session cookie): rendered per request. */
export const dynamic = 'force-dynamic';

/** Prescriptions (signed-in only): the saved prescriptions with their validity; add and edit in a dialog, delete (asked first). */
interface RouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/prescription', 'prescriptionTitle');
}

export default async function PrescriptionRoute({ params, searchParams }: RouteProps) {
  await requireFeature((await params).store, 'prescriptions');
  const { store, t } = await accountPage(params);
  const locale = toBcp47(storeView(store).locale);
  const [prescriptions, tList, query] = await Promise.all([
    readAsCustomer(store, prescriptionListPath(store), fetchCustomerPrescriptions),
    getTranslations({ locale, namespace: 'PrescriptionList' }),
    searchParams,
  ]);
  const done = firstValue(query.done);
  return (
    <div className={areas.page}>
      <h1>{t('prescriptionTitle')}</h1>
      <p className={areas.muted}>{tList('intro')}</p>
      {done === 'saved' ? (
        <p role="status" className={accountStyles.notice}>
          {tList('savedNotice')}
        </p>
      ) : null}
      <ClientMessages namespaces={['Prescription', 'PrescriptionList']}>
        <NoticeArea>
          <AddPrescription store={store} />
          <PrescriptionList store={store} locale={locale} prescriptions={prescriptions} />
        </NoticeArea>
      </ClientMessages>
    </div>
  );
}
