import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { isFeatureEnabled } from '@/lib/features/server';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { ContactForm } from './ContactForm';
import shared from '@/components/account/Account.module.css';

/** `/contact` and `/contact-us`: the same page (one component, one canonical address). */
export async function ContactPage({ store }: { store: StoreCode }) {
  const [t, faq] = await Promise.all([
    getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Contact' }),
    isFeatureEnabled(store, 'faq'),
  ]);
  return (
    <div className={shared.page}>
      <h1>{t('title')}</h1>
      <p className={shared.intro}>{t('intro')}</p>
      {faq ? (
        <p className={shared.intro}>
          {t('faqPrompt')} <a href={`/${store}/faq`}>{t('faqLink')}</a>
        </p>
      ) : null}
      <ClientMessages namespaces={['Contact']}>
        <ContactForm store={store} label={t('title')} />
      </ClientMessages>
    </div>
  );
}
