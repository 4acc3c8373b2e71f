import { AccountFormPage } from '@/components/account/AccountFormPage';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { accountPage, accountPageMetadata } from '@/lib/session/page';

/** Personal (it reads the session cookie): rendered per request, never prerendered or cached. */
export const dynamic = 'force-dynamic';

/** "Forgot password" (spec section 2): the same confirmation whether or not the address has an account. */
interface ForgotPasswordRouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: ForgotPasswordRouteProps) {
  return accountPageMetadata(params, '/forgot-password', 'forgotPasswordTitle');
}

export default async function ForgotPasswordRoute({ params }: ForgotPasswordRouteProps) {
  const { store, t } = await accountPage(params);
  return (
    <AccountFormPage title={t('forgotPasswordTitle')}>
      <ForgotPasswordForm store={store} />
    </AccountFormPage>
  );
}
