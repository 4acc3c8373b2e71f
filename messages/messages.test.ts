/** @jest-environment node */
/**
 * The translations in messages/: every full-language file has exactly the keys of en.json, a
 * regional file only overrides keys en.json has, and every message is valid ICU MessageFormat
 * with the same arguments as its English original and the plural forms its language needs.
 *
 * The messages are parsed with @formatjs/icu-messageformat-parser (the parser behind next-intl).
 * It is ESM-only and Jest here runs CommonJS, so it runs once in a child Node process that reads
 * all messages on stdin and writes their syntax trees on stdout.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeMessages, messageChain, type Messages } from '@/lib/i18n/locales';
import { SEEDED_STORE_VIEWS } from '@/lib/__fixtures__/store-views';
import { toBcp47 } from '@/lib/store-views';

/** The locales of the store views the embedded backend seeds. */
const LOCALES = [...new Set(SEEDED_STORE_VIEWS.map((view) => toBcp47(view.locale)))];

// next-intl is ESM-only: i18n/request.ts is loaded with the two names it imports from it mocked,
// so `loadMessages` below is the real merge of the real files.
jest.mock('next-intl', () => ({ IntlErrorCode: { MISSING_MESSAGE: 'MISSING_MESSAGE' } }));
jest.mock('next-intl/server', () => ({ getRequestConfig: (create: unknown) => create }));
import { loadMessages } from '@/i18n/request';

/** Complete translations: each must have every key of en.json and no other. */
const FULL_LANGUAGES = ['fr', 'es', 'nl', 'de', 'pl', 'zh-Hant', 'id', 'ar'];

const DIR = __dirname;
const ROOT = path.resolve(DIR, '..');
const read = (name: string): Messages => JSON.parse(readFileSync(path.join(DIR, `${name}.json`), 'utf8')) as Messages;

const files = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const en = read('en');
const regional = files.filter((name) => name !== 'en' && !FULL_LANGUAGES.includes(name));

/** Dotted key → message. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(dotted, value);
    else for (const [inner, message] of flatten(value, dotted)) flat.set(inner, message);
  }
  return flat;
}

const english = flatten(en);

// --- ICU syntax trees (the parser's element types) --------------------------------------------

/** Element types of the parser's syntax tree. */
const Type = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const;

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
  pluralType?: 'cardinal' | 'ordinal';
}

type Parsed = { ast: Element[] } | { error: string };

const PARSER = `
import { parse } from '@formatjs/icu-messageformat-parser';
let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const parsed = JSON.parse(input).map((message) => {
  try {
    return { ast: parse(message) };
  } catch (error) {
    return { error: error && error.message ? error.message : String(error) };
  }
});
process.stdout.write(JSON.stringify(parsed));
`;

function parseAll(messages: string[]): Parsed[] {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', PARSER], {
    cwd: ROOT,
    input: JSON.stringify(messages),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`the ICU parser failed: ${child.stderr || child.error}`);
  return JSON.parse(child.stdout) as Parsed[];
}

function walk(elements: Element[], visit: (element: Element) => void): void {
  for (const element of elements) {
    visit(element);
    for (const option of Object.values(element.options ?? {})) walk(option.value, visit);
    if (element.children) walk(element.children, visit);
  }
}

/** Argument names a message takes (rich-text tags as `<name>`). */
function argumentNames(ast: Element[]): string[] {
  const names = new Set<string>();
  walk(ast, (element) => {
    if (element.type === Type.tag) names.add(`<${element.value}>`);
    else if (element.type !== Type.literal && element.type !== Type.pound && element.value !== undefined) names.add(element.value);
  });
  return [...names].sort();
}

/** Problems with the plural and select forms of a message in `locale`. */
function formProblems(ast: Element[], locale: string): string[] {
  const problems: string[] = [];
  walk(ast, (element) => {
    if (element.type !== Type.plural && element.type !== Type.select) return;
    const keys = Object.keys(element.options ?? {});
    if (!keys.includes('other')) problems.push(`{${element.value}} has no "other" form`);
    if (element.type !== Type.plural) return;
    const rules = new Intl.PluralRules(locale, { type: element.pluralType ?? 'cardinal' });
    const categories = rules.resolvedOptions().pluralCategories as string[];
    for (const key of keys) {
      if (!key.startsWith('=') && !categories.includes(key))
        problems.push(`{${element.value}} uses "${key}", not a plural form of ${locale}`);
    }
    // Every whole number a shopper can see must find its own form (or an exact `=n` match).
    const missing = new Set<string>();
    for (let n = 0; n <= 1000; n++) {
      if (!keys.includes(`=${n}`) && !keys.includes(rules.select(n))) missing.add(rules.select(n));
    }
    for (const category of missing) problems.push(`{${element.value}} lacks the "${category}" form ${locale} needs`);
  });
  return problems;
}

// --- Tests ------------------------------------------------------------------------------------

describe('message files', () => {
  it('include every full-language file and nothing unexpected', () => {
    expect(files).toEqual(expect.arrayContaining(['en', ...FULL_LANGUAGES]));
    // Every other file must be loaded by some store view, or it is a misnamed file.
    const loaded = new Set(LOCALES.flatMap((locale) => messageChain(locale)));
    expect(regional.filter((name) => !loaded.has(name))).toEqual([]);
  });

  it('give every store view locale that is not English a complete translation', () => {
    const untranslated = LOCALES.filter((locale) => !locale.startsWith('en-')).filter(
      (locale) => !messageChain(locale).some((name) => FULL_LANGUAGES.includes(name)),
    );
    expect(untranslated).toEqual([]);
  });

  describe.each(FULL_LANGUAGES)('%s.json', (name) => {
    const messages = flatten(read(name));

    it('has every key of en.json', () => {
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    });

    it('has no key en.json does not have', () => {
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('has no empty message', () => {
      expect([...messages].filter(([, message]) => !message.trim()).map(([key]) => key)).toEqual([]);
    });
  });

  describe.each(regional.length ? regional : ['(none)'])('regional %s.json', (name) => {
    it('only overrides keys en.json has', () => {
      if (name === '(none)') return;
      const messages = flatten(read(name));
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...messages].filter(([, message]) => !message.trim()).map(([key]) => key)).toEqual([]);
    });
  });
});

describe('ICU messages', () => {
  const entries = files.flatMap((file) => [...flatten(read(file))].map(([key, message]) => ({ file, key, message })));
  const parsed = parseAll(entries.map((entry) => entry.message));
  const englishArguments = new Map<string, string[]>();
  entries.forEach((entry, index) => {
    const result = parsed[index];
    if (entry.file === 'en' && 'ast' in result) englishArguments.set(entry.key, argumentNames(result.ast));
  });

  it('all parse', () => {
    const broken = entries.flatMap((entry, index) => {
      const result = parsed[index];
      return 'error' in result ? [`${entry.file}: ${entry.key}: ${result.error} in ${JSON.stringify(entry.message)}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('take the same arguments as the English message', () => {
    const different = entries.flatMap((entry, index) => {
      const result = parsed[index];
      const expected = englishArguments.get(entry.key);
      if (!('ast' in result) || !expected) return [];
      const actual = argumentNames(result.ast);
      return actual.join() === expected.join()
        ? []
        : [`${entry.file}: ${entry.key}: {${actual.join('}, {')}} instead of {${expected.join('}, {')}}`];
    });
    expect(different).toEqual([]);
  });

  it('have an "other" form and the plural forms of their language', () => {
    const problems = entries.flatMap((entry, index) => {
      const result = parsed[index];
      if (!('ast' in result)) return [];
      // The file name is a locale tag: `pl`, `zh-Hant`, `es-MX`.
      const locale = entry.file;
      return formProblems(result.ast, locale).map((problem) => `${entry.file}: ${entry.key}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('loadMessages (i18n/request.ts)', () => {
  it('loads the chain of files for the regional locales', () => {
    expect(messageChain('es-MX')).toEqual(['en', 'es', 'es-MX']);
    expect(messageChain('zh-Hant-HK')).toEqual(['en', 'zh', 'zh-Hant', 'zh-Hant-HK']);
    expect(messageChain('en-US')).toEqual(['en', 'en-US']);
  });

  it('merges es-MX over es over en', async () => {
    const merged = flatten(await loadMessages('es-MX'));
    const mexican = flatten(read('es-MX'));
    const spanish = flatten(read('es'));
    expect(mexican.size).toBeGreaterThan(0);
    expect([...merged.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, message] of merged) {
      expect({ key, message }).toEqual({ key, message: mexican.get(key) ?? spanish.get(key) ?? english.get(key) });
    }
    // The override really replaces a Spanish word, and the rest stays Spanish.
    const overridden = [...mexican.keys()].find((key) => mexican.get(key) !== spanish.get(key));
    expect(overridden).toBeDefined();
    expect(merged.get(overridden!)).toBe(mexican.get(overridden!));
    expect(merged.get('Common.close')).toBe(spanish.get('Common.close'));
  });

  it('gives every store view locale all keys of en.json, merged along its chain', async () => {
    for (const locale of LOCALES) {
      const loaded = await loadMessages(locale);
      const expected = messageChain(locale)
        .filter((name) => files.includes(name))
        .reduce<Messages>((merged, name) => mergeMessages(merged, read(name)), {});
      expect({ locale, messages: loaded }).toEqual({ locale, messages: expected });
      expect({ locale, keys: [...flatten(loaded).keys()].sort() }).toEqual({ locale, keys: [...english.keys()].sort() });
    }
  });
});

/**
 * WCAG 2.5.3 (label in name), as axe's label-content-name-mismatch reads it: where a control's
 * accessible name is a message of its own, it holds the words the control shows, in order, so a
 * shopper who says what they see ("click Compare") reaches it. Words as Intl.Segmenter cuts them.
 */
describe('accessible names hold the visible label', () => {
  /** [the text the control shows, the message that is its accessible name]. */
  const PAIRS = [['ProductCard.compare', 'ProductCard.compareProduct']] as const;
  const words = (text: string, locale: string) =>
    [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text.toLocaleLowerCase(locale))]
      .filter((segment) => segment.isWordLike)
      .map((segment) => segment.segment);
  const holds = (name: string[], label: string[]) =>
    name.some((_, start) => label.length > 0 && label.every((word, i) => name[start + i] === word));

  it('in every store view locale, with any product name', async () => {
    for (const locale of LOCALES) {
      const messages = flatten(await loadMessages(locale));
      for (const [shown, named] of PAIRS) {
        const label = messages.get(shown) ?? '';
        for (const product of ['Atelier Soline Margaux', 'نظارة مستطيلة', '圓框眼鏡']) {
          const name = (messages.get(named) ?? '').replace('{name}', ` ${product} `).trim();
          expect({ locale, name, holds: holds(words(name, locale), words(label, locale)) }).toEqual({ locale, name, holds: true });
        }
      }
    }
  });
});
