import { redirect } from 'next/navigation';
import { DEFAULT_STORE_CODE } from '@/lib/store-views';

// `/` has no page of its own: it sends the shopper to a store view. A route handler rather
// than app/page.tsx, because every page needs a root layout and the root layouts live in
// app/[store] (each store view has its own <html lang dir>).
export function GET(): never {
  redirect(`/${DEFAULT_STORE_CODE}`);
}
