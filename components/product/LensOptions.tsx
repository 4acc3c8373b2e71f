import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import { surcharge, type LensOption, type LensOptionValue } from '@/lib/catalog/lens-options';
import styles from './LensOptions.module.css';

export interface LensOptionsProps {
  options: readonly LensOption[];
  /** The chosen variant's price and currency: the base of percentage surcharges and of the amounts shown. */
  basePrice: number;
  currency: string;
}

/**
 * The lens choices inside the add-to-cart form: one group per custom option, each value with what it
 * adds to the price. The fields are named after the option uids, so the form's data is the choice.
 * Rendered by the server too (AddToCartFormView), so no client hook here.
 */
export function LensOptions({ options, basePrice, currency }: LensOptionsProps) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const addOn = (value: Pick<LensOptionValue, 'price' | 'priceType'>) => {
    const amount = surcharge(value, basePrice);
    return amount > 0 ? t('addOn', { amount: formatMoney(amount, currency, locale) }) : t('included');
  };

  return (
    <div className={styles.options}>
      {options.map((option, index) => (
        <LensOptionField key={option.uid} id={`lens-option-${index + 1}`} option={option} addOn={addOn} optionalLabel={t('optional')} />
      ))}
    </div>
  );
}

interface LensOptionFieldProps {
  /** The field's id, for its label. */
  id: string;
  option: LensOption;
  addOn: (value: Pick<LensOptionValue, 'price' | 'priceType'>) => string;
  optionalLabel: string;
}

function LensOptionField({ id, option, addOn, optionalLabel }: LensOptionFieldProps) {
  const title = option.required ? option.title : `${option.title} (${optionalLabel})`;

  if (option.kind === 'textarea' || option.kind === 'text') {
    const price = option.textPrice && option.textPrice.price > 0 ? ` ${addOn(option.textPrice)}` : '';
    const Field = option.kind === 'textarea' ? 'textarea' : 'input';
    return (
      <div className={styles.text}>
        <label htmlFor={id} className={styles.legend}>
          {title}
          {price}
        </label>
        <Field
          id={id}
          name={option.uid}
          required={option.required}
          maxLength={option.maxCharacters || undefined}
          className={styles.field}
        />
      </div>
    );
  }

  if (option.kind === 'select') {
    return (
      <div className={styles.text}>
        <label htmlFor={id} className={styles.legend}>
          {title}
        </label>
        <select id={id} name={option.uid} required={option.required} defaultValue={option.defaultValue ?? ''} className={styles.field}>
          {option.required ? null : <option value="" />}
          {option.values.map((value) => (
            <option key={value.uid} value={value.uid}>
              {`${value.title} — ${addOn(value)}`}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const type = option.kind === 'radio' ? 'radio' : 'checkbox';
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {option.values.map((value) => (
        <label key={value.uid} className={styles.choice}>
          <input
            type={type}
            name={option.uid}
            value={value.uid}
            defaultChecked={value.uid === option.defaultValue}
            required={type === 'radio' && option.required}
          />
          <span className={styles.title}>{value.title}</span>
          <span className={styles.price}>{addOn(value)}</span>
        </label>
      ))}
    </fieldset>
  );
}
