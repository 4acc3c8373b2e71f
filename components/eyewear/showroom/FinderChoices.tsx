import styles from './FrameFinder.module.css';
import showroom from './Showroom.module.css';

export interface FinderChoice {
  value: string;
  label: string;
  hint?: string;
  /** A colour swatch shown before the label. */
  swatch?: string | null;
  /** A short note after the label ("suggested"). */
  tag?: string;
}

export interface FinderChoicesProps {
  type: 'radio' | 'checkbox';
  /** The input group's name (unique in the page). */
  name: string;
  choices: readonly FinderChoice[];
  selected: readonly string[];
  onChange: (value: string, checked: boolean) => void;
}

/**
 * A list of radio buttons or checkboxes, each with its label and an optional hint (its description),
 * swatch or tag. The label covers its whole card, so the card is one large target.
 */
export function FinderChoices({ type, name, choices, selected, onChange }: FinderChoicesProps) {
  return (
    <ul className={styles.choices} role="list">
      {choices.map((choice) => {
        const id = `${name}-${choice.value || 'any'}`;
        return (
          <li key={choice.value} className={`${showroom.card} ${styles.choice}`}>
            <input
              id={id}
              type={type}
              name={name}
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={(event) => onChange(choice.value, event.target.checked)}
              aria-describedby={choice.hint ? `${id}-hint` : undefined}
            />
            {choice.swatch !== undefined ? (
              <svg className={styles.swatch} viewBox="0 0 2 2" aria-hidden="true" focusable="false">
                <circle cx="1" cy="1" r="0.92" fill={choice.swatch ?? 'none'} />
              </svg>
            ) : null}
            <label className={styles.choiceLabel} htmlFor={id}>
              {choice.label}
              {choice.tag ? <span className={styles.tag}> ({choice.tag})</span> : null}
            </label>
            {choice.hint ? (
              <span id={`${id}-hint`} className={styles.choiceHint}>
                {choice.hint}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
