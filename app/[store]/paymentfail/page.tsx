import { PaymentFail } from '@/components/payment/PaymentFail';
import { PaymentPageShell, paymentPageMetadata, type ReturnRouteProps } from '@/components/payment/return-route';

/** The payment did not go through. Personal: the shell only, rendered per request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = paymentPageMetadata('/paymentfail', 'failTitle');

export default function PaymentFailRoute({ params }: ReturnRouteProps) {
  return <PaymentPageShell params={params} title="failTitle" island={(store) => <PaymentFail store={store} />} />;
}
