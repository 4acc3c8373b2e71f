/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { DEFAULT_REFERENCE_RELATIVE } from './magento-contract';
import {
  formatCoverage,
  measureCoverage,
  measurePwaCoverage,
  PAYMENT_PROVIDER_EXCEPTIONS,
  PWA_SOURCES_RELATIVE,
  repositoryCoverage,
  repositoryPwaCoverage,
} from './magento-coverage';

// The reference schemas live beside the repository (../shared/magento-schema), not in it: a
// clone without them skips the checks against the real files, as the contract test does.
const repoRoot = path.resolve(__dirname, '..');
const missingReferences = [DEFAULT_REFERENCE_RELATIVE, PWA_SOURCES_RELATIVE].filter((f) => !existsSync(path.resolve(repoRoot, f)));
if (missingReferences.length > 0) {
  console.log(`magento-coverage.test: skipping the checks against the real schemas; missing: ${missingReferences.join(', ')}`);
}
const itReal = missingReferences.length > 0 ? it.skip : it;

const REFERENCE = buildSchema(`
  type Query { cart(id: String!): Cart  products: [String]  wishlist: String }
  type Mutation { placeOrder: String  getHostedProUrl: String }
  type Cart { id: String  email: String  items: [String] }
  enum Kind { A B }
`);

describe('magento coverage', () => {
  it('measures declared fields per type and the root fields that are declared and resolved', () => {
    const part = buildSchema(
      `type Query { cart(id: String!): Cart  products: [String] }  type Mutation { placeOrder: String }  type Cart { id: String }`,
    );
    const served = buildSchema(
      `type Query { cart(id: String!): Cart  products: [String] }  type Mutation { placeOrder: String }  type Cart { id: String }`,
    );
    (served.getQueryType()!.getFields().cart as { resolve?: unknown }).resolve = () => null;
    const coverage = measureCoverage(REFERENCE, part, served);
    expect(coverage.types.find((t) => t.name === 'Cart')).toEqual({ name: 'Cart', declared: 1, total: 3, missing: ['email', 'items'] });
    const [query, mutation] = coverage.operations;
    expect(query).toMatchObject({ declared: ['cart', 'products'], resolved: ['cart'], missing: ['products', 'wishlist'] });
    expect(mutation).toMatchObject({ resolved: [], missing: ['placeOrder', 'getHostedProUrl'] });
    const report = formatCoverage(coverage).join('\n');
    expect(report).toContain('Cart: 1/3 (33.3%)');
    expect(report).toContain('Query fields answered (declared and resolved): 1 of 3 (33.3%); declared: 2');
    expect(report).toContain('not answered: products, wishlist');
  });

  itReal("finds the backend's Magento part complete: every field of its types, every query and mutation answered", async () => {
    const coverage = await repositoryCoverage();
    expect(coverage.types.filter((t) => t.declared < t.total)).toEqual([]);
    for (const op of coverage.operations) expect(op.missing).toEqual([]);
    expect(
      PAYMENT_PROVIDER_EXCEPTIONS.every((name) =>
        coverage.operations.some((op) => name === `${op.root}.${name.split('.')[1]}` && op.resolved.includes(name.split('.')[1])),
      ),
    ).toBe(true);
  });
});

describe('PWA part coverage', () => {
  const MODULE = `
    type StoreConfig { newsletter_enabled: Boolean! @doc(description: "On?") }
    interface ProductInterface { custom_attributes: [String]! @resolver(class: "X\\\\Y") }
    type AttributeOptions implements A, B {
    }
    enum Kind {
    }
    enum Kind { ONE }
    type Query { searchTerm(Search: String): String }`;

  it('reads Magento .graphqls (directives, empty bodies, comma-separated interfaces) and finds what the part lacks or adds', () => {
    const part = `extend type StoreConfig { newsletter_enabled: Boolean! }
      extend interface ProductInterface { custom_attributes: [String]! }
      extend type SimpleProduct { custom_attributes: [String]! }
      enum Kind { ONE }
      extend type Query { searchTerm(Search: Int): String  robots: String }`;
    const coverage = measurePwaCoverage([MODULE], part);
    expect(coverage).toMatchObject({ declared: 3, total: 4, missing: ['Query.searchTerm'] });
    expect(coverage.foreign.sort()).toEqual(['Query.robots', 'Query.searchTerm']);
  });

  itReal("finds backend/schema/pwa.graphql a complete, strict copy of Magento's PWA module", () => {
    const coverage = repositoryPwaCoverage();
    expect(coverage.missing).toEqual([]);
    expect(coverage.foreign).toEqual([]);
    expect(coverage.declared).toBe(coverage.total);
  });
});
