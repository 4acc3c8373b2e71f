import { BarePage } from '../bare-page';

/**
 * `/defaults`: the bare page with Next.js's default headers. The benchmark measures it beside
 * `/shop-headers`, at the same depth, so the two differ only in their response headers.
 */
export default function Page() {
  return <BarePage />;
}
