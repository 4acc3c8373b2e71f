'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useProductChoice } from './ProductChoiceProvider';
import { isValueInStock, type ChoiceOption, type ChoiceValue } from './variant-selection';
import styles from './VariantPicker.module.css';

/**
 * Colour swatches and sizes as radio groups. With JavaScript a pick updates the page at once
 * (and the URL); without it the form is a GET form whose button reloads the page with the
 * choice (`?color=…&frame_size=…`), which the server renders.
 */
export function VariantPicker() {
  const t = useTranslations('Product');
  const { choices, selection, choose } = useProductChoice();
  const form = useRef<HTMLFormElement>(null);

  // The picker is rendered on the server and its code may arrive after the shopper has picked a
  // value there (components/product/ProductIslands.tsx): the page takes that pick over.
  useEffect(() => {
    const codes = new Set(choices.options.map((option) => option.code));
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement) || !field.checked || !codes.has(field.name)) continue;
      const valueIndex = Number(field.value);
      if (selection[field.name] !== valueIndex) choose(field.name, valueIndex);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first render: later picks go through onChange
  }, []);

  if (!choices.options.length) return null;

  return (
    <form ref={form} method="get" className={styles.picker} aria-label={t('chooseOptions')} onSubmit={(event) => event.preventDefault()}>
      {choices.options.map((option) => (
        <OptionGroup key={option.code} option={option} />
      ))}
      <button type="submit" className={styles.apply}>
        {t('applySelection')}
      </button>
    </form>
  );
}

function OptionGroup({ option }: { option: ChoiceOption }) {
  const { selection } = useProductChoice();
  const chosen = option.values.find((value) => value.valueIndex === selection[option.code]);
  const swatches = option.values.some((value) => value.swatch);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {option.label}
        {chosen ? <span className={styles.chosen}>{chosen.label}</span> : null}
      </legend>
      <div className={styles.values}>
        {option.values.map((value) => (
          <OptionValue key={value.uid} option={option} value={value} swatch={swatches} />
        ))}
      </div>
    </fieldset>
  );
}

function OptionValue({ option, value, swatch }: { option: ChoiceOption; value: ChoiceValue; swatch: boolean }) {
  const t = useTranslations('Product');
  const { choices, selection, choose } = useProductChoice();
  const available = isValueInStock(choices, selection, option.code, value.valueIndex);

  return (
    <label className={swatch ? styles.swatch : styles.pill} data-available={available} title={swatch ? value.label : undefined}>
      <input
        type="radio"
        className={styles.input}
        name={option.code}
        value={value.valueIndex}
        checked={selection[option.code] === value.valueIndex}
        onChange={() => choose(option.code, value.valueIndex)}
      />
      {swatch ? (
        <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="13" fill={value.swatch ?? 'transparent'} />
          {available ? null : <line x1="6" y1="26" x2="26" y2="6" />}
        </svg>
      ) : (
        <span className={styles.mark} aria-hidden="true">
          {value.label}
        </span>
      )}
      <span className="visually-hidden">{available ? value.label : t('valueOutOfStock', { value: value.label })}</span>
    </label>
  );
}
