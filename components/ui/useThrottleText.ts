'use client';

import { useTranslations } from 'next-intl';
import { throttleWaitMinutes, throttleWaitSeconds } from '@/lib/magento/throttle';

/**
 * The shopper's words for a request the backend refused as one too many ("Too many attempts.
 * Please try again in 5 minutes."), or null for any other error: forms show it instead of their
 * own failure text.
 */
export function useThrottleText(): (error: unknown) => string | null {
  const t = useTranslations('Throttle');
  return (error) => {
    const seconds = throttleWaitSeconds(error);
    return seconds === null ? null : t('tooManyAttempts', { minutes: throttleWaitMinutes(seconds) });
  };
}
