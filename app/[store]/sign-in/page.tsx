import { redirect } from 'next/navigation';
import { AccountFormPage } from '@/components/account/AccountFormPage';
import { SignInForm } from '@/components/account/SignInForm';
import { SocialSignIn } from '@/components/account/SocialSignIn';
import { isFeatureEnabled } from '@/lib/features/server';
import { currentCustomer } from '@/lib/session/current-customer';
import { afterSignInPath, safeRedirectPath } from '@/lib/session/guard';
import { accountPage, accountPageMetadata, firstValue } from '@/lib/session/page';

/** Personal (it reads the session cookie): rendered per request, never prerendered or cached. */
export const dynamic = 'force-dynamic';

/**
 * Sign-in (spec section 2). Read per request (it looks at the session): a shopper already signed
 * in goes straight on to where they were going; the guard's `?redirect=` is kept only when it is
 * a path of this site.
 */
interface SignInRouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function generateMetadata({ params }: SignInRouteProps) {
  return accountPageMetadata(params, '/sign-in', 'signInTitle');
}

export default async function SignInRoute({ params, searchParams }: SignInRouteProps) {
  const { store, t } = await accountPage(params);
  const destination = safeRedirectPath(firstValue((await searchParams).redirect));
  if (await currentCustomer(store)) redirect(afterSignInPath(store, destination));
  return (
    <AccountFormPage title={t('signInTitle')}>
      <SignInForm store={store} redirect={destination} />
      {(await isFeatureEnabled(store, 'social-sign-in')) ? <SocialSignIn store={store} redirect={destination} /> : null}
    </AccountFormPage>
  );
}
