import fs from 'node:fs';
import path from 'node:path';
import { documentModules, typesOnly } from './codegen';
import { ROOT, importGraph } from './import-graph';

describe('documentModules', () => {
  const modules = documentModules([
    {
      area: 'cart',
      source: 'fragment CartFields on Cart { id ...MoneyFields }\nquery GetCart($id: String!) { cart(cart_id: $id) { ...CartFields } }\n',
    },
    { area: 'money', source: '# shared\nfragment MoneyFields on Cart { prices { grand_total { value } } }\n' },
  ]);

  it('writes one module per area, each fragment text once, spread fragments joined after the operation', () => {
    const cart = modules.get('cart')!;
    expect(cart).toContain("import { MoneyFieldsFragmentText } from './money';");
    expect(cart).toContain('export const CartFieldsFragmentText = "fragment CartFields on Cart{id ...MoneyFields}";');
    expect(cart).toContain(
      "export const GetCartDocument = (\"query GetCart($id:String!){cart(cart_id:$id){...CartFields}}\" + ' ' + CartFieldsFragmentText + ' ' + MoneyFieldsFragmentText) as TypedDocumentString<GetCartQuery, GetCartQueryVariables>;",
    );
    // The fragment texts come before the documents that join them (no use before definition).
    expect(cart.indexOf('CartFieldsFragmentText =')).toBeLessThan(cart.indexOf('GetCartDocument ='));
    expect(modules.get('money')).not.toContain('import {');
  });

  it('evaluates to the operation followed by every fragment it needs', () => {
    const money = modules.get('money')!;
    const moneyText = /MoneyFieldsFragmentText = (".*");/.exec(money)![1];
    const cartText = /CartFieldsFragmentText = (".*");/.exec(modules.get('cart')!)![1];
    const operation = /GetCartDocument = \((".*?") \+/.exec(modules.get('cart')!)![1];
    const text = [operation, cartText, moneyText].map((part) => JSON.parse(part) as string).join(' ');
    expect(text).toMatch(/^query GetCart[\s\S]*fragment CartFields[\s\S]*fragment MoneyFields/);
  });

  it('refuses an operation without a name', () => {
    expect(() => documentModules([{ area: 'x', source: '{ storeConfig { store_code } }' }])).toThrow(/without a name/);
  });
});

describe('typesOnly', () => {
  it('keeps the types, brands the document type and drops the preset’s documents', () => {
    const preset = [
      "import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';",
      'export type GetCartQuery = { cart: { id: string } | null };',
      'export class TypedDocumentString<TResult, TVariables>\n  extends String\n{\n  value: string;\n}',
      'export const GetCartDocument = new TypedDocumentString(`\n    query GetCart {\n  cart {\n    id\n  }\n}`) as unknown as TypedDocumentString<GetCartQuery, GetCartQueryVariables>;',
    ].join('\n');
    const out = typesOnly(preset);
    expect(out).toContain('export type GetCartQuery');
    expect(out).toContain('export type TypedDocumentString<TResult, TVariables> = string & DocumentTypeDecoration<TResult, TVariables>;');
    expect(out).not.toContain('GetCartDocument');
  });

  it('fails loudly when the preset’s output changes shape', () => {
    expect(() => typesOnly('export type A = string;')).toThrow(/no longer emits/);
  });
});

describe('commands that load lib/ outside Next', () => {
  // A fresh clone has no lib/magento/generated until codegen runs; Next runs it from next.config.mjs,
  // a plain `tsx scripts/x.ts` does not. A script whose imports reach the typed operations must
  // import codegen-if-stale.mjs before anything else, or it fails with "Cannot find module".
  const graph = importGraph(['scripts', 'lib', 'shared'], { code: true });
  const reachesGenerated = (start: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (file.startsWith('lib/magento/generated/')) return true;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(graph.get(file) ?? []));
    }
    return false;
  };
  const commands = [...graph.keys()].filter((file) => /^scripts\/[^/]+\.ts$/.test(file) && reachesGenerated(file));

  it('finds the commands that need the typed operations', () => {
    expect(commands).toEqual(expect.arrayContaining(['scripts/bench-lighthouse.ts', 'scripts/bench-load.ts']));
  });

  it.each(commands)('%s writes them first', (file) => {
    const firstImport = /^import\s[^;]*?['"]([^'"]+)['"];?$/m.exec(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    expect(firstImport?.[1]).toBe('./codegen-if-stale.mjs');
  });
});
