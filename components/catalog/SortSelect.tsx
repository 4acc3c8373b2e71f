'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from './SortForm.module.css';

export interface SortSelectProps {
  id: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string; href: string }>;
  applyLabel: string;
  /** Shown between the menu and the Apply button (the direction link). */
  children?: ReactNode;
}

/**
 * The sort menu. Without JavaScript it is part of a GET form with an Apply button; with JavaScript
 * (CSS `scripting: enabled` hides the button from the first paint, so nothing shifts) choosing an
 * option goes straight to that sort's canonical address.
 */
export function SortSelect({ id, name, value, options, applyLabel, children }: SortSelectProps) {
  const router = useRouter();

  return (
    <>
      <select
        id={id}
        name={name}
        className={styles.select}
        defaultValue={value}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.currentTarget.value);
          if (option) router.push(option.href, { scroll: false });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
      <button type="submit" className={styles.apply}>
        {applyLabel}
      </button>
    </>
  );
}
