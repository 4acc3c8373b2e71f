import type { ReactNode } from 'react';

/**
 * The baseline of `npm run bench:lighthouse`: a bare Next.js App Router page with no application
 * code, built with the shop's own Next.js and measured in the same run as the shop's pages.
 */
export const metadata = { title: 'Bare Next.js page', description: 'The baseline of the storefront benchmark.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
