'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { browserAccountRequest } from '@/lib/account/browser';
import { unlinkSocialAccount } from '@/lib/magento/operations/account';
import { ConfirmAction } from './ConfirmAction';
import { useShowNotice } from './NoticeArea';
import { refusalText } from './ResultMessage';

/** Unlinks a social sign-in (asked first); Magento refuses when it is the only way into the account. */
export function UnlinkSocialAccount({ store, uid, provider }: { store: string; uid: string; provider: string }) {
  const t = useTranslations('SocialAccounts');
  const router = useRouter();
  const notify = useShowNotice();

  async function unlink() {
    try {
      await unlinkSocialAccount(browserAccountRequest(store), uid);
      router.refresh();
      notify('success', t('unlinked', { provider }));
    } catch (error) {
      notify('error', refusalText(error, t('unlinkFailed')));
    }
  }

  return (
    <ConfirmAction
      label={t('unlink', { provider })}
      question={t('confirmUnlink', { provider })}
      confirmLabel={t('confirmUnlinkYes')}
      cancelLabel={t('keep')}
      onConfirm={unlink}
    />
  );
}
