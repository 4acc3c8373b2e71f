import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/app/ClientMessages';
import { PrescriptionEditorPage } from '@/components/eyewear/prescription/PrescriptionEditorPage';
import { KeptPrescriptionForm } from '@/components/account/KeptPrescriptionForm';
import { readAsCustomer } from '@/lib/account/server';
import { currentCustomer } from '@/lib/session/current-customer';
import { addEditDialogPath, prescriptionListPath } from '@/lib/eyewear/prescription-paths';
import { fetchCustomerPrescriptions } from '@/lib/magento/operations/prescription';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { firstValue } from '@/lib/session/page';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import areas from '@/components/account/areas/Areas.module.css';
import styles from '@/components/eyewear/prescription/Prescription.module.css';
import { requireFeature } from '@/lib/features/server';

/** Personal (it reads the session cookie): rendered per request, never indexed. */
export const dynamic = 'force-dynamic';

/**
 * `/{store}/addEditDialog[?uid=…]`: the prescription dialog as a page of its own (the list opens
 * it as a modal; this is the same form, for a direct visit or without the list's script). Public
 * (the specification's route table): a visitor gets the form kept in this browser until they sign
 * in (then this page offers to save it to the account) or use it in the lens configurator.
 */
interface RouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: RouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const uid = firstValue((await searchParams).uid);
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Prescription' });
  return staticPageMetadata(store, { path: '/addEditDialog', title: uid ? t('editPageTitle') : t('addTitle'), noindex: true });
}

export default async function AddEditDialogRoute({ params, searchParams }: RouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'prescriptions');
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const uid = firstValue((await searchParams).uid);
  if (!(await currentCustomer(store))) {
    const t = await getTranslations({ locale, namespace: 'Prescription' });
    return (
      <div className={`${areas.page} ${styles.standalone}`}>
        <h1>{t('addTitle')}</h1>
        <ClientMessages namespaces={['Prescription', 'KeptPrescription']}>
          <KeptPrescriptionForm store={store} />
        </ClientMessages>
      </div>
    );
  }
  const [prescriptions, t, tList] = await Promise.all([
    readAsCustomer(store, addEditDialogPath(store, uid || null), fetchCustomerPrescriptions),
    getTranslations({ locale, namespace: 'Prescription' }),
    getTranslations({ locale, namespace: 'PrescriptionList' }),
  ]);
  const editing = uid ? (prescriptions.find((saved) => saved.uid === uid) ?? null) : null;
  return (
    <div className={`${areas.page} ${styles.standalone}`}>
      <h1>{editing ? t('editTitle', { name: editing.prescription.name }) : uid ? t('editPageTitle') : t('addTitle')}</h1>
      {uid && !editing ? (
        <>
          <p role="alert">{tList('notFound')}</p>
          <p>
            <a href={prescriptionListPath(store)}>{tList('backToList')}</a>
          </p>
        </>
      ) : (
        <ClientMessages namespaces={['Prescription', 'KeptPrescription']}>
          <PrescriptionEditorPage store={store} editing={editing} />
        </ClientMessages>
      )}
    </div>
  );
}
