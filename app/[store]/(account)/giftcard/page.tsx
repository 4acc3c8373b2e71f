import { AccountAreaPage } from '@/components/account/AccountAreaPage';
import { accountPage, accountPageMetadata } from '@/lib/session/page';

/** Giftcard (signed-in only): a placeholder until its own content lands. */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/giftcard', 'giftcardTitle');
}

export default async function GiftcardRoute({ params }: RouteProps) {
  const { store } = await accountPage(params);
  return <AccountAreaPage store={store} area="giftcard" />;
}
