'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * What JavaScript adds to the sort menu (the server's `<select id={menu}>` in SortForm, whose
 * options carry their sort's canonical address in `data-href`): choosing an option goes straight
 * there, keeping the scroll. Without JavaScript the menu is part of a GET form with an Apply button
 * (CSS `scripting: enabled` hides it from the first paint, so nothing shifts). Renders nothing, so
 * the menu's markup is no client code (issue 16).
 */
export function SortSelect({ menu }: { menu: string }) {
  const router = useRouter();
  useEffect(() => {
    const select = document.getElementById(menu);
    if (!(select instanceof HTMLSelectElement)) return;
    const go = () => {
      const href = select.selectedOptions[0]?.dataset.href;
      if (href) router.push(href, { scroll: false });
    };
    select.addEventListener('change', go);
    return () => select.removeEventListener('change', go);
  }, [menu, router]);
  return null;
}
