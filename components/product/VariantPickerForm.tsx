import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { isValueInStock, type ChoiceOption, type ChoiceValue, type ProductChoices, type Selection } from './variant-selection';
import styles from './VariantPicker.module.css';

export interface VariantPickerFormProps {
  choices: ProductChoices;
  selection: Selection;
  /** A value picked (the interactive picker); without it the form is a plain GET form. */
  onChoose?: (code: string, valueIndex: number) => void;
  form?: Ref<HTMLFormElement>;
}

/**
 * The picker's markup: colour swatches and sizes as radio groups in a GET form whose button
 * reloads the page with the choice (`?color=…&frame_size=…`), which the server renders. Rendered
 * by the server on the product page (no code in the first load, issue 16) and by the interactive
 * picker that takes its place (VariantPicker), which updates the page at once instead.
 */
export function VariantPickerForm({ choices, selection, onChoose, form }: VariantPickerFormProps) {
  const t = useTranslations('Product');
  if (!choices.options.length) return null;
  return (
    <form
      ref={form}
      method="get"
      className={styles.picker}
      aria-label={t('chooseOptions')}
      onSubmit={onChoose ? (event) => event.preventDefault() : undefined}
    >
      {choices.options.map((option) => (
        <OptionGroup key={option.code} option={option} choices={choices} selection={selection} onChoose={onChoose} />
      ))}
      <button type="submit" className={styles.apply}>
        {t('applySelection')}
      </button>
    </form>
  );
}

interface OptionProps extends Omit<VariantPickerFormProps, 'form'> {
  option: ChoiceOption;
}

function OptionGroup({ option, choices, selection, onChoose }: OptionProps) {
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
          <OptionValue
            key={value.uid}
            option={option}
            value={value}
            swatch={swatches}
            choices={choices}
            selection={selection}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  );
}

function OptionValue({ option, value, swatch, choices, selection, onChoose }: OptionProps & { value: ChoiceValue; swatch: boolean }) {
  const t = useTranslations('Product');
  const available = isValueInStock(choices, selection, option.code, value.valueIndex);
  const checked = selection[option.code] === value.valueIndex;
  return (
    <label className={swatch ? styles.swatch : styles.pill} data-available={available} title={swatch ? value.label : undefined}>
      <input
        type="radio"
        className={styles.input}
        name={option.code}
        value={value.valueIndex}
        {...(onChoose ? { checked, onChange: () => onChoose(option.code, value.valueIndex) } : { defaultChecked: checked })}
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
