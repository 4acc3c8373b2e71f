import fs from 'node:fs';
import path from 'node:path';
import { parse, stripIgnoredCharacters } from 'graphql';
import { compactDocument, operationsOf } from './graphql-document';

const operationsDir = path.join(__dirname, 'operations');

/** Every document the storefront sends, as exported by lib/magento/operations. */
function storefrontDocuments(): string[] {
  return fs
    .readdirSync(operationsDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => Object.values(require(path.join(operationsDir, file)) as Record<string, unknown>))
    .filter((value): value is string => typeof value === 'string' && /\b(query|mutation|fragment)\b/.test(value));
}

describe('compactDocument', () => {
  it('gives the same text as graphql’s stripIgnoredCharacters for every storefront document', () => {
    const documents = storefrontDocuments();
    expect(documents.length).toBeGreaterThan(10);
    for (const document of documents) expect(compactDocument(document)).toBe(stripIgnoredCharacters(document));
  });

  it('keeps string values and numbers intact, and block strings verbatim', () => {
    const document = `query  Q($a: Int = -1.5e3, $s: String = "a,  b # not a comment") { # comment
      f(y: [1, 2], z: 0.5) @skip(if: false) { a ...F } }`;
    expect(compactDocument(document)).toBe(stripIgnoredCharacters(document));
    expect(compactDocument('{ f(x: """ a,  b """) }')).toBe('{f(x:""" a,  b """)}');
  });
});

describe('operationsOf', () => {
  it('lists named and anonymous operations, skipping fragments', () => {
    expect(operationsOf('fragment F on Query { a } query GetA { ...F }')).toEqual([{ type: 'query', name: 'GetA' }]);
    expect(operationsOf('mutation AddToCart($id: ID!) { a(id: $id) { b } }')).toEqual([{ type: 'mutation', name: 'AddToCart' }]);
    expect(operationsOf('{ storeConfig { store_code } }')).toEqual([{ type: 'query' }]);
    expect(operationsOf('query { a } mutation M { b }')).toEqual([{ type: 'query' }, { type: 'mutation', name: 'M' }]);
  });

  it('agrees with graphql’s parser on every storefront document', () => {
    for (const document of storefrontDocuments()) {
      const expected = parse(document)
        .definitions.filter((d) => d.kind === 'OperationDefinition')
        .map((d) =>
          d.kind === 'OperationDefinition' && d.name
            ? { type: d.operation, name: d.name.value }
            : { type: (d as { operation: string }).operation },
        );
      expect(operationsOf(document)).toEqual(expected);
    }
  });
});
