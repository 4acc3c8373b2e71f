import { ClientMessages } from '@/components/app/ClientMessages';
import { NotifyMeLinks } from './NotifyMeLinks';

/** The alert links of a product page, with their texts (mount inside the page's ProductChoiceProvider). */
export function ProductAlertLinks({ store, urlKey, stockAlertHidden = false }: { store: string; urlKey: string; stockAlertHidden?: boolean }) {
  return (
    <ClientMessages namespaces={['ProductAlert']}>
      <NotifyMeLinks store={store} urlKey={urlKey} stockAlertHidden={stockAlertHidden} />
    </ClientMessages>
  );
}
