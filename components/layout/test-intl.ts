/**
 * For component tests: next-intl's useTranslations over messages/en.json (next-intl itself is
 * ESM-only and does not load under Jest). Handles `{name}` arguments and `{count, plural, …}`
 * with `=n`, `one` and `other`, which is all the layout's messages use.
 *
 *   jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
 */
import messages from '@/messages/en.json';

type Values = Record<string, string | number>;

function formatPlural(argument: string, body: string, values: Values): string {
  const count = Number(values[argument]);
  const branches = new Map<string, string>();
  const branch = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;
  for (const match of body.matchAll(branch)) branches.set(match[1], match[2]);
  const category = new Intl.PluralRules('en').select(count);
  const chosen = branches.get(`=${count}`) ?? branches.get(category) ?? branches.get('other') ?? '';
  return format(chosen.replace(/#/g, String(count)), values);
}

export function format(message: string, values: Values = {}): string {
  return message
    .replace(/\{(\w+),\s*plural,\s*((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g, (_, argument: string, body: string) =>
      formatPlural(argument, body, values),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function useTranslations(namespace: string) {
  const block = (messages as Record<string, Record<string, string>>)[namespace] ?? {};
  return (key: string, values?: Values) => (key in block ? format(block[key], values) : `${namespace}.${key}`);
}

export const nextIntlMock = { useTranslations };
