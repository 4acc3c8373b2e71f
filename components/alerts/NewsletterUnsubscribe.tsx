import { getTranslations } from 'next-intl/server';
import { unsubscribeEmailFromNewsletter } from '@/lib/magento/operations/alerts';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { isRefusedInput } from './alert-errors';
import styles from './Alerts.module.css';
import shared from '@/components/account/Account.module.css';

type Outcome = 'unsubscribed' | 'noCode' | 'invalid' | 'failed';

async function follow(store: StoreCode, id: string, code: string | undefined): Promise<Outcome> {
  if (!code) return 'noCode';
  if (!/^\d{1,12}$/.test(id) || !/^[A-Za-z0-9]{1,64}$/.test(code)) return 'invalid';
  try {
    await unsubscribeEmailFromNewsletter(store, { id, code });
    return 'unsubscribed';
  } catch (error) {
    return isRefusedInput(error) ? 'invalid' : 'failed';
  }
}

/**
 * `/unsubscribe/{id}/{code?}`: a newsletter's link. With its code it unsubscribes at once and says
 * so; without a code, or with one that is not the subscriber's, it asks the shopper to sign in and
 * manage their subscription (the communications page, behind sign-in).
 */
export async function NewsletterUnsubscribe({ store, id, code }: { store: StoreCode; id: string; code?: string }) {
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Unsubscribe' });
  const outcome = await follow(store, id, code);
  return (
    <div className={shared.page}>
      <h1>{t('title')}</h1>
      {outcome === 'unsubscribed' ? (
        <>
          <p className={shared.notice}>{t('unsubscribed')}</p>
          <p className={styles.message}>
            <a href={`/${store}`}>{t('continueShopping')}</a>
          </p>
        </>
      ) : (
        <>
          {outcome === 'invalid' ? <p className={styles.message}>{t('invalidLink')}</p> : null}
          <p className={styles.message}>{t(outcome === 'failed' ? 'failed' : 'signInToManage')}</p>
          <p className={styles.message}>
            <a href={`/${store}/communications`}>
              {t('manageCommunications')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
