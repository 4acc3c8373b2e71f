import { getTranslations } from 'next-intl/server';
import { unsubscribeProductAlert, type UnsubscribedAlert } from '@/lib/magento/operations/alerts';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { isRefusedInput } from './alert-errors';
import { parseUnsubscribeLink } from './alert-paths';
import styles from './Alerts.module.css';
import shared from '@/components/account/Account.module.css';

type Outcome = { kind: 'unsubscribed'; alert: UnsubscribedAlert; all: boolean } | { kind: 'invalid' } | { kind: 'failed' };

async function follow(store: StoreCode, segments: readonly string[]): Promise<Outcome> {
  const link = parseUnsubscribeLink(segments);
  if (!link) return { kind: 'invalid' };
  try {
    const alert = await unsubscribeProductAlert(store, link);
    return alert ? { kind: 'unsubscribed', alert, all: link.action === 'EMAIL_ALL' } : { kind: 'failed' };
  } catch (error) {
    return isRefusedInput(error) ? { kind: 'invalid' } : { kind: 'failed' };
  }
}

/**
 * `/productalert/unsubscribe/...`: follows an alert e-mail's link when the page renders (it works
 * without JavaScript and as often as it is opened) and says what happened. Any link that is not
 * the shop's gets the same answer, which tells nothing about why.
 */
export async function AlertUnsubscribe({ store, segments }: { store: StoreCode; segments: readonly string[] }) {
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'ProductAlert' });
  const outcome = await follow(store, segments);
  let message: string;
  if (outcome.kind === 'unsubscribed') {
    const values = { type: outcome.alert.type, product: outcome.alert.product?.name ?? '' };
    message = outcome.all || !outcome.alert.product ? t('unsubscribedAll', values) : t('unsubscribedOne', values);
  } else message = t(outcome.kind === 'invalid' ? 'unsubscribeInvalid' : 'unsubscribeFailed');
  return (
    <div className={shared.page}>
      <h1>{t('unsubscribeTitle')}</h1>
      <p className={outcome.kind === 'unsubscribed' ? shared.notice : styles.message}>{message}</p>
      <p className={styles.message}>
        <a href={`/${store}`}>{t('continueShopping')}</a>
      </p>
    </div>
  );
}
