import { ReturnRoute, paymentPageMetadata } from '@/components/payment/return-route';

/** The payment provider's return page: personal, rendered per request (Cache-Control: private, no-store). */
export const dynamic = 'force-dynamic';

export const generateMetadata = paymentPageMetadata('/ayden/action/return.html');

export default ReturnRoute;
