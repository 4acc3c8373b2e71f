import { BarePage } from '../bare-page';

/** `/shop-headers`: the same page, served with the storefront's security headers (next.config.mjs). */
export default function Page() {
  return <BarePage />;
}
