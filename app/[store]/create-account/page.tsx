import { redirect } from 'next/navigation';
import { AccountFormPage } from '@/components/account/AccountFormPage';
import { CreateAccountForm } from '@/components/account/CreateAccountForm';
import { currentCustomer } from '@/lib/session/current-customer';
import { afterSignInPath, safeRedirectPath } from '@/lib/session/guard';
import { accountPage, accountPageMetadata, firstValue } from '@/lib/session/page';

/** Personal (it reads the session cookie): rendered per request, never prerendered or cached. */
export const dynamic = 'force-dynamic';

/**
 * Account creation (spec section 2, exact path). After an order, /success links here with the
 * order's email, firstName and lastName, which prefill the form.
 */
interface CreateAccountRouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function generateMetadata({ params }: CreateAccountRouteProps) {
  return accountPageMetadata(params, '/create-account', 'createAccountTitle');
}

export default async function CreateAccountRoute({ params, searchParams }: CreateAccountRouteProps) {
  const { store, t } = await accountPage(params);
  const query = await searchParams;
  const destination = safeRedirectPath(firstValue(query.redirect));
  if (await currentCustomer(store)) redirect(afterSignInPath(store, destination));
  const prefill = {
    email: firstValue(query.email).slice(0, 254),
    firstname: firstValue(query.firstName).slice(0, 255),
    lastname: firstValue(query.lastName).slice(0, 255),
  };
  return (
    <AccountFormPage title={t('createAccountTitle')}>
      <CreateAccountForm store={store} prefill={prefill} redirect={destination} />
    </AccountFormPage>
  );
}
