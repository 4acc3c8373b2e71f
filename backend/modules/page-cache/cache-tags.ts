/**
 * Magento's cache tags on GraphQL answers (Magento_GraphQlCache): every query answered by GET
 * carries `X-Magento-Tags` naming the entities in it, in Magento's tag names, so a cache in front
 * (Varnish, a CDN, the storefront's own cache) can drop exactly what a purge names. Magento gets
 * them from each resolver's identity class; here one wrapper on every field that answers a
 * product, category, CMS page or CMS block reads the ids of what it answered.
 */
import {
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLSchema,
  defaultFieldResolver,
  getNamedType,
  isAbstractType,
  isObjectType,
} from 'graphql';
import type { RequestContext } from '../../graphql/context';

/** Magento's tag prefixes: Product::CACHE_TAG, Category::CACHE_TAG, Page::CACHE_TAG, Block::CACHE_TAG. */
export const CACHE_TAG = {
  product: 'cat_p',
  category: 'cat_c',
  cmsPage: 'cms_p',
  cmsBlock: 'cms_b',
} as const;

/** Magento's general page-cache tag, on every cacheable answer. */
export const FPC_TAG = 'FPC';

type Entity = keyof typeof CACHE_TAG;

const SKIPPED_TYPES = new Set(['ConfigurableVariant']);

/** Tags collected while a request runs (a WeakMap: RequestContext is built per request). */
const collected = new WeakMap<object, Set<string>>();

export function cacheTagsOf(context: object): string[] {
  return [...(collected.get(context) ?? [])];
}

function add(context: object, tag: string): void {
  let tags = collected.get(context);
  if (!tags) collected.set(context, (tags = new Set()));
  tags.add(tag);
}

/** Which entity an object type stands for, from the interfaces Magento's types implement. */
function entityOfType(type: GraphQLNamedType | null | undefined): Entity | null {
  if (!type || !isObjectType(type)) return null;
  const interfaces = new Set(type.getInterfaces().map((i) => i.name));
  if (interfaces.has('ProductInterface')) return 'product';
  if (interfaces.has('CategoryInterface') || type.name === 'CategoryTree') return 'category';
  if (type.name === 'CmsPage') return 'cmsPage';
  if (type.name === 'CmsBlock') return 'cmsBlock';
  return null;
}

/** The entity id of an answered row (products and categories: entity_id; CMS: page_id / block_id). */
function idOf(entity: Entity, row: Record<string, unknown>): string | number | undefined {
  const value = entity === 'cmsPage' ? row.page_id : entity === 'cmsBlock' ? (row.block_id ?? row.identifier) : row.entity_id;
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/**
 * Wraps the resolver of every field whose type is (or may be) a product, category, CMS page or
 * block, so each object it answers adds `{prefix}_{id}` (and the prefix itself, as Magento does)
 * to the request's tags. Answers `schema`, changed in place.
 */
export function tagEntityFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    // A variant's product is not tagged: a change to a variant purges its configurable product
    // too (purge.ts withParents), and a listing of 24 frames would otherwise name hundreds of
    // variants, past what a header can carry.
    if (!isObjectType(type) || type.name.startsWith('__') || SKIPPED_TYPES.has(type.name)) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      const possible = isAbstractType(named) ? schema.getPossibleTypes(named) : [named];
      if (!possible.some((candidate) => entityOfType(candidate as GraphQLNamedType))) continue;
      const resolve: GraphQLFieldResolver<unknown, RequestContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const answer = resolve(source, args, context, info);
        const record = (value: unknown) => {
          visit(value, (row) => {
            let concrete: GraphQLNamedType | null | undefined = named;
            if (isAbstractType(named)) {
              const name = typeof row.__typename === 'string' ? row.__typename : named.resolveType?.(row, context, info, named);
              concrete = typeof name === 'string' ? schema.getType(name) : null;
            }
            const entity = entityOfType(concrete);
            const id = entity ? idOf(entity, row) : undefined;
            if (entity && id !== undefined) {
              add(context, CACHE_TAG[entity]);
              add(context, `${CACHE_TAG[entity]}_${id}`);
            }
          });
          return value;
        };
        return answer instanceof Promise ? answer.then(record) : record(answer);
      };
    }
  }
  return schema;
}

function visit(value: unknown, each: (row: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) for (const item of value) visit(item, each);
  else if (value && typeof value === 'object' && !(value instanceof Promise)) each(value as Record<string, unknown>);
}
