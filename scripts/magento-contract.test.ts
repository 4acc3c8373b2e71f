/** @jest-environment node */
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, graphql, parse, type GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { probeRestCapabilities } from '../lib/features/capabilities';
import {
  buildBackendSchema,
  checkExtensions,
  checkMagentoSubset,
  checkOperationHygiene,
  collectOperations,
  featureOfDocument,
  giftCardSection,
  loadReferenceFromFile,
  mergeRuntimeAttributes,
  loadReferenceFromUrl,
  runContractCheck,
  validateOperations,
  type CollectedDocument,
  type Problem,
} from './magento-contract';

// ---------------------------------------------------------------------------------------------
// Fixtures

const REFERENCE_SDL = /* GraphQL */ `
  type Query {
    products(search: String, filter: ProductAttributeFilterInput, pageSize: Int = 20, currentPage: Int = 1): Products
    cart(cart_id: String!): Cart
    storeConfig: StoreConfig
    search(term: String!): [SearchResult]
    cmsPage(id: Int @deprecated(reason: "Use identifier."), identifier: String): String
  }
  type Mutation {
    createEmptyCart(input: createEmptyCartInput): String
    addProductsToCart(cartId: String!, cartItems: [CartItemInput!]!): AddProductsToCartOutput
  }
  interface ProductInterface {
    uid: ID!
    name: String
    sku: String
  }
  interface RoutableInterface {
    url_key: String
  }
  type SimpleProduct implements ProductInterface & RoutableInterface {
    uid: ID!
    name: String
    sku: String
    url_key: String
  }
  type VirtualProduct implements ProductInterface {
    uid: ID!
    name: String
    sku: String
  }
  union SearchResult = SimpleProduct | VirtualProduct
  type Products {
    items: [ProductInterface]
    total_count: Int
  }
  type Cart {
    id: ID!
    items: [CartItem]
  }
  type CartItem {
    uid: ID!
    quantity: Float!
  }
  type AddProductsToCartOutput {
    cart: Cart!
  }
  input ProductAttributeFilterInput {
    sku: FilterEqualTypeInput
    name: FilterMatchTypeInput
  }
  input FilterEqualTypeInput {
    eq: String
    in: [String]
  }
  input FilterMatchTypeInput {
    match: String
  }
  input CartItemInput {
    sku: String!
    quantity: Float!
    parent_sku: String
  }
  input createEmptyCartInput {
    cart_id: String
  }
  enum CurrencyEnum {
    USD
    EUR
    GBP
  }
  type StoreConfig {
    store_code: ID
    base_currency_code: CurrencyEnum
  }
  scalar Upload
`;

/** A correct Magento part: fewer fields, types, values and arguments than the reference. */
const MAGENTO_OK = /* GraphQL */ `
  type Query {
    """
    Descriptions are ignored.
    """
    products(search: String, filter: ProductAttributeFilterInput, pageSize: Int = 10): Products
    cart(cart_id: String!): Cart
    storeConfig: StoreConfig
    cmsPage(id: Int, identifier: String): String
  }
  type Mutation {
    addProductsToCart(cartId: String!, cartItems: [CartItemInput!]!): AddProductsToCartOutput
  }
  interface ProductInterface {
    uid: ID!
    name: String @deprecated(reason: "directives are ignored")
  }
  type SimpleProduct implements ProductInterface {
    uid: ID!
    name: String
  }
  type VirtualProduct implements ProductInterface {
    uid: ID!
    name: String
  }
  type Products {
    items: [ProductInterface]
  }
  type Cart {
    id: ID!
    items: [CartItem]
  }
  type CartItem {
    uid: ID!
    quantity: Float!
  }
  type AddProductsToCartOutput {
    cart: Cart!
  }
  input ProductAttributeFilterInput {
    sku: FilterEqualTypeInput
  }
  input FilterEqualTypeInput {
    eq: String
  }
  input CartItemInput {
    sku: String!
    quantity: Float!
  }
  enum CurrencyEnum {
    EUR
  }
  type StoreConfig {
    store_code: ID
    base_currency_code: CurrencyEnum
  }
`;

const EXTENSIONS_OK = /* GraphQL */ `
  type Prescription {
    uid: ID!
    label: String!
  }
  input PrescriptionInput {
    label: String!
  }
  type AddPrescriptionOutput {
    prescription: Prescription
  }
  extend type Query {
    prescriptions: [Prescription]
  }
  extend type Mutation {
    addPrescription(input: PrescriptionInput!): AddPrescriptionOutput
  }
  extend interface ProductInterface {
    frame_shape: Int
  }
  extend type SimpleProduct {
    frame_shape: Int
  }
  extend type VirtualProduct {
    frame_shape: Int
  }
  extend enum CurrencyEnum {
    CHF
  }
`;

const reference: GraphQLSchema = buildSchema(REFERENCE_SDL);

function messages(problems: Problem[]): string[] {
  return problems.map((p) => `${p.subject}: ${p.message}`);
}

function doc(text: string, exportName = 'Q', file = 'lib/magento/fixture.ts'): CollectedDocument {
  return { file, exportName, document: parse(text) };
}

// ---------------------------------------------------------------------------------------------
// 1. Magento part ⊆ reference

describe('checkMagentoSubset', () => {
  it('passes a subset (fewer fields, values and optional arguments; descriptions, directives and defaults ignored)', () => {
    expect(messages(checkMagentoSubset(reference, MAGENTO_OK))).toEqual([]);
  });

  it('catches a field whose type differs (String! vs String)', () => {
    const problems = checkMagentoSubset(
      reference,
      'type CartItem { uid: ID! quantity: Float }\ninterface ProductInterface { name: String! }',
    );
    expect(messages(problems)).toEqual([
      "CartItem.quantity: type Float differs from the reference's Float!",
      "ProductInterface.name: type String! differs from the reference's String",
    ]);
    expect(problems[0].location).toMatch(/magento\.graphql:1:\d+$/);
  });

  it('catches list / non-null differences ([X] vs [X]!)', () => {
    expect(messages(checkMagentoSubset(reference, 'type Products { items: [ProductInterface]! }'))).toEqual([
      "Products.items: type [ProductInterface]! differs from the reference's [ProductInterface]",
    ]);
  });

  it('catches an invented field', () => {
    expect(messages(checkMagentoSubset(reference, 'type Cart { id: ID! gift_message: String }'))).toEqual([
      "Cart.gift_message: field does not exist in the reference's Cart",
    ]);
  });

  it('catches an invented enum value', () => {
    expect(messages(checkMagentoSubset(reference, 'enum CurrencyEnum { EUR CHF }'))).toEqual([
      "CurrencyEnum.CHF: enum value does not exist in the reference's CurrencyEnum",
    ]);
  });

  it('catches an extra interface implementation', () => {
    const sdl =
      'interface RoutableInterface { url_key: String }\ntype VirtualProduct implements ProductInterface & RoutableInterface { uid: ID! url_key: String }';
    expect(messages(checkMagentoSubset(reference, sdl))).toEqual([
      "VirtualProduct implements RoutableInterface: the reference's VirtualProduct does not implement RoutableInterface",
      "VirtualProduct.url_key: field does not exist in the reference's VirtualProduct",
    ]);
  });

  it('catches an extra union member', () => {
    expect(messages(checkMagentoSubset(reference, 'union SearchResult = SimpleProduct | Cart'))).toEqual([
      "SearchResult = Cart: Cart is not a member of the reference's union SearchResult",
    ]);
  });

  it('reports types that do not exist in the reference, and kind mismatches', () => {
    const sdl = 'type Prescription { uid: ID! }\ninput Cart { id: ID! }\nscalar Upload\nscalar String\nscalar JSON';
    expect(messages(checkMagentoSubset(reference, sdl))).toEqual([
      'Prescription: object type Prescription does not exist in the reference',
      "Cart: declared as an input object but the reference's Cart is an object type",
      'JSON: scalar JSON does not exist in the reference',
    ]);
  });

  it('checks arguments: invented, different type, required one missing', () => {
    const sdl = 'type Query { products(search: String!, sort: String): Products cart: Cart }';
    expect(messages(checkMagentoSubset(reference, sdl))).toEqual([
      "Query.products(search): argument type String! differs from the reference's String",
      'Query.products(sort): argument does not exist in the reference',
      'Query.cart(cart_id): required argument missing (the reference declares cart_id: String!)',
    ]);
  });

  it('checks input objects: invented field, different type, required field missing', () => {
    const sdl = 'input CartItemInput { sku: String! quantity: Int! gift: Boolean }';
    expect(messages(checkMagentoSubset(reference, sdl))).toEqual([
      "CartItemInput.quantity: input field type Int! differs from the reference's Float!",
      'CartItemInput.gift: input field does not exist in the reference',
    ]);
    expect(messages(checkMagentoSubset(reference, 'input CartItemInput { sku: String! }'))).toEqual([
      'CartItemInput.quantity: required input field (Float!) of the reference is missing',
    ]);
  });

  it('merges `extend` statements inside the Magento part', () => {
    const sdl = 'type Cart { id: ID! }\nextend type Cart { items: [CartItem] coupon: String }';
    expect(messages(checkMagentoSubset(reference, sdl))).toEqual(["Cart.coupon: field does not exist in the reference's Cart"]);
  });

  it('reports a syntax error with its location', () => {
    const [problem] = checkMagentoSubset(reference, 'type Cart { id: }');
    expect(problem.message).toMatch(/Syntax Error/);
    expect(problem.location).toBe('backend/schema/magento.graphql:1:17');
  });
});

// ---------------------------------------------------------------------------------------------
// 2. extensions on top of the reference, 3. backend schema

describe('checkExtensions', () => {
  it('applies clean extensions and returns the extended schema', () => {
    const { schema, problems } = checkExtensions(reference, EXTENSIONS_OK);
    expect(messages(problems)).toEqual([]);
    expect(schema?.getQueryType()?.getFields().prescriptions).toBeDefined();
    expect(schema?.getQueryType()?.getFields().products).toBeDefined();
  });

  it('catches a new type colliding with a reference type', () => {
    const { schema, problems } = checkExtensions(
      reference,
      'type Cart { id: ID! prescription_id: ID }\ninput CartItemInput { sku: String }',
    );
    expect(schema).toBeUndefined();
    expect(messages(problems)).toEqual([
      "Cart: new object type collides with the reference's object type Cart (use `extend type Cart` or another name)",
      "CartItemInput: new input object collides with the reference's input object CartItemInput (use `extend input CartItemInput` or another name)",
    ]);
    expect(problems[0].location).toBe('backend/schema/extensions.graphql:1:1');
  });

  it('catches extensions of missing types and re-declared fields', () => {
    const { problems } = checkExtensions(reference, 'extend type Wishlist { id: ID }\nextend type Cart { id: ID! }');
    expect(messages(problems)).toEqual([
      'extensions: Cannot extend type "Wishlist" because it is not defined.',
      'extensions: Field "Cart.id" already exists in the schema. It cannot also be defined in this type extension.',
    ]);
  });

  it('catches a schema that does not validate (object misses an interface field)', () => {
    const { problems } = checkExtensions(reference, 'extend interface ProductInterface { lens_width: Int }');
    expect(messages(problems)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Interface field ProductInterface.lens_width expected but SimpleProduct does not provide it/),
      ]),
    );
  });
});

describe('buildBackendSchema', () => {
  it('builds the Magento part plus the extension part', () => {
    const { schema, problems } = buildBackendSchema(MAGENTO_OK, EXTENSIONS_OK);
    expect(messages(problems)).toEqual([]);
    expect(schema?.getMutationType()?.getFields().addPrescription).toBeDefined();
  });

  it('reports extensions of types the Magento part lacks, with the file location', () => {
    const { schema, problems } = buildBackendSchema(MAGENTO_OK, 'extend type Wishlist { id: ID }');
    expect(schema).toBeUndefined();
    expect(problems).toEqual([
      expect.objectContaining({
        check: '3',
        message: 'Cannot extend type "Wishlist" because it is not defined.',
        location: 'backend/schema/extensions.graphql:1:13',
      }),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. operations, 5. hygiene

describe('validateOperations', () => {
  const extended = checkExtensions(reference, EXTENSIONS_OK).schema!;

  it('passes valid operations, including fragments concatenated into the operation', () => {
    const ops = [
      doc(
        'query ProductList($search: String) { products(search: $search) { items { ...Card } } }\nfragment Card on ProductInterface { uid name frame_shape }',
      ),
      doc('mutation AddPrescription($input: PrescriptionInput!) { addPrescription(input: $input) { prescription { uid label } } }', 'M'),
      doc('fragment Price on Cart { id }', 'F'),
    ];
    expect(messages(validateOperations(extended, ops))).toEqual([]);
  });

  it('catches an operation selecting a missing field, naming the operation and the location', () => {
    const problems = validateOperations(
      extended,
      [doc('query CartPage {\n  cart(cart_id: "x") {\n    id\n    total_quantity\n  }\n}', 'CART_QUERY')],
      '4a',
    );
    expect(problems).toEqual([
      {
        check: '4a',
        subject: 'query CartPage (lib/magento/fixture.ts#CART_QUERY)',
        message: 'Cannot query field "total_quantity" on type "Cart".',
        location: 'GraphQL request:4:5',
      },
    ]);
  });

  it('catches an extension field that the backend schema lacks', () => {
    const backend = buildSchema(MAGENTO_OK);
    const problems = validateOperations(backend, [doc('query Rx { prescriptions { uid } }')], '4b');
    expect(messages(problems)).toEqual(['query Rx (lib/magento/fixture.ts#Q): Cannot query field "prescriptions" on type "Query".']);
  });

  it('catches an unresolvable fragment spread', () => {
    expect(messages(validateOperations(extended, [doc('query P { products { items { ...Card } } }')]))).toEqual([
      'query P (lib/magento/fixture.ts#Q): Unknown fragment "Card".',
    ]);
  });
});

describe('checkOperationHygiene', () => {
  it('catches a duplicate operation name', () => {
    const problems = checkOperationHygiene([
      doc('query Cart { cart(cart_id: "a") { id } }', 'A', 'lib/magento/a.ts'),
      doc('query Cart { storeConfig { store_code } }', 'B', 'lib/magento/b.ts'),
    ]);
    expect(messages(problems)).toEqual(['operation Cart: name used by 2 different documents: lib/magento/a.ts#A, lib/magento/b.ts#B']);
  });

  it('catches an anonymous operation', () => {
    expect(messages(checkOperationHygiene([doc('{ storeConfig { store_code } }', 'ANON')]))).toEqual([
      'query (anonymous) (lib/magento/fixture.ts#ANON): operation has no name',
    ]);
  });

  it('passes named, unique operations', () => {
    expect(checkOperationHygiene([doc('query A { storeConfig { store_code } }'), doc('mutation B { createEmptyCart }')])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Collecting documents from .graphql files (fixture files in a temp dir)

describe('collectOperations', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'magento-contract-'));
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    };
    write(
      'fragments.graphql',
      '# shared\nfragment Card on ProductInterface { uid name ...Price }\nfragment Price on ProductInterface { price_range { minimum_price { final_price { value } } } }\nfragment Unused on Cart { id }\n',
    );
    write('catalog.graphql', 'query ProductList { products { items { ...Card } } }\n');
    write('nested/cart.graphql', 'query CartQuery($id: String!) { cart(cart_id: $id) { id } }\nmutation CreateCart { createEmptyCart }\n');
    write('broken.graphql', 'query Broken { cart(cart_id: "x") { id }\n');
    write('twice.graphql', 'fragment Price on ProductInterface { uid }\n');
    write('catalog.ts', "export const NotRead = 'query NotRead { storeConfig { store_code } }'\n");
    write('generated/graphql.graphql', 'query Generated { storeConfig { store_code } }\n');
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the .graphql files: one document per operation with the fragments it spreads, from any file', async () => {
    const problems: Problem[] = [];
    const ops = await collectOperations(dir, problems, dir);
    const summary = ops.map(
      (op) => `${op.file}#${op.exportName}: ${op.document.definitions.map((d) => ('name' in d && d.name ? d.name.value : '?')).join(',')}`,
    );
    expect(summary.sort()).toEqual([
      'catalog.graphql#ProductList: ProductList,Card,Price',
      'fragments.graphql#Unused: Unused',
      'nested/cart.graphql#CartQuery: CartQuery',
      'nested/cart.graphql#CreateCart: CreateCart',
    ]);
    expect(messages(problems)).toEqual([
      'broken.graphql: Syntax Error: Expected Name, found <EOF>.',
      'twice.graphql: fragment Price is defined twice',
    ]);
    expect(problems[0].location).toBe('broken.graphql:2:1');
    expect(checkOperationHygiene(ops)).toEqual([]);
  });

  it('reports a missing directory', async () => {
    const problems: Problem[] = [];
    expect(await collectOperations(path.join(dir, 'nope'), problems)).toEqual([]);
    expect(problems[0].message).toMatch(/cannot read the operations directory/);
  });
});

// ---------------------------------------------------------------------------------------------
// Loading a reference by introspection (a local server answering like Magento would)

describe('loadReferenceFromUrl', () => {
  let server: Server;
  let url: string;
  let lastHeaders: IncomingHttpHeaders = {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      lastHeaders = req.headers;
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', async () => {
        const { query } = JSON.parse(body);
        const result = await graphql({ schema: reference, source: query });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(result));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('--url --write-capabilities: what a live Magento offers, its REST routes probed, for MAGENTO_CAPABILITIES_FILE', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'magento-contract-live-'));
    try {
      mkdirSync(path.join(dir, 'lib', 'magento'), { recursive: true });
      writeFileSync(
        path.join(dir, 'lib', 'magento', 'cart.ts'),
        "export const GetCart = 'query GetCart($id: String!) { cart(cart_id: $id) { id } }'\n",
      );
      const probed: string[] = [];
      const fetchImpl = (async (input: string) => {
        probed.push(input);
        return new Response(JSON.stringify({ message: 'No such entity with %fieldName = %fieldValue' }), { status: 404 });
      }) as unknown as typeof fetch;
      const file = path.join(dir, 'capabilities.json');
      const features = { lookup: { operations: [], requires: ['Query.cart', 'rest:GET /V1/guest-carts/:cartId/order'] } };
      const result = await runContractCheck({
        repoRoot: dir,
        url,
        store: 'de_de',
        profile: 'os',
        writeCapabilities: file,
        features,
        fetchImpl,
      });
      expect(result.problems).toEqual([]);
      expect(probed).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/rest\/de_de\/V1\/guest-carts\/0{32}\/order$/)]);
      const written = JSON.parse(readFileSync(file, 'utf8'));
      expect(written.capabilities).toEqual(['Query.cart', 'rest:GET /V1/guest-carts/:cartId/order']);
      expect(written.features).toEqual({ lookup: true });
      expect(result.lines).toContain('    lookup   this Magento yes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('introspects, sends the Store header, and the result works with the checks', async () => {
    const schema = await loadReferenceFromUrl(url, 'de_de');
    expect(lastHeaders.store).toBe('de_de');
    expect(messages(checkMagentoSubset(schema, MAGENTO_OK))).toEqual([]);
    const { schema: extended, problems } = checkExtensions(schema, EXTENSIONS_OK);
    expect(messages(problems)).toEqual([]);
    expect(extended?.getType('Prescription')).toBeDefined();
  });

  it('falls back to the plain introspection query when the server rejects input value deprecation', async () => {
    const queries: string[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      const { query } = JSON.parse(String(init?.body));
      queries.push(query);
      if (/args\(includeDeprecated: true\)/.test(query)) {
        return new Response(JSON.stringify({ errors: [{ message: 'Unknown argument "includeDeprecated" on field "__Field.args".' }] }), {
          status: 200,
        });
      }
      return fetch(input, init);
    }) as typeof fetch;
    const schema = await loadReferenceFromUrl(url, undefined, { fetchImpl });
    expect(queries).toHaveLength(2);
    expect(schema.getType('Cart')).toBeDefined();
    // Without deprecated arguments in the introspection, Query.cmsPage(id) looks invented.
    expect(messages(checkMagentoSubset(schema, MAGENTO_OK))).toEqual(['Query.cmsPage(id): argument does not exist in the reference']);
  });

  it('fails clearly when the endpoint is unreachable', async () => {
    await expect(loadReferenceFromUrl('http://127.0.0.1:9/graphql', undefined, { timeoutMs: 2000 })).rejects.toThrow(
      /introspection of http:\/\/127\.0\.0\.1:9\/graphql failed/,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// runContractCheck on a fixture repository

describe('runContractCheck (fixture repository)', () => {
  let root: string;

  const makeRepo = (files: Record<string, string>): string => {
    const repo = path.join(root, `repo-${Math.random().toString(36).slice(2)}`);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
      writeFileSync(path.join(repo, rel), text);
    }
    return repo;
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'magento-contract-repo-'));
    writeFileSync(path.join(root, 'reference.graphql'), REFERENCE_SDL);
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  /** The fixture's one optional feature: prescriptions, from the extension part. */
  const features = { rx: { operations: ['GetPrescriptions'], requires: ['Query.prescriptions'] } };
  /** A default install's run-time attributes, in Magento's partial-declaration style. */
  const RUNTIME_EAV =
    'interface ProductInterface { sku: String color: Int }\ninput ProductAttributeFilterInput { name: FilterMatchTypeInput }\n';

  const goodFiles = {
    'backend/schema/magento.graphql': MAGENTO_OK,
    'backend/schema/extensions.graphql': EXTENSIONS_OK,
    'lib/magento/operations/cart.graphql': 'query GetCart($id: String!) { cart(cart_id: $id) { id items { uid quantity } } }\n',
    'lib/magento/operations/rx.graphql': 'query GetPrescriptions { prescriptions { uid label } }\n',
  };

  it('passes a consistent repository, with the summary line last', async () => {
    const repoRoot = makeRepo(goodFiles);
    const result = await runContractCheck({ repoRoot, schemaPath: path.join(root, 'reference.graphql'), features });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.exitCode).toBe(0);
    expect(result.lines).toContain('    PASS query GetCart (lib/magento/operations/cart.graphql#GetCart)');
    expect(result.lines[result.lines.length - 1]).toBe(
      'check:magento: 2 operations valid against Magento 2.4 + extensions; backend Magento part is a subset (14 types)',
    );
  });

  it('fails (exit 1) and names the offenders', async () => {
    const repoRoot = makeRepo({
      ...goodFiles,
      'backend/schema/magento.graphql': MAGENTO_OK.replace('quantity: Float!', 'quantity: Float'),
      'lib/magento/operations/bad.graphql': '{ storeConfig { store_code } }\nquery GetCart { cart(cart_id: "1") { id coupon } }\n',
    });
    const result = await runContractCheck({ repoRoot, schemaPath: path.join(root, 'reference.graphql'), features });
    expect(result.ok).toBe(false);
    expect(result.exitCode).toBe(1);
    const text = result.lines.join('\n');
    expect(text).toMatch(/FAIL \[1\].*\n.*CartItem\.quantity: type Float differs from the reference's Float!/);
    expect(text).toContain('- query GetCart: Cannot query field "coupon" on type "Cart". (lib/magento/operations/bad.graphql:2:41)');
    expect(text).toContain('query (anonymous) (lib/magento/operations/bad.graphql#(anonymous)): operation has no name');
    expect(text).toMatch(/operation GetCart: name used by 2 different documents/);
    expect(result.lines[result.lines.length - 1]).toMatch(/^check:magento: FAILED/);
  });

  it('exits 2 with a clear message when no reference can be found', async () => {
    const repoRoot = makeRepo(goodFiles);
    const result = await runContractCheck({ repoRoot, env: {} });
    expect(result.exitCode).toBe(2);
    expect(result.lines[0]).toMatch(/no Magento reference schema found.*--schema/);
  });

  it('falls back to $MAGENTO_SCHEMA when the shared reference is absent', async () => {
    const repoRoot = makeRepo(goodFiles);
    const result = await runContractCheck({ repoRoot, env: { MAGENTO_SCHEMA: path.join(root, 'reference.graphql') }, features });
    expect(result.exitCode).toBe(0);
  });

  const profileRun = (repoRoot: string, profile: 'os' | 'commerce' | 'embedded', more: object = {}) => {
    writeFileSync(path.join(root, 'runtime-eav.graphql'), RUNTIME_EAV);
    return runContractCheck({
      repoRoot,
      schemaPath: path.join(root, 'reference.graphql'),
      runtimeEavPath: path.join(root, 'runtime-eav.graphql'),
      features,
      profile,
      ...more,
    });
  };

  it('--profile os: core operations pass on stock Magento plus its run-time attributes; a feature is reported, not failed', async () => {
    const repoRoot = makeRepo({
      ...goodFiles,
      // `color` exists only as a run-time attribute of a default install.
      'lib/magento/operations/colour.graphql': 'query Colours { products { items { uid color } } }\n',
    });
    const result = await profileRun(repoRoot, 'os');
    expect(result.problems).toEqual([]);
    expect(result.exitCode).toBe(0);
    const text = result.lines.join('\n');
    expect(text).toContain('PASS [4os] core operations validate against Magento 2.4 + default run-time attributes (2 core documents)');
    expect(text).toContain('n/a query GetPrescriptions — feature rx');
    expect(text).toMatch(/^ {4}rx +os no {2}embedded yes$/m);
  });

  it('--profile os fails (exit 1) when a core operation needs the extension part', async () => {
    const repoRoot = makeRepo({
      ...goodFiles,
      'lib/magento/operations/shape.graphql': 'query Shapes { products { items { uid frame_shape } } }\n',
    });
    const result = await profileRun(repoRoot, 'os');
    expect(result.exitCode).toBe(1);
    expect(result.lines.join('\n')).toContain('Cannot query field "frame_shape" on type "ProductInterface".');
    // The embedded profile (everything against reference + extensions and the backend) still passes.
    expect((await profileRun(repoRoot, 'embedded')).problems).toEqual([]);
  });

  it('fails when the registry names an operation no document defines', async () => {
    const repoRoot = makeRepo(goodFiles);
    const result = await profileRun(repoRoot, 'os', { features: { ...features, gone: { operations: ['Renamed'], requires: [] } } });
    expect(result.exitCode).toBe(1);
    expect(result.lines.join('\n')).toContain('feature gone: names Renamed, which no storefront document defines');
  });

  it('--write-capabilities records what the reference offers of the registry, with the features that makes available', async () => {
    const repoRoot = makeRepo(goodFiles);
    const file = path.join(root, 'capabilities.json');
    const result = await profileRun(repoRoot, 'os', {
      writeCapabilities: file,
      features: { ...features, cart: { operations: [], requires: ['Query.cart', 'ProductInterface.color'] } },
    });
    expect(result.exitCode).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.capabilities).toEqual(['ProductInterface.color', 'Query.cart']);
    expect(written.features).toEqual({ rx: false, cart: true });
  });
});

describe('mergeRuntimeAttributes', () => {
  it("adds an interface's run-time fields to the interface and every type implementing it, keeping existing ones", () => {
    const merged = mergeRuntimeAttributes(
      reference,
      'interface ProductInterface { name: String color: Int }\ninput ProductAttributeFilterInput { price: FilterEqualTypeInput }',
    );
    const colour = (type: string) => (merged.getType(type) as unknown as { getFields(): Record<string, unknown> }).getFields().color;
    expect(colour('ProductInterface')).toBeDefined();
    expect(colour('SimpleProduct')).toBeDefined();
    expect(colour('VirtualProduct')).toBeDefined();
    expect(validateOperations(merged, [doc('query Q { products(filter: { price: { eq: "1" } }) { items { uid color } } }')])).toEqual([]);
  });
});

describe('featureOfDocument', () => {
  const features = { rx: { operations: ['GetPrescriptions', 'PrescriptionFields'], requires: [] } };
  it('names the feature whose operations (or, fragment-only, fragments) a document is', () => {
    expect(featureOfDocument(doc('query GetPrescriptions { x }'), features)).toBe('rx');
    expect(featureOfDocument(doc('fragment PrescriptionFields on Query { x }'), features)).toBe('rx');
    expect(featureOfDocument(doc('query GetCart { x }'), features)).toBeUndefined();
  });
});

describe('probeRestCapabilities', () => {
  const answer = (status: number, message: string) => async () => new Response(JSON.stringify({ message }), { status });
  it('counts a route Magento has (its own error for a made-up cart), not one its router does not know', async () => {
    expect([
      ...(await probeRestCapabilities('https://shop.test/rest/default/V1/', answer(404, 'No such entity with %fieldName = %fieldValue'))),
    ]).toEqual(['rest:GET /V1/guest-carts/:cartId/order']);
    expect([
      ...(await probeRestCapabilities('https://shop.test/rest/default/V1/', answer(404, 'Request does not match any route.'))),
    ]).toEqual([]);
    const down = async (): Promise<Response> => {
      throw new Error('ECONNREFUSED');
    };
    expect([...(await probeRestCapabilities('https://shop.test/rest/default/V1/', down))]).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The real repository against the real reference (skipped when a file is missing)

const repoRoot = path.resolve(__dirname, '..');
const realReference = path.resolve(__dirname, '..', '..', 'shared', 'magento-schema', 'magento-2.4-schema.graphql');
const realFiles = [
  realReference,
  path.join(repoRoot, 'backend', 'schema', 'magento.graphql'),
  path.join(repoRoot, 'backend', 'schema', 'extensions.graphql'),
  path.join(repoRoot, 'lib', 'magento'),
];
const missingReal = realFiles.filter((f) => !existsSync(f));
if (missingReal.length > 0) {
  console.log(`magento-contract.test: skipping the real-files contract check; missing: ${missingReal.join(', ')}`);
}
const itReal = missingReal.length > 0 ? it.skip : it;

describe('the real repository', () => {
  itReal(
    'passes the contract check against Magento 2.4 + extensions',
    async () => {
      const result = await runContractCheck({ repoRoot, schemaPath: realReference, perOperation: false });
      if (!result.ok) console.log(result.lines.join('\n'));
      expect(result.problems.map((p) => `[${p.check}] ${p.subject}: ${p.message}${p.location ? ` (${p.location})` : ''}`)).toEqual([]);
      expect(result.ok).toBe(true);
    },
    60_000,
  );

  itReal(
    'passes --profile os and --profile commerce: every core operation valid on stock Magento and on Adobe Commerce',
    async () => {
      for (const profile of ['os', 'commerce'] as const) {
        const result = await runContractCheck({ repoRoot, schemaPath: realReference, perOperation: false, profile });
        if (!result.ok) console.log(result.lines.join('\n'));
        expect(result.problems.map((p) => `[${p.check}] ${p.subject}: ${p.message}`)).toEqual([]);
        // Gift cards are Adobe Commerce's: supported there, not on Open Source.
        expect(result.lines.join('\n')).toMatch(/^ {4}giftcards +os no {2}commerce yes {2}embedded yes$/m);
      }
    },
    120_000,
  );

  itReal('takes the gift card section, and only it, as the Adobe Commerce part of the extensions', () => {
    const section = giftCardSection(readFileSync(path.join(repoRoot, 'backend', 'schema', 'extensions.graphql'), 'utf8'))!;
    expect(section).toContain('applied_gift_cards');
    expect(section).toContain('giftCardAccount');
    expect(section).not.toContain('prescriptions');
    expect(section).not.toContain('subscribeProductAlert');
  });

  itReal('loads the real reference', async () => {
    const schema = await loadReferenceFromFile(realReference);
    expect(schema.getQueryType()?.getFields().products).toBeDefined();
  });
});
