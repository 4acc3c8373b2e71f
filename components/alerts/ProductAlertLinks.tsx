import { ClientMessages } from '@/components/app/ClientMessages';
import { LatePurchasePart } from '@/components/product/PurchaseIslands';
import type { PurchaseView } from '@/components/product/variant-selection';
import { NotifyMeLinks } from './NotifyMeLinks';

/**
 * The alert links of a product page for the variant the server shows (`view`), followed by a late
 * island once the shopper picks another (mount inside the page's ProductChoiceProvider).
 */
export function ProductAlertLinks({
  store,
  urlKey,
  view,
  stockAlertHidden = false,
}: {
  store: string;
  urlKey: string;
  view: PurchaseView;
  stockAlertHidden?: boolean;
}) {
  return (
    <ClientMessages namespaces={['ProductAlert']}>
      <LatePurchasePart part="alerts" store={store} urlKey={urlKey} stockAlertHidden={stockAlertHidden}>
        <NotifyMeLinks store={store} urlKey={urlKey} view={view} stockAlertHidden={stockAlertHidden} />
      </LatePurchasePart>
    </ClientMessages>
  );
}
