import { ClientMessages } from '@/components/app/ClientMessages';
import { AddressList } from '@/components/account/areas/AddressList';
import { NewAddress } from '@/components/account/areas/NewAddress';
import { NoticeArea } from '@/components/account/areas/NoticeArea';
import styles from '@/components/account/areas/Areas.module.css';
import { readAsCustomer } from '@/lib/account/server';
import { fetchCustomerAddresses } from '@/lib/magento/operations/account';
import { accountPage, accountPageMetadata } from '@/lib/session/page';
import { storeView, toBcp47 } from '@/lib/store-views';

/** Address book (signed-in only): the saved addresses, defaults marked; add, edit, delete, choose the defaults. */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/address-book', 'addressBookTitle');
}

export default async function AddressBookRoute({ params }: RouteProps) {
  const { store, t } = await accountPage(params);
  const addresses = await readAsCustomer(store, `/${store}/address-book`, fetchCustomerAddresses);
  return (
    <div className={styles.page}>
      <h1>{t('addressBookTitle')}</h1>
      <ClientMessages namespaces={['AddressBook', 'Checkout']}>
        <NoticeArea>
          <AddressList store={store} locale={toBcp47(storeView(store).locale)} addresses={addresses} />
          <NewAddress store={store} isFirst={addresses.length === 0} />
        </NoticeArea>
      </ClientMessages>
    </div>
  );
}
