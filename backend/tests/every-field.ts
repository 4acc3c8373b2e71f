import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type { TestBackend } from './test-support';

/** The backend's schema, read over HTTP by introspection (as any Magento client reads it). */
export async function introspect(shop: TestBackend): Promise<GraphQLSchema> {
  const { body } = await shop.gql<IntrospectionQuery>(getIntrospectionQuery(), {}, { method: 'POST' });
  if (!body.data) throw new Error(`introspection failed: ${JSON.stringify(body.errors)}`);
  return buildClientSchema(body.data);
}

/** Arguments to pass to fields whose arguments are required (by `Type.field`). */
export type RequiredArguments = Record<string, string>;

/**
 * A selection of every field of `typeName` (and of each possible type of an interface or union),
 * objects `depth` levels deep: fields of objects beyond it are left out. Fields whose required
 * arguments are not given in `args`, and the names in `skip` (`Type.field`), are left out too.
 */
export function everyField(
  schema: GraphQLSchema,
  typeName: string,
  depth: number,
  options: { args?: RequiredArguments; skip?: readonly string[] } = {},
): string {
  const type = schema.getType(typeName);
  if (!type) throw new Error(`No type ${typeName}`);
  return selectionOf(schema, type, depth, options);
}

function fieldSelection(
  schema: GraphQLSchema,
  owner: string,
  field: GraphQLField<unknown, unknown>,
  depth: number,
  options: { args?: RequiredArguments; skip?: readonly string[] },
): string | null {
  const key = `${owner}.${field.name}`;
  if (options.skip?.includes(key)) return null;
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const given = options.args?.[key];
  if (required.length && !given) return null;
  const name = given ? `${field.name}(${given})` : field.name;
  const named = getNamedType(field.type);
  if (isLeafType(named)) return name;
  if (depth <= 0) return null;
  const inner = selectionOf(schema, named, depth - 1, options);
  return inner ? `${name} { ${inner} }` : null;
}

function selectionOf(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  depth: number,
  options: { args?: RequiredArguments; skip?: readonly string[] },
): string {
  const parts: string[] = ['__typename'];
  if (isObjectType(type) || (isAbstractType(type) && 'getFields' in type)) {
    for (const field of Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields())) {
      const selection = fieldSelection(schema, type.name, field, depth, options);
      if (selection) parts.push(selection);
    }
  }
  if (isAbstractType(type)) {
    const shared = 'getFields' in type ? Object.keys((type as { getFields(): object }).getFields()) : [];
    for (const possible of schema.getPossibleTypes(type)) {
      // A type's own fields are aliased by type: two types may have fields of one name and different types.
      const own = Object.values(possible.getFields())
        .filter((field) => !shared.includes(field.name))
        .map((field) => fieldSelection(schema, possible.name, field, depth, options))
        .filter((s): s is string => Boolean(s))
        .map((selection) => `${possible.name}_${selection.split(/[({ ]/)[0]}: ${selection}`);
      if (own.length) parts.push(`... on ${possible.name} { ${own.join(' ')} }`);
    }
  }
  return parts.join(' ');
}
