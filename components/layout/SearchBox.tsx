'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useEnteredBeforeCode } from '@/components/forms/useEnteredBeforeCode';
import { SUGGESTION_MIN_LENGTH, type SearchSuggestion } from '@/lib/magento/search-suggestions';
import { productHref } from '@/lib/magento/types';
import { useAppStore } from '@/lib/state/app-store';
import type { StoreCode } from '@/lib/store-views';
import { SearchIcon } from './icons';
import { useSearchSuggestions } from './useSearchSuggestions';
import styles from './SearchBox.module.css';

/**
 * A suggestion's image, name and price: loaded when the search box is first focused, not with the
 * page (next/image's client code is in no catalogue page's first load otherwise).
 */
const loadSuggestionContent = () => import('./SuggestionContent');
const SuggestionContent = lazy(() => loadSuggestionContent().then((module) => ({ default: module.SuggestionContent })));

export interface SearchBoxProps {
  store: StoreCode;
}

interface Option {
  href: string;
  product?: SearchSuggestion;
}

/** `/{store}/search.html?query=…`, the search results page. */
export function searchHref(store: string, term: string): string {
  return `/${store}/search.html?query=${encodeURIComponent(term.trim())}`;
}

/**
 * The header search: a GET form to the results page (works without JavaScript), enhanced into an
 * ARIA combobox listing product suggestions as the shopper types. It stays off useForm
 * (components/forms): it has no rules, errors or busy flag, only the term and the list's state.
 */
export function SearchBox({ store }: SearchBoxProps) {
  const t = useTranslations('Search');
  const router = useRouter();
  const executeSearch = useAppStore((state) => state.executeSearch);
  const id = useId();
  const listId = `${id}-suggestions`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = useSearchSuggestions(store, term);
  // A term typed before the page's code was there is taken up as if just typed.
  const input = useEnteredBeforeCode<HTMLInputElement>((field) => {
    setTerm(field.value);
    if (field.ownerDocument.activeElement === field) setOpen(true);
  });

  const trimmed = term.trim();
  const options: Option[] = data
    ? [...data.items.map((product) => ({ href: productHref(store, product), product })), { href: searchHref(store, trimmed) }]
    : [];
  const expanded = open && trimmed.length >= SUGGESTION_MIN_LENGTH && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(href: string, searched = trimmed) {
    close();
    executeSearch(searched);
    router.push(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the field shows: a term typed before the code was there may not be in the state yet.
    const shown = (input.current?.value ?? term).trim();
    if (shown) go(searchHref(store, shown), shown);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count || trimmed.length < SUGGESTION_MIN_LENGTH) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      go(options[activeIndex].href);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  }

  return (
    <form className={styles.search} action={`/${store}/search.html`} method="get" role="search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name="query"
        value={term}
        placeholder={t('placeholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          void loadSuggestionContent();
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label={t('submit')}>
        <SearchIcon />
      </button>
      {/* Options are not focusable: the input keeps the focus (mousedown would move it away). */}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className={styles.listbox}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded
          ? options.map((option, index) => (
              <li
                key={option.product?.uid ?? 'all'}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={option.product ? styles.option : `${styles.option} ${styles.all}`}
                onClick={() => go(option.href)}
              >
                {option.product ? (
                  <Suspense fallback={<span className={styles.name}>{option.product.name}</span>}>
                    <SuggestionContent product={option.product} store={store} />
                  </Suspense>
                ) : (
                  t('seeAll', { term: trimmed })
                )}
              </li>
            ))
          : null}
      </ul>
      <div role="status" className="visually-hidden">
        {expanded && data ? t('status', { count: data.items.length }) : ''}
      </div>
    </form>
  );
}
