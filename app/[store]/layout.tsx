import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { AppProviders } from '@/components/app/AppProviders';
import { ClientMessages } from '@/components/app/ClientMessages';
import { FeaturesProvider } from '@/components/app/FeaturesProvider';
import { LateGiftCardCartSync } from '@/components/app/AppIslands';
import { getEnabledFeatures } from '@/lib/features/server';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { JsonLd } from '@/components/seo/JsonLd';
import { rootMetadata } from '@/lib/seo/metadata';
import { siteJsonLd } from '@/lib/seo/structured-data';
import { isStoreCode, loadStoreViews, storeView, storeViews, toBcp47 } from '@/lib/store-views';
import '../globals.css';

/** The element after the page's content that the first frame waits for. */
const MAIN_END_ID = 'main-end';

// Store views are rendered on their first request and then cached (ISR): `next build`
// prerenders none of them, so it never needs the backend.
export function generateStaticParams(): { store: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const { store } = await params;
  await loadStoreViews().catch(() => undefined);
  return isStoreCode(store) ? rootMetadata(store) : {};
}

export default async function StoreLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const { store } = await params;
  // The backend's store views (kept per TTL; the last-known list while the backend is down).
  await loadStoreViews().catch(() => undefined);
  if (!isStoreCode(store)) notFound();
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  setRequestLocale(locale);
  // The optional features the backend offers (cached: no cookie or header read, pages stay public).
  const features = await getEnabledFeatures(store);

  return (
    <html lang={locale} dir={view.direction}>
      <head>
        {/* No first frame before the page's main content is parsed (issue 16): without it Chromium
            paints the header alone, then styles and lays out the content in a second long task,
            so the largest paint comes one frame and a script download later. */}
        <link rel="expect" href={`#${MAIN_END_ID}`} blocking="render" />
      </head>
      <body>
        <ClientMessages>
          <AppProviders store={store} currency={view.currency} mediaUrl={view.mediaUrl} storeViews={storeViews()}>
            <FeaturesProvider features={features}>
              {features.includes('giftcards') ? <LateGiftCardCartSync /> : null}
              <Header store={store} />
              <main id="main" tabIndex={-1}>
                {children}
                <div id={MAIN_END_ID} hidden />
              </main>
              <Footer store={store} features={features} />
            </FeaturesProvider>
          </AppProviders>
          <JsonLd data={await siteJsonLd(store)} />
        </ClientMessages>
      </body>
    </html>
  );
}
