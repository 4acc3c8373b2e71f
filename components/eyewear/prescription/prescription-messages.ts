/**
 * The values the `Prescription` messages take: the rules' ranges and steps in the shopper's
 * number format (dioptres with a sign: `−20,00`, `+20,00`), the name's length, the date an
 * expired prescription ran out.
 */
import { useLocale, useTranslations } from 'next-intl';
import {
  PRESCRIPTION_RULES,
  prescriptionExpiresOn,
  isIsoDate,
  type NumericRule,
  type PrescriptionError,
  type PrescriptionField,
} from '@/shared/prescription/rules';
import { numberFormat } from '@/lib/i18n/format';

export type MessageValues = Record<string, string | number>;

/** Dioptres and prism dioptres with two decimals, with a sign when asked (`+20.00`). */
export function formatLocalDioptres(value: number, locale: string, signed = true): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

const formatPlain = (value: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** In right-to-left text a signed number is kept left to right (`−20.00`, not `20.00−`). */
function isolated(text: string, locale: string): string {
  return /^(ar|he|fa|ur)\b/.test(locale) ? `\u2066${text}\u2069` : text;
}

/** How a rule's numbers are written: signed dioptres (SPH, CYL, ADD: `+0.75`), prism dioptres (`0.25`), plain (degrees, mm). */
export type RuleKind = 'signed' | 'dioptres' | 'plain';

/** `{min}`, `{max}` and `{step}` of a rule in the shopper's number format. */
export function ruleValues(rule: NumericRule, locale: string, kind: RuleKind): MessageValues {
  const format = (value: number, sign: boolean) =>
    isolated(kind === 'plain' ? formatPlain(value, locale) : formatLocalDioptres(value, locale, sign), locale);
  const signed = kind === 'signed';
  return { min: format(rule.min, signed), max: format(rule.max, signed), step: format(rule.step, false) };
}

/** A `YYYY-MM-DD` day in the shopper's words (`3. November 2025`). */
export function formatDay(date: string, locale: string): string {
  if (!isIsoDate(date)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

const RULE_BY_FIELD: Record<string, { rule: NumericRule; kind: RuleKind }> = {
  sph: { rule: PRESCRIPTION_RULES.sph, kind: 'signed' },
  cyl: { rule: PRESCRIPTION_RULES.cyl, kind: 'signed' },
  axis: { rule: PRESCRIPTION_RULES.axis, kind: 'plain' },
  add: { rule: PRESCRIPTION_RULES.add, kind: 'signed' },
  prism: { rule: PRESCRIPTION_RULES.prism, kind: 'dioptres' },
};

/** The rule of a field: `od.sph` → SPH's range; `pd` → the single PD's, `od.pd` → the dual PD's. */
export function fieldRule(field: PrescriptionField): { rule: NumericRule; kind: RuleKind } | null {
  if (field === 'pd') return { rule: PRESCRIPTION_RULES.pdSingle, kind: 'plain' };
  if (field === 'od.pd' || field === 'os.pd') return { rule: PRESCRIPTION_RULES.pdDual, kind: 'plain' };
  return RULE_BY_FIELD[field.split('.')[1] ?? ''] ?? null;
}

/** `{min}`, `{max}` and `{step}` of a field's rule (none for fields without one). */
export function fieldRuleValues(field: PrescriptionField, locale: string): MessageValues {
  const rule = fieldRule(field);
  return rule ? ruleValues(rule.rule, locale, rule.kind) : {};
}

/** Everything an error's message may mention. */
export function errorValues(error: PrescriptionError, locale: string, prescriptionDate: string): MessageValues {
  return {
    ...fieldRuleValues(error.field, locale),
    ...(error.field === 'name' ? { max: PRESCRIPTION_RULES.nameMaxLength } : {}),
    ...(error.code === 'dateExpired' ? { expiredOn: formatDay(prescriptionExpiresOn(prescriptionDate), locale) } : {}),
  };
}

/** The text of a prescription error in the shopper's language. */
export function usePrescriptionErrorText(): (error: PrescriptionError, prescriptionDate?: string) => string {
  const t = useTranslations('Prescription');
  const locale = useLocale();
  return (error, prescriptionDate = '') => t(error.code, errorValues(error, locale, prescriptionDate));
}
