import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/app/ClientMessages';
import styles from './Account.module.css';

/** The frame of the sign-in, account-creation and password pages: the heading, then the form island with the `Account` messages. */
export function AccountFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <ClientMessages namespaces={['Account']}>{children}</ClientMessages>
    </div>
  );
}
