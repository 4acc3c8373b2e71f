import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import {
  Kind,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  print,
  type DefinitionNode,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type InputValueDefinitionNode,
} from 'graphql';
import type { BackendProfile } from '../config';
import { abandonedCartResolvers } from '../modules/abandoned-cart/recovery';
import { catalogResolvers } from '../modules/catalog/resolvers';
import { checkoutAgreementResolvers } from '../modules/checkout-agreement/resolvers';
import { pickupResolvers } from '../modules/pickup/resolvers';
import { paymentIntegrationResolvers } from '../modules/sales/payment-integrations';
import { sendFriendResolvers } from '../modules/sendfriend/resolvers';
import { cmsResolvers } from '../modules/cms/resolvers';
import { compareResolvers } from '../modules/compare/resolvers';
import { contactResolvers } from '../modules/contact/resolvers';
import { customerResolvers } from '../modules/customer/resolvers';
import { directoryResolvers } from '../modules/directory/resolvers';
import { faqResolvers } from '../modules/faq/resolvers';
import { giftCardResolvers } from '../modules/giftcard/resolvers';
import { newsletterUnsubscribeResolvers } from '../modules/newsletter-unsubscribe/unsubscribe-links';
import { prescriptionResolvers } from '../modules/prescription/resolvers';
import { pwaResolvers } from '../modules/pwa/resolvers';
import { productAlertResolvers } from '../modules/productalert/resolvers';
import { quoteResolvers } from '../modules/quote/resolvers';
import { reviewResolvers } from '../modules/review/resolvers';
import { salesResolvers } from '../modules/sales/resolvers';
import { showroomResolvers } from '../modules/showroom/resolvers';
import { storeResolvers } from '../modules/store/resolvers';
import { urlRewriteResolvers } from '../modules/url-rewrite/resolvers';
import { vaultResolvers } from '../modules/vault/resolvers';
import { wishlistResolvers } from '../modules/wishlist/resolvers';

const SCHEMA_DIR = path.join(__dirname, '..', 'schema');

const readSchemaFile = (file: string) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8');

/**
 * The SDL the backend serves in a profile. `full`: the Magento part, then our extensions to it (the
 * shop's own EAV attributes and our modules), then Magento's PWA module (pwa.graphql, served by
 * pwaResolvers). `magento-os`: what a stock Magento Open Source 2.4.6
 * serves, the Magento part plus the fields a default install adds at run time from its EAV
 * configuration (magento-runtime-eav.graphql, a copy of the shared reference file).
 */
export function readTypeDefs(profile: BackendProfile = 'full'): string[] {
  const magento = readSchemaFile('magento.graphql');
  if (profile === 'magento-os') return [magento, runtimeAttributeExtensions(magento, readSchemaFile('magento-runtime-eav.graphql'))];
  return [magento, readSchemaFile('extensions.graphql'), readSchemaFile('pwa.graphql')];
}

/**
 * Magento's run-time attributes as extensions of `base`, the way its GraphQlReader merges them: the
 * partial declarations become `extend` definitions (fields `base` already has are left out), and
 * an interface's new fields are added to every type of `base` that implements it.
 */
export function runtimeAttributeExtensions(base: string, runtime: string): string {
  const baseDefinitions = parse(base).definitions;
  const fieldsOf = new Map<string, Set<string>>();
  const implementers = new Map<string, string[]>();
  for (const definition of baseDefinitions) {
    if (!('name' in definition) || !definition.name || !('fields' in definition)) continue;
    const name = definition.name.value;
    const fields = fieldsOf.get(name) ?? new Set<string>();
    for (const field of definition.fields ?? []) fields.add(field.name.value);
    fieldsOf.set(name, fields);
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      for (const iface of definition.interfaces ?? [])
        implementers.set(iface.name.value, [...(implementers.get(iface.name.value) ?? []), name]);
    }
  }
  const extensions: DefinitionNode[] = [];
  const extend = (
    kind: 'type' | 'interface' | 'input',
    name: string,
    fields: readonly (FieldDefinitionNode | InputValueDefinitionNode)[],
  ) => {
    const known = fieldsOf.get(name) ?? new Set<string>();
    const added = fields.filter((field) => !known.has(field.name.value));
    if (added.length === 0) return;
    const body = added.map((field) => `  ${print(field)}`).join('\n');
    extensions.push(...parse(`extend ${kind} ${name} {\n${body}\n}`).definitions);
    for (const field of added) known.add(field.name.value);
    fieldsOf.set(name, known);
  };
  for (const definition of parse(runtime).definitions) {
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_EXTENSION) {
      const fields = definition.fields ?? [];
      extend('interface', definition.name.value, fields);
      for (const type of implementers.get(definition.name.value) ?? []) {
        const isInterface = baseDefinitions.some((d) => d.kind === Kind.INTERFACE_TYPE_DEFINITION && d.name.value === type);
        extend(isInterface ? 'interface' : 'type', type, fields);
      }
    } else if (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) {
      extend('type', definition.name.value, definition.fields ?? []);
    } else if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION || definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) {
      extend('input', definition.name.value, definition.fields ?? []);
    } else {
      throw new Error(`magento-runtime-eav.graphql: only types, interfaces and inputs are expected, found ${definition.kind}`);
    }
  }
  return extensions.map((definition) => print(definition)).join('\n\n');
}

/** Resolvers of every module, merged by type (each module owns its Query fields and types). */
const moduleResolvers = [
  storeResolvers,
  directoryResolvers,
  catalogResolvers,
  reviewResolvers,
  urlRewriteResolvers,
  cmsResolvers,
  quoteResolvers,
  salesResolvers,
  paymentIntegrationResolvers,
  checkoutAgreementResolvers,
  pickupResolvers,
  sendFriendResolvers,
  showroomResolvers,
  customerResolvers,
  vaultResolvers,
  productAlertResolvers,
  newsletterUnsubscribeResolvers,
  abandonedCartResolvers,
  faqResolvers,
  contactResolvers,
  wishlistResolvers,
  compareResolvers,
  prescriptionResolvers,
  giftCardResolvers,
  pwaResolvers,
];

/**
 * The executable schema of a profile. In `full` every module resolver must match a schema field; in
 * `magento-os` the resolvers of what stock Magento lacks (our modules' types and fields) are left
 * out, so the schema is exactly Magento's and a query of anything else fails validation with
 * Magento's own message (`Cannot query field "x" on type "Y".`).
 */
export function buildSchema(profile: BackendProfile = 'full'): GraphQLSchema {
  const typeDefs = readTypeDefs(profile);
  const resolvers = profile === 'full' ? moduleResolvers : resolversWithin(makeExecutableSchema({ typeDefs }), moduleResolvers);
  return makeExecutableSchema({ typeDefs, resolvers, resolverValidationOptions: { requireResolversToMatchSchema: 'error' } });
}

/** The resolvers of types and fields that `schema` has. */
function resolversWithin(schema: GraphQLSchema, all: readonly IResolvers[]): IResolvers[] {
  return all.map((resolvers) => {
    const kept: IResolvers = {};
    for (const [typeName, typeResolvers] of Object.entries(resolvers)) {
      const type = schema.getType(typeName);
      if (!type) continue;
      if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) || typeof typeResolvers !== 'object') {
        kept[typeName] = typeResolvers;
        continue;
      }
      const fields = type.getFields();
      kept[typeName] = Object.fromEntries(
        Object.entries(typeResolvers as Record<string, unknown>).filter(([field]) => field.startsWith('__') || field in fields),
      );
    }
    return kept;
  });
}
