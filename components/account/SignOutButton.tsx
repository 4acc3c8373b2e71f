'use client';

import { useState } from 'react';
import { isSignedInArea } from '@/lib/session/guard';
import { useUserStore } from '@/lib/state/user-store';

interface SignOutButtonProps {
  store: string;
  label: string;
  className?: string;
}

/**
 * Signs out (section 4: token revoked, session, user, checkout and cached customer data cleared,
 * a new guest cart), then reloads the page, or goes to the store's home from an account area.
 */
export function SignOutButton({ store, label, className }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    await useUserStore.getState().signOut({ store });
    const rest = window.location.pathname.slice(store.length + 1);
    if (isSignedInArea(rest)) window.location.assign(`/${store}`);
    else window.location.reload();
  }

  return (
    <button type="button" className={className} disabled={busy} onClick={() => void signOut()}>
      {label}
    </button>
  );
}
