import { AccountFormPage } from '@/components/account/AccountFormPage';
import { CreatePasswordForm } from '@/components/account/CreatePasswordForm';
import { accountPage, accountPageMetadata, firstValue } from '@/lib/session/page';

/**
 * The password reset link's page (`/customer/account/createPassword?token=...`, Magento's own
 * path, so the e-mails Magento sends work unchanged). Rendered per request: the token is the
 * shopper's, never cached.
 */
export const dynamic = 'force-dynamic';

interface CreatePasswordRouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function generateMetadata({ params }: CreatePasswordRouteProps) {
  return accountPageMetadata(params, '/customer/account/createPassword', 'createPasswordTitle');
}

export default async function CreatePasswordRoute({ params, searchParams }: CreatePasswordRouteProps) {
  const { store, t } = await accountPage(params);
  const token = firstValue((await searchParams).token).trim();
  return (
    <AccountFormPage title={t('createPasswordTitle')}>
      {/^[A-Za-z0-9_-]{1,128}$/.test(token) ? (
        <CreatePasswordForm store={store} token={token} />
      ) : (
        <div role="alert">
          <p>{t('resetTokenMissing')}</p>
          <a href={`/${store}/forgot-password`}>{t('requestNewLink')}</a>
        </div>
      )}
    </AccountFormPage>
  );
}
