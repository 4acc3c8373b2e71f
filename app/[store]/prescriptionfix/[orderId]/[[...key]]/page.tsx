import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { OrderPrescriptionForm } from '@/components/eyewear/prescription/OrderPrescriptionForm';
import { orderLensUsage } from '@/shared/prescription/order';
import { prescriptionFixPath } from '@/lib/eyewear/prescription-paths';
import { createMagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { USAGE_OF, fetchPrescriptionFixOrder, type PrescriptionFixOrder } from '@/lib/magento/operations/prescription';
import { buildMetadata, seoText } from '@/lib/seo/metadata';
import { signInPath } from '@/lib/session/guard';
import { readSession } from '@/lib/session/session';
import { isStoreCode, storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import accountStyles from '@/components/account/Account.module.css';
import areas from '@/components/account/areas/Areas.module.css';
import styles from '@/components/eyewear/prescription/Prescription.module.css';
import { requireFeature } from '@/lib/features/server';

/**
 * `/{store}/prescriptionfix/{order_number}/{key?}`: the link of an order e-mail whose frames wait
 * for a prescription — the order's number and frames, and a form to send it (typed, saved or
 * uploaded). Opened by the key, or without it by the order's signed-in customer. A wrong or
 * missing key, or an unknown order, gets one and the same answer, with nothing of the order.
 * Personal: rendered per request, never indexed, and no referrer leaves with the key.
 */
export const dynamic = 'force-dynamic';

interface RouteProps {
  params: Promise<{ store: string; orderId: string; key?: string[] }>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const [{ siteName }, t] = await Promise.all([
    seoText(store),
    getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'PrescriptionFix' }),
  ]);
  return {
    ...buildMetadata({ store, title: t('metaTitle'), description: t('intro'), path: `/${store}/prescriptionfix`, siteName, noindex: true }),
    referrer: 'no-referrer',
  };
}

/** The order the link opens: by its key (as anyone), else as the signed-in customer; null when refused. */
async function openedOrder(
  store: StoreCode,
  orderNumber: string,
  key: string | null,
): Promise<{ order: PrescriptionFixOrder | null; signedIn: boolean }> {
  const { session } = await readSession(await cookies());
  const clients = [key ? createMagentoClient({ store }) : null, session ? createMagentoClient({ store, token: session.token }) : null];
  for (const client of clients) {
    if (!client) continue;
    try {
      const order = await fetchPrescriptionFixOrder({ client }, orderNumber, key);
      if (order) return { order, signedIn: Boolean(session) };
    } catch (error) {
      // A session Magento no longer accepts is refused as a whole: the same as no order.
      if (!(error instanceof MagentoGraphQlError)) throw error;
    }
  }
  return { order: null, signedIn: Boolean(session) };
}

export default async function PrescriptionFixRoute({ params }: RouteProps) {
  const { store, orderId, key: keySegments = [] } = await params;
  if (!isStoreCode(store) || keySegments.length > 1) notFound();
  await requireFeature(store, 'prescriptions');
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const orderNumber = decode(orderId).slice(0, 64);
  const key = keySegments[0] ? decode(keySegments[0]).slice(0, 256) : null;
  const [{ order, signedIn }, t] = await Promise.all([
    openedOrder(store, orderNumber, key),
    getTranslations({ locale, namespace: 'PrescriptionFix' }),
  ]);

  if (!order) {
    return (
      <div className={`${areas.page} ${styles.standalone}`}>
        <h1>{t('refusedTitle')}</h1>
        <p>{t('refused')}</p>
        <ul className={accountStyles.links}>
          <li>
            {signedIn ? (
              <a href={`/${store}/order-history`}>{t('orders')}</a>
            ) : (
              <a href={signInPath(store, prescriptionFixPath(store, orderNumber))}>{t('signIn')}</a>
            )}
          </li>
          <li>
            <a href={`/${store}/contact`}>{t('contact')}</a>
          </li>
        </ul>
      </div>
    );
  }

  const usage = orderLensUsage(order.items.map((item) => (item.usage ? USAGE_OF[item.usage] : null)));
  return (
    <div className={`${areas.page} ${styles.standalone}`}>
      <h1>{t('title', { number: order.order_number })}</h1>
      <p className={areas.muted}>{order.prescription_pending ? t('intro') : t('allReceived')}</p>
      <section className={areas.section} aria-labelledby="prescription-fix-frames">
        <h2 id="prescription-fix-frames">{t('framesHeading')}</h2>
        <ul className={styles.frames}>
          {order.items.map((item) => (
            <li key={item.uid} className={styles.frame}>
              <span className={styles.frameName}>{item.product_name}</span>
              <span>{t(`status_${item.prescription_status}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <ClientMessages namespaces={['Prescription', 'PrescriptionFix']}>
        <OrderPrescriptionForm store={store} orderNumber={order.order_number} linkKey={key} usage={usage} />
      </ClientMessages>
    </div>
  );
}
