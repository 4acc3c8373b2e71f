/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema as buildSdl,
  extendSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { REPOSITORY_ROOT } from '../config';
import { buildSchema, runtimeAttributeExtensions } from './schema';

const SHARED = path.resolve(REPOSITORY_ROOT, '..', 'shared', 'magento-schema');
const REFERENCE = path.join(SHARED, 'magento-2.4-schema.graphql');
const RUNTIME = path.join(REPOSITORY_ROOT, 'backend', 'schema', 'magento-runtime-eav.graphql');

/** Every coordinate a schema has: Type, Type.field(arg): type, Enum.VALUE. */
function coordinates(schema: GraphQLSchema): Set<string> {
  const found = new Set<string>();
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__')) continue;
    found.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        found.add(`${type.name}.${field.name}: ${String(field.type)}`);
        for (const arg of field.args) found.add(`${type.name}.${field.name}(${arg.name}: ${String(arg.type)})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) found.add(`${type.name}.${field.name}: ${String(field.type)}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) found.add(`${type.name}.${value.name}`);
    }
  }
  return found;
}

describe('the magento-os profile schema', () => {
  const served = buildSchema('magento-os');

  it('has the run-time attributes on the interface and on every type implementing it', () => {
    const category = served.getType('CategoryTree');
    const iface = served.getType('CategoryInterface');
    expect(isObjectType(category) && Object.keys(category.getFields())).toEqual(
      expect.arrayContaining(['available_sort_by', 'landing_page', 'meta_title']),
    );
    expect(isInterfaceType(iface) && Object.keys(iface.getFields())).toEqual(expect.arrayContaining(['available_sort_by', 'landing_page']));
    const filter = served.getType('ProductAttributeFilterInput');
    expect(isInputObjectType(filter) && Object.keys(filter.getFields())).toEqual(
      expect.arrayContaining(['name', 'sku', 'price', 'description']),
    );
  });

  it('has nothing of the extension part', () => {
    const product = served.getType('ProductInterface');
    expect(isInterfaceType(product) && Object.keys(product.getFields())).not.toContain('brand');
    expect(served.getType('GiftCardProduct')).toBeUndefined();
    expect(Object.keys(served.getQueryType()!.getFields())).not.toContain('faqCategories');
    // The full profile still has them.
    const full = buildSchema('full');
    expect(full.getType('GiftCardProduct')).toBeDefined();
    expect(Object.keys(full.getQueryType()!.getFields())).toContain('faqCategories');
  });

  it('serves only what stock Magento Open Source 2.4.6 has (reference schema plus default run-time attributes)', () => {
    if (!fs.existsSync(REFERENCE)) return; // a clone without ../shared beside it
    const referenceSdl = fs.readFileSync(REFERENCE, 'utf8');
    const reference = extendSchema(
      buildSdl(referenceSdl, { assumeValidSDL: true }),
      parse(runtimeAttributeExtensions(referenceSdl, fs.readFileSync(RUNTIME, 'utf8'))),
      { assumeValidSDL: true },
    );
    const known = coordinates(reference);
    expect([...coordinates(served)].filter((coordinate) => !known.has(coordinate))).toEqual([]);
  });
});
