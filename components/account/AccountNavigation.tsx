'use client';

import { usePathname } from 'next/navigation';
import styles from './Account.module.css';

export interface AccountLink {
  href: string;
  label: string;
}

/** The account areas' navigation; the current area is marked for screen readers and the eye. */
export function AccountNavigation({ label, links, children }: { label: string; links: AccountLink[]; children?: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={styles.navigation}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
