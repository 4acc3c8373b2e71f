/**
 * The Magento contract check (DESIGN.md, "Its GraphQL schema has two parts" and "Every GraphQL
 * operation the storefront sends must validate ..."). The CLI is `scripts/check-magento.ts`
 * (`npm run check:magento`); the tests are `scripts/magento-contract.test.ts`.
 *
 * Checks:
 *   1. `backend/schema/magento.graphql` (the Magento part) is a subset of the reference schema:
 *      same kinds, names and printed types; fewer fields / values / members are fine, more or
 *      different ones are not. Descriptions, directives and default values are ignored.
 *   2. `backend/schema/extensions.graphql` (the extension part) applies cleanly on top of the
 *      reference: no new type collides with a reference type, SDL rules pass, `validateSchema` passes.
 *   3. The backend's own schema (Magento part + extension part) builds and validates.
 *   4. Every storefront document exported by a module under `lib/magento/` validates against
 *      (a) reference + extensions and (b) the backend's own schema.
 *   5. Operation hygiene: every operation is named, and names are unique across the storefront.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  buildASTSchema,
  buildClientSchema,
  extendSchema,
  getIntrospectionQuery,
  getLocation,
  GraphQLError,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  print,
  Source,
  specifiedRules,
  validate,
  validateSchema,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type InputValueDefinitionNode,
  type IntrospectionQuery,
  type OperationDefinitionNode,
  type FragmentDefinitionNode,
  type TypeDefinitionNode,
  type TypeExtensionNode,
} from 'graphql';
// `validateSDL` is graphql-js's own SDL validation (used by buildASTSchema/extendSchema); calling
// it directly keeps each error's location instead of one thrown, joined message.
import { validateSDL } from 'graphql/validation/validate';
import { FEATURES, allCapabilities, type FeatureDefinition } from '../lib/features/registry';
import { probeRestCapabilities, type CapabilitiesFile } from '../lib/features/capabilities';

// ---------------------------------------------------------------------------------------------
// Types

export type CheckId = 'reference' | '1' | '2' | '3' | '4a' | '4b' | '4os' | '4commerce' | '5' | 'collect' | 'registry';

export interface Problem {
  /** Which check found it. */
  check: CheckId;
  /** What is wrong: `Type.field`, `Type.field(arg)`, `query Name`, a file, ... */
  subject: string;
  /** The explanation (for graphql errors: graphql's message). */
  message: string;
  /** `file:line:column` when known. */
  location?: string;
}

export interface CollectedDocument {
  /** Path of the .graphql file, relative to the scanned directory's repository root when known. */
  file: string;
  exportName: string;
  document: DocumentNode;
  /** Other `file#export` that export the very same document (re-exports, aliases). */
  alsoExportedAs?: string[];
}

export interface Reference {
  schema: GraphQLSchema;
  /** Human label, e.g. `Magento 2.4` or `Magento at https://shop.example/graphql`. */
  label: string;
  /** Where it came from (file path or URL). */
  origin: string;
}

export const DEFAULT_REFERENCE_RELATIVE = path.join('..', 'shared', 'magento-schema', 'magento-2.4-schema.graphql');
/** The attributes a default Magento Open Source install adds to its schema at run time. */
export const DEFAULT_RUNTIME_EAV_RELATIVE = path.join('..', 'shared', 'magento-schema', 'magento-2.4-runtime-eav.graphql');
export const MAGENTO_PART_RELATIVE = path.join('backend', 'schema', 'magento.graphql');
export const EXTENSIONS_PART_RELATIVE = path.join('backend', 'schema', 'extensions.graphql');
export const OPERATIONS_DIR_RELATIVE = path.join('lib', 'magento');

// ---------------------------------------------------------------------------------------------
// Formatting helpers

function nodeLocation(node: ASTNode | undefined | null): string | undefined {
  const loc = node?.loc;
  if (!loc) return undefined;
  const { line, column } = getLocation(loc.source, loc.start);
  return `${loc.source.name}:${line}:${column}`;
}

function errorLocation(error: GraphQLError): string | undefined {
  const src = error.source ?? error.nodes?.[0]?.loc?.source;
  const loc = error.locations?.[0];
  if (loc) return `${src?.name ?? 'GraphQL request'}:${loc.line}:${loc.column}`;
  return nodeLocation(error.nodes?.[0]);
}

/** One line for a problem: `subject: message (location)`. */
export function formatProblem(problem: Problem): string {
  return `${problem.subject}: ${problem.message}${problem.location ? ` (${problem.location})` : ''}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseProblem(check: CheckId, subject: string, error: unknown): Problem {
  if (error instanceof GraphQLError) {
    return { check, subject, message: error.message, location: errorLocation(error) };
  }
  return { check, subject, message: errorMessage(error) };
}

// ---------------------------------------------------------------------------------------------
// Loading the reference

/** Reads and builds an SDL reference schema; throws (with a clear message) when it is invalid. */
export async function loadReferenceFromFile(file: string): Promise<GraphQLSchema> {
  const sdl = await readFile(file, 'utf8');
  const document = parse(new Source(sdl, file));
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) {
    throw new Error(
      `reference schema ${file} is not valid SDL:\n` + sdlErrors.map((e) => `  ${e.message} (${errorLocation(e) ?? file})`).join('\n'),
    );
  }
  const schema = buildASTSchema(document, { assumeValidSDL: true });
  const errors = validateSchema(schema);
  if (errors.length > 0) {
    throw new Error(`reference schema ${file} does not validate:\n` + errors.map((e) => `  ${e.message}`).join('\n'));
  }
  return schema;
}

/**
 * Introspects a live Magento GraphQL endpoint (POST of graphql-js's standard introspection query)
 * and builds a client schema. `store` is sent as Magento's `Store` header.
 *
 * The query first asks for deprecated arguments and input fields too (`inputValueDeprecation`;
 * without it they are hidden, e.g. `Query.cmsPage(id:)`, and the Magento part would look like it
 * invents them). A server that does not support that form gets the plain standard query.
 */
export async function loadReferenceFromUrl(
  url: string,
  store?: string,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<GraphQLSchema> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (store) headers.store = store;

  const request = async (
    query: string,
  ): Promise<{ status: number; ok: boolean; body: { data?: IntrospectionQuery | null; errors?: { message: string }[] } }> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, operationName: 'IntrospectionQuery' }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new Error(`introspection of ${url} failed: ${errorMessage(error)}`);
    }
    const text = await response.text();
    try {
      return { status: response.status, ok: response.ok, body: JSON.parse(text) };
    } catch {
      throw new Error(`introspection of ${url} failed: HTTP ${response.status}, response is not JSON: ${text.slice(0, 200)}`);
    }
  };

  let result = await request(getIntrospectionQuery({ inputValueDeprecation: true }));
  if (result.body.errors?.length || !result.body.data) {
    result = await request(getIntrospectionQuery());
  }
  const { body, status, ok } = result;
  if (body.errors?.length) {
    throw new Error(
      `introspection of ${url} returned errors (is introspection disabled?): ${body.errors.map((e) => e.message).join('; ')}`,
    );
  }
  if (!ok || !body.data) {
    throw new Error(`introspection of ${url} failed: HTTP ${status}, no data`);
  }
  return buildClientSchema(body.data);
}

// ---------------------------------------------------------------------------------------------
// Check 1: the Magento part is a subset of the reference

type DeclKind = 'object' | 'interface' | 'input' | 'enum' | 'union' | 'scalar';

const KIND_OF_NODE: Partial<Record<Kind, DeclKind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.OBJECT_TYPE_EXTENSION]: 'object',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.INTERFACE_TYPE_EXTENSION]: 'interface',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: 'input',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.ENUM_TYPE_EXTENSION]: 'enum',
  [Kind.UNION_TYPE_DEFINITION]: 'union',
  [Kind.UNION_TYPE_EXTENSION]: 'union',
  [Kind.SCALAR_TYPE_DEFINITION]: 'scalar',
  [Kind.SCALAR_TYPE_EXTENSION]: 'scalar',
};

const KIND_LABEL: Record<DeclKind, string> = {
  object: 'object type',
  interface: 'interface',
  input: 'input object',
  enum: 'enum',
  union: 'union',
  scalar: 'scalar',
};

const SDL_KEYWORD: Record<DeclKind, string> = {
  object: 'type',
  interface: 'interface',
  input: 'input',
  enum: 'enum',
  union: 'union',
  scalar: 'scalar',
};

function withArticle(label: string): string {
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

function kindOfType(type: GraphQLNamedType): DeclKind {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

type TypeNode = TypeDefinitionNode | TypeExtensionNode;

function isTypeNode(def: DefinitionNode): def is TypeNode {
  return KIND_OF_NODE[def.kind] !== undefined;
}

/** Type definitions and extensions of a document, grouped by type name (in order of appearance). */
function groupTypeNodes(document: DocumentNode): Map<string, TypeNode[]> {
  const groups = new Map<string, TypeNode[]>();
  for (const def of document.definitions) {
    if (!isTypeNode(def)) continue;
    const list = groups.get(def.name.value) ?? [];
    list.push(def);
    groups.set(def.name.value, list);
  }
  return groups;
}

/** Names of the types a Magento-part SDL declares (definitions and extensions). */
export function declaredTypeNames(sdl: string): string[] {
  return [...groupTypeNodes(parse(sdl)).keys()];
}

function isRequiredInput(value: { type: unknown; defaultValue?: unknown }): boolean {
  return isNonNullType(value.type) && value.defaultValue === undefined;
}

/**
 * Every type, field, argument, input field, enum value, interface implementation and union member
 * declared by `magentoSdl` must exist in `reference` with the same name, kind and (printed) type.
 * Fewer is fine except: required (non-null, no default) arguments and input fields of the
 * reference must be declared. Descriptions, directives and default values are ignored.
 */
export function checkMagentoSubset(reference: GraphQLSchema, magentoSdl: string, sourceName = MAGENTO_PART_RELATIVE): Problem[] {
  const problems: Problem[] = [];
  const add = (subject: string, message: string, node?: ASTNode) =>
    problems.push({ check: '1', subject, message, location: nodeLocation(node) });

  let document: DocumentNode;
  try {
    document = parse(new Source(magentoSdl, sourceName));
  } catch (error) {
    return [parseProblem('1', sourceName, error)];
  }

  // Root operation types declared in a schema definition must be the reference's.
  for (const def of document.definitions) {
    if (def.kind !== Kind.SCHEMA_DEFINITION && def.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const op of def.operationTypes ?? []) {
      const refRoot = reference.getRootType(op.operation);
      if (refRoot?.name !== op.type.name.value) {
        add(`schema.${op.operation}`, `root type ${op.type.name.value} differs from the reference's ${refRoot?.name ?? '(none)'}`, op);
      }
    }
  }

  for (const [name, nodes] of groupTypeNodes(document)) {
    const kinds = new Set(nodes.map((n) => KIND_OF_NODE[n.kind]!));
    const declKind = KIND_OF_NODE[nodes[0].kind]!;
    if (kinds.size > 1) {
      add(name, `declared with different kinds in the Magento part (${[...kinds].map((k) => KIND_LABEL[k]).join(', ')})`, nodes[0]);
      continue;
    }
    const refType = reference.getType(name);
    if (!refType) {
      if (declKind === 'scalar' && isSpecifiedScalarType({ name } as GraphQLNamedType)) continue;
      add(name, `${KIND_LABEL[declKind]} ${name} does not exist in the reference`, nodes[0]);
      continue;
    }
    const refKind = kindOfType(refType);
    if (refKind !== declKind) {
      add(
        name,
        `declared as ${withArticle(KIND_LABEL[declKind])} but the reference's ${name} is ${withArticle(KIND_LABEL[refKind])}`,
        nodes[0],
      );
      continue;
    }

    if (isObjectType(refType) || isInterfaceType(refType)) {
      const refFields = refType.getFields();
      const refInterfaces = new Set(refType.getInterfaces().map((i) => i.name));
      for (const node of nodes) {
        if (!('interfaces' in node) || !('fields' in node)) continue;
        for (const iface of node.interfaces ?? []) {
          if (!refInterfaces.has(iface.name.value)) {
            add(`${name} implements ${iface.name.value}`, `the reference's ${name} does not implement ${iface.name.value}`, iface);
          }
        }
        for (const field of (node.fields ?? []) as readonly FieldDefinitionNode[]) {
          checkOutputField(name, field, refFields[field.name.value], add);
        }
      }
    } else if (isInputObjectType(refType)) {
      const refFields = refType.getFields();
      const declared = new Set<string>();
      for (const node of nodes) {
        for (const field of ('fields' in node ? (node.fields ?? []) : []) as readonly InputValueDefinitionNode[]) {
          declared.add(field.name.value);
          checkInputValue(`${name}.${field.name.value}`, 'input field', field, refFields[field.name.value], add);
        }
      }
      for (const refField of Object.values(refFields)) {
        if (isRequiredInput(refField) && !declared.has(refField.name)) {
          add(`${name}.${refField.name}`, `required input field (${String(refField.type)}) of the reference is missing`, nodes[0]);
        }
      }
    } else if (isEnumType(refType)) {
      const refValues = new Set(refType.getValues().map((v) => v.name));
      for (const node of nodes) {
        if (node.kind !== Kind.ENUM_TYPE_DEFINITION && node.kind !== Kind.ENUM_TYPE_EXTENSION) continue;
        for (const value of node.values ?? []) {
          if (!refValues.has(value.name.value)) {
            add(`${name}.${value.name.value}`, `enum value does not exist in the reference's ${name}`, value);
          }
        }
      }
    } else if (isUnionType(refType)) {
      const refMembers = new Set(refType.getTypes().map((t) => t.name));
      for (const node of nodes) {
        if (node.kind !== Kind.UNION_TYPE_DEFINITION && node.kind !== Kind.UNION_TYPE_EXTENSION) continue;
        for (const member of node.types ?? []) {
          if (!refMembers.has(member.name.value)) {
            add(`${name} = ${member.name.value}`, `${member.name.value} is not a member of the reference's union ${name}`, member);
          }
        }
      }
    } else if (isScalarType(refType)) {
      // Exists with the same kind: nothing more to compare.
    }
  }
  return problems;
}

function checkOutputField(
  typeName: string,
  field: FieldDefinitionNode,
  refField: GraphQLField<unknown, unknown> | undefined,
  add: (subject: string, message: string, node?: ASTNode) => void,
): void {
  const subject = `${typeName}.${field.name.value}`;
  if (!refField) {
    add(subject, `field does not exist in the reference's ${typeName}`, field);
    return;
  }
  const declaredType = print(field.type);
  if (declaredType !== String(refField.type)) {
    add(subject, `type ${declaredType} differs from the reference's ${String(refField.type)}`, field.type);
  }
  const refArgs = new Map(refField.args.map((a) => [a.name, a]));
  const declared = new Set<string>();
  for (const arg of field.arguments ?? []) {
    declared.add(arg.name.value);
    checkInputValue(`${subject}(${arg.name.value})`, 'argument', arg, refArgs.get(arg.name.value), add);
  }
  for (const refArg of refField.args) {
    if (isRequiredInput(refArg) && !declared.has(refArg.name)) {
      add(`${subject}(${refArg.name})`, `required argument missing (the reference declares ${refArg.name}: ${String(refArg.type)})`, field);
    }
  }
}

function checkInputValue(
  subject: string,
  what: 'argument' | 'input field',
  node: InputValueDefinitionNode,
  refValue: { type: unknown } | GraphQLInputField | undefined,
  add: (subject: string, message: string, node?: ASTNode) => void,
): void {
  if (!refValue) {
    add(subject, `${what} does not exist in the reference`, node);
    return;
  }
  const declaredType = print(node.type);
  if (declaredType !== String(refValue.type)) {
    add(subject, `${what} type ${declaredType} differs from the reference's ${String(refValue.type)}`, node.type);
  }
}

// ---------------------------------------------------------------------------------------------
// Check 2: the extension part applies on top of the reference

export interface ExtensionSummary {
  newTypes: string[];
  extendedTypes: string[];
}

/** Summary of what an extension SDL adds: new type names and names of types it extends. */
export function summarizeExtensions(extensionsSdl: string): ExtensionSummary {
  const document = parse(extensionsSdl);
  const newTypes = new Set<string>();
  const extendedTypes = new Set<string>();
  for (const def of document.definitions) {
    if (!isTypeNode(def)) continue;
    if (def.kind.endsWith('Extension')) extendedTypes.add(def.name.value);
    else newTypes.add(def.name.value);
  }
  return { newTypes: [...newTypes], extendedTypes: [...extendedTypes] };
}

/**
 * Applies `extensionsSdl` to `reference` with `extendSchema` (works for SDL and introspected
 * references alike). New types must not collide with reference types, the SDL rules must pass
 * and the result must pass `validateSchema`. Returns the extended schema when all is well.
 */
export function checkExtensions(
  reference: GraphQLSchema,
  extensionsSdl: string,
  sourceName = EXTENSIONS_PART_RELATIVE,
): { schema?: GraphQLSchema; problems: Problem[] } {
  let document: DocumentNode;
  try {
    document = parse(new Source(extensionsSdl, sourceName));
  } catch (error) {
    return { problems: [parseProblem('2', sourceName, error)] };
  }
  const problems: Problem[] = [];
  const collided: { start: number; end: number }[] = [];
  for (const def of document.definitions) {
    if (!isTypeNode(def) || def.kind.endsWith('Extension')) continue;
    const existing = reference.getType(def.name.value);
    if (existing) {
      if (def.loc) collided.push({ start: def.loc.start, end: def.loc.end });
      problems.push({
        check: '2',
        subject: def.name.value,
        message: `new ${KIND_LABEL[KIND_OF_NODE[def.kind]!]} collides with the reference's ${KIND_LABEL[kindOfType(existing)]} ${existing.name} (use \`extend ${SDL_KEYWORD[KIND_OF_NODE[def.kind]!]} ${def.name.value}\` or another name)`,
        location: nodeLocation(def),
      });
    }
  }
  for (const error of validateSDL(document, reference)) {
    // Errors inside a colliding definition ("Type X already exists", "Field X.y already exists")
    // repeat what was reported above, more clearly.
    const start = error.nodes?.[0]?.loc?.start;
    if (start !== undefined && collided.some((loc) => loc.start <= start && start < loc.end)) continue;
    problems.push(parseProblem('2', 'extensions', error));
  }
  if (problems.length > 0) return { problems };
  let schema: GraphQLSchema;
  try {
    schema = extendSchema(reference, document, { assumeValidSDL: true });
  } catch (error) {
    return { problems: [parseProblem('2', 'extensions', error)] };
  }
  for (const error of validateSchema(schema)) problems.push(parseProblem('2', 'reference + extensions', error));
  return problems.length > 0 ? { problems } : { schema, problems };
}

// ---------------------------------------------------------------------------------------------
// Check 3: the backend's own schema builds and validates

/** Builds `magento.graphql` + `extensions.graphql` as one SDL document, as the backend does. */
export function buildBackendSchema(
  magentoSdl: string,
  extensionsSdl: string,
  sourceNames: { magento?: string; extensions?: string } = {},
): { schema?: GraphQLSchema; problems: Problem[] } {
  const documents: DocumentNode[] = [];
  for (const [sdl, name] of [
    [magentoSdl, sourceNames.magento ?? MAGENTO_PART_RELATIVE],
    [extensionsSdl, sourceNames.extensions ?? EXTENSIONS_PART_RELATIVE],
  ] as const) {
    try {
      documents.push(parse(new Source(sdl, name)));
    } catch (error) {
      return { problems: [parseProblem('3', name, error)] };
    }
  }
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: documents.flatMap((d) => d.definitions) };
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) return { problems: sdlErrors.map((e) => parseProblem('3', 'backend schema', e)) };
  let schema: GraphQLSchema;
  try {
    schema = buildASTSchema(document, { assumeValidSDL: true });
  } catch (error) {
    return { problems: [parseProblem('3', 'backend schema', error)] };
  }
  const errors = validateSchema(schema);
  if (errors.length > 0) return { problems: errors.map((e) => parseProblem('3', 'backend schema', e)) };
  return { schema, problems: [] };
}

// ---------------------------------------------------------------------------------------------
// Collecting the storefront's documents

const DOCUMENT_EXT = /\.graphql$/;

async function listDocumentFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('generated') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) out.push(...(await listDocumentFiles(full)));
    else if (entry.isFile() && DOCUMENT_EXT.test(entry.name)) out.push(full);
  }
  return out;
}

/** The fragments `definition` spreads, directly or through other fragments, that `fragments` has. */
function fragmentsUsedBy(
  definition: OperationDefinitionNode | FragmentDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const visit = (node: ASTNode) => {
    const pending: ASTNode[] = [node];
    while (pending.length) {
      const current = pending.pop()!;
      if (current.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(current.name.value);
        if (fragment && !used.has(fragment.name.value) && fragment !== definition) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment.selectionSet);
        }
      } else if ('selectionSet' in current && current.selectionSet) {
        pending.push(...current.selectionSet.selections);
      } else if (current.kind === Kind.SELECTION_SET) {
        pending.push(...current.selections);
      }
    }
  };
  visit(definition.selectionSet);
  return [...used.values()];
}

/**
 * Collects the storefront's GraphQL documents from the `.graphql` files under `dir` (recursively;
 * `generated*` is skipped): one document per operation, holding the operation and every fragment
 * it spreads (from any file, as graphql-codegen joins them), plus one per fragment no operation
 * uses. The file is read, never imported. Syntax errors and fragment names defined twice are
 * pushed to `problems`.
 *
 * `dir` is the directory to scan (e.g. `<repo>/lib/magento`); file names in the result are
 * relative to `relativeTo` (default: the current directory).
 */
export async function collectOperations(
  dir: string,
  problems: Problem[] = [],
  relativeTo: string = process.cwd(),
): Promise<CollectedDocument[]> {
  let files: string[];
  try {
    files = await listDocumentFiles(dir);
  } catch (error) {
    problems.push({ check: 'collect', subject: dir, message: `cannot read the operations directory: ${errorMessage(error)}` });
    return [];
  }
  const definitions: Array<{ file: string; definition: OperationDefinitionNode | FragmentDefinitionNode }> = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of files) {
    const rel = path.relative(relativeTo, file) || file;
    let document: DocumentNode;
    try {
      document = parse(new Source(await readFile(file, 'utf8'), rel));
    } catch (error) {
      problems.push(parseProblem('collect', rel, error));
      continue;
    }
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        if (fragments.has(definition.name.value)) {
          problems.push({ check: 'collect', subject: rel, message: `fragment ${definition.name.value} is defined twice` });
          continue;
        }
        fragments.set(definition.name.value, definition);
        definitions.push({ file: rel, definition });
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        definitions.push({ file: rel, definition });
      } else {
        problems.push({ check: 'collect', subject: rel, message: `${definition.kind} is not an executable definition` });
      }
    }
  }
  const spread = new Set<string>();
  const result: CollectedDocument[] = [];
  for (const { file, definition } of definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const used = fragmentsUsedBy(definition, fragments);
    for (const fragment of used) spread.add(fragment.name.value);
    result.push({
      file,
      exportName: definition.name?.value ?? '(anonymous)',
      document: { kind: Kind.DOCUMENT, definitions: [definition, ...used] },
    });
  }
  for (const { file, definition } of definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION || spread.has(definition.name.value)) continue;
    result.push({
      file,
      exportName: definition.name.value,
      document: { kind: Kind.DOCUMENT, definitions: [definition, ...fragmentsUsedBy(definition, fragments)] },
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Checks 4 and 5: operations

/** `query ProductPage` / `fragment PriceRange` / `query (anonymous)` for each definition. */
export function definitionLabel(def: OperationDefinitionNode | FragmentDefinitionNode): string {
  if (def.kind === Kind.FRAGMENT_DEFINITION) return `fragment ${def.name.value}`;
  return `${def.operation} ${def.name?.value ?? '(anonymous)'}`;
}

function executableDefinitions(document: DocumentNode): (OperationDefinitionNode | FragmentDefinitionNode)[] {
  return document.definitions.filter(
    (d): d is OperationDefinitionNode | FragmentDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION,
  );
}

/** What a collected document is called in reports: its operations, else its fragments. */
export function documentLabel(doc: CollectedDocument): string {
  const defs = executableDefinitions(doc.document);
  const ops = defs.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (ops.length > 0 ? ops : defs).map(definitionLabel).join(', ');
}

function definitionAt(document: DocumentNode, error: GraphQLError): OperationDefinitionNode | FragmentDefinitionNode | undefined {
  const start = error.nodes?.[0]?.loc?.start ?? error.positions?.[0];
  if (start === undefined) return undefined;
  return executableDefinitions(document).find((d) => d.loc && d.loc.start <= start && start < d.loc.end);
}

/**
 * Validates each document against `schema` with graphql's `specifiedRules` (fragment-only
 * documents: without NoUnusedFragments). Problems name the operation (or fragment) and
 * `file#export`, with graphql's message and location.
 */
export function validateOperations(schema: GraphQLSchema, ops: CollectedDocument[], check: CheckId = '4a'): Problem[] {
  const problems: Problem[] = [];
  for (const op of ops) {
    const hasOperation = op.document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
    const rules = hasOperation ? specifiedRules : specifiedRules.filter((r) => r !== NoUnusedFragmentsRule);
    let errors: readonly GraphQLError[];
    try {
      errors = validate(schema, op.document, rules);
    } catch (error) {
      problems.push({ check, subject: `${documentLabel(op)} (${op.file}#${op.exportName})`, message: errorMessage(error) });
      continue;
    }
    for (const error of errors) {
      const def = definitionAt(op.document, error);
      const label = def ? definitionLabel(def) : documentLabel(op);
      problems.push({
        check,
        subject: `${label} (${op.file}#${op.exportName})`,
        message: error.message,
        location: errorLocation(error),
      });
    }
  }
  return problems;
}

/** Every operation is named; operation names are unique across all collected documents. */
export function checkOperationHygiene(ops: CollectedDocument[]): Problem[] {
  const problems: Problem[] = [];
  const byName = new Map<string, { op: CollectedDocument; def: OperationDefinitionNode }[]>();
  for (const op of ops) {
    for (const def of op.document.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!def.name) {
        problems.push({
          check: '5',
          subject: `${def.operation} (anonymous) (${op.file}#${op.exportName})`,
          message: 'operation has no name',
          location: nodeLocation(def),
        });
        continue;
      }
      const list = byName.get(def.name.value) ?? [];
      list.push({ op, def });
      byName.set(def.name.value, list);
    }
  }
  for (const [name, list] of byName) {
    if (list.length < 2) continue;
    problems.push({
      check: '5',
      subject: `operation ${name}`,
      message: `name used by ${list.length} different documents: ${list.map(({ op }) => `${op.file}#${op.exportName}`).join(', ')}`,
      location: nodeLocation(list[1].def),
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Profiles: core and optional features (DESIGN.md "Core and optional features")

/**
 * `embedded` (default): every operation against the reference + our extension part and against the
 * backend's own schema. `os`: stock Magento Open Source 2.4 — the reference plus the attributes a
 * default install adds at run time; core operations must all validate, optional features'
 * operations are reported. `commerce`: Adobe Commerce, approximated as `os` plus the gift card part
 * of our extension schema (which mirrors Adobe Commerce's gift card GraphQL).
 */
export type ContractProfile = 'os' | 'commerce' | 'embedded';
export const CONTRACT_PROFILES: readonly ContractProfile[] = ['os', 'commerce', 'embedded'];

/** What the check needs to know of a feature (the registry's entries; tests pass their own). */
export type FeatureContract = Pick<FeatureDefinition, 'operations' | 'requires'>;

const EXTENSION_KIND: Partial<Record<Kind, Kind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: Kind.OBJECT_TYPE_EXTENSION,
  [Kind.INTERFACE_TYPE_DEFINITION]: Kind.INTERFACE_TYPE_EXTENSION,
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: Kind.INPUT_OBJECT_TYPE_EXTENSION,
  [Kind.ENUM_TYPE_DEFINITION]: Kind.ENUM_TYPE_EXTENSION,
};

/**
 * The reference with the run-time attributes merged in, the way Magento's GraphQlReader merges
 * partial declarations: fields a type already has are kept, new ones added, and an interface's new
 * fields are added to every type implementing it too (as Magento declares them on each).
 */
export function mergeRuntimeAttributes(reference: GraphQLSchema, runtimeSdl: string, sourceName = 'runtime-eav'): GraphQLSchema {
  const document = parse(new Source(runtimeSdl, sourceName));
  const extensions: DefinitionNode[] = [];
  const fieldsOf = (type: GraphQLNamedType | null | undefined): Record<string, unknown> =>
    type && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) ? type.getFields() : {};
  for (const def of document.definitions) {
    if (!isTypeNode(def) || !('fields' in def)) {
      extensions.push(def);
      continue;
    }
    const existing = reference.getType(def.name.value);
    const kind = existing ? (EXTENSION_KIND[def.kind] ?? def.kind) : def.kind;
    const own = fieldsOf(existing);
    const fields = ((def.fields ?? []) as readonly (FieldDefinitionNode | InputValueDefinitionNode)[]).filter((f) => !own[f.name.value]);
    extensions.push({ ...def, kind, fields } as DefinitionNode);
    if (def.kind !== Kind.INTERFACE_TYPE_DEFINITION || !existing || !isInterfaceType(existing)) continue;
    const { objects, interfaces } = reference.getImplementations(existing);
    for (const implementation of [...objects, ...interfaces]) {
      const theirs = implementation.getFields();
      const missing = (def.fields ?? []).filter((f) => !theirs[f.name.value]);
      if (missing.length === 0) continue;
      extensions.push({
        kind: isObjectType(implementation) ? Kind.OBJECT_TYPE_EXTENSION : Kind.INTERFACE_TYPE_EXTENSION,
        name: { kind: Kind.NAME, value: implementation.name },
        fields: missing,
      } as DefinitionNode);
    }
  }
  return extendSchema(reference, { kind: Kind.DOCUMENT, definitions: extensions }, { assumeValidSDL: true });
}

/**
 * The gift card section of our extension part ("# Gift cards ..." up to the next section): the
 * part that mirrors Adobe Commerce's schema. Undefined when the file has no such section.
 */
export function giftCardSection(extensionsSdl: string): string | undefined {
  const separator = /^# -{20,}\s*$/gm;
  const title = extensionsSdl.search(/^# Gift cards\b/m);
  if (title < 0) return undefined;
  separator.lastIndex = title;
  const headerEnd = separator.exec(extensionsSdl);
  if (!headerEnd) return undefined;
  const bodyStart = headerEnd.index + headerEnd[0].length;
  separator.lastIndex = bodyStart;
  const next = separator.exec(extensionsSdl);
  return extensionsSdl.slice(bodyStart, next ? next.index : undefined);
}

/** The names a document is known by: its operations, else (fragment-only) its fragments. */
function documentNames(doc: CollectedDocument): string[] {
  const defs = executableDefinitions(doc.document);
  const ops = defs.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return (ops.length > 0 ? ops : defs).flatMap((d) => (d.name ? [d.name.value] : []));
}

/** The feature a document belongs to (all its names are that feature's), or undefined: core. */
export function featureOfDocument(doc: CollectedDocument, features: Record<string, FeatureContract>): string | undefined {
  const names = documentNames(doc);
  if (names.length === 0) return undefined;
  return Object.keys(features).find((id) => names.every((name) => (features[id].operations as readonly string[]).includes(name)));
}

/** Registry names that no collected document has (a renamed or removed operation). */
export function checkRegistryNames(ops: CollectedDocument[], features: Record<string, FeatureContract>): Problem[] {
  const known = new Set(ops.flatMap((op) => executableDefinitions(op.document).flatMap((d) => (d.name ? [d.name.value] : []))));
  const problems: Problem[] = [];
  for (const [id, feature] of Object.entries(features)) {
    for (const name of feature.operations) {
      if (!known.has(name)) {
        problems.push({ check: 'registry', subject: `feature ${id}`, message: `names ${name}, which no storefront document defines` });
      }
    }
  }
  return problems;
}

/** Whether a schema has a capability: `Type` or `Type.field`; `rest:` ones cannot be told from a schema. */
export function schemaHasCapability(schema: GraphQLSchema, capability: string): boolean | undefined {
  if (capability.startsWith('rest:')) return undefined;
  const [typeName, fieldName] = capability.split('.');
  const type = schema.getType(typeName);
  if (!type) return false;
  if (!fieldName) return true;
  return (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) && fieldName in type.getFields();
}

/**
 * yes / no / ? for a feature against a schema; `?` when it needs a REST route and no probe was made
 * (`rest`: the REST capabilities a live Magento answered, see probeRestCapabilities).
 */
export function featureSupport(
  schema: GraphQLSchema,
  id: string,
  feature: FeatureContract,
  ops: CollectedDocument[],
  features: Record<string, FeatureContract>,
  rest?: ReadonlySet<string>,
): 'yes' | 'no' | '?' {
  const own = ops.filter((op) => featureOfDocument(op, features) === id);
  if (validateOperations(schema, own).length > 0) return 'no';
  const has = feature.requires.map((capability) => schemaHasCapability(schema, capability) ?? rest?.has(capability));
  if (has.includes(false)) return 'no';
  return has.includes(undefined) ? '?' : 'yes';
}

/** The capabilities file of a backend: the registry's capabilities it has (REST ones probed at `restBase`). */
export async function capabilitiesOf(
  schema: GraphQLSchema,
  options: { source?: string; rest?: ReadonlySet<string>; features?: Record<string, FeatureContract> } = {},
): Promise<CapabilitiesFile> {
  const features = options.features ?? FEATURES;
  const rest = options.rest ?? new Set<string>();
  const names = options.features
    ? [...new Set(Object.values(features).flatMap((f) => f.requires as readonly string[]))].sort()
    : allCapabilities();
  const capabilities = names.filter((capability) => schemaHasCapability(schema, capability) ?? rest.has(capability));
  const present = new Set(capabilities);
  return {
    format: 1,
    source: options.source,
    written_at: new Date().toISOString(),
    capabilities,
    features: Object.fromEntries(Object.entries(features).map(([id, f]) => [id, f.requires.every((c) => present.has(c))])),
  };
}

/** `https://shop.example/rest/default/V1/` from `https://shop.example/graphql`. */
export function restBaseOf(graphqlUrl: string, store = 'default'): string {
  const url = new URL(graphqlUrl);
  url.pathname = `${url.pathname.replace(/\/graphql\/?$/, '')}/rest/${encodeURIComponent(store)}/V1/`.replace(/\/{2,}/g, '/');
  url.search = '';
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// The whole check

export interface ContractCheckOptions {
  /** Repository root (default: the parent of this file's directory). */
  repoRoot?: string;
  /** Reference SDL file. */
  schemaPath?: string;
  /** Live Magento GraphQL endpoint to introspect (instead of schemaPath). */
  url?: string;
  /** `Store` header for the introspection request. */
  store?: string;
  /** An already loaded reference (tests). */
  reference?: Reference;
  /** Overrides of the backend schema files and the operations directory. */
  magentoSchemaPath?: string;
  extensionsSchemaPath?: string;
  operationsDir?: string;
  /** Environment for MAGENTO_SCHEMA (default process.env). */
  env?: Record<string, string | undefined>;
  /** Print a PASS line per operation (default true). */
  perOperation?: boolean;
  /** Which Magento the operations must work on (default `embedded`). */
  profile?: ContractProfile;
  /** The run-time attributes SDL (default ../shared/magento-schema/magento-2.4-runtime-eav.graphql). */
  runtimeEavPath?: string;
  /** The optional features (default: lib/features/registry.ts). */
  features?: Record<string, FeatureContract>;
  /** Write the reference's capabilities (the storefront's MAGENTO_CAPABILITIES_FILE) to this file. */
  writeCapabilities?: string;
  /** fetch for the REST probes of --write-capabilities (tests). */
  fetchImpl?: typeof fetch;
}

export interface ContractCheckResult {
  ok: boolean;
  /** 0 everything passed, 1 a check failed, 2 no usable reference. */
  exitCode: 0 | 1 | 2;
  lines: string[];
  problems: Problem[];
}

export function defaultRepoRoot(): string {
  return path.resolve(__dirname, '..');
}

/** Where the reference comes from when no --schema/--url is given: the shared SDL, then $MAGENTO_SCHEMA. */
export function resolveDefaultReference(
  repoRoot: string,
  env: Record<string, string | undefined> = process.env,
): { schemaPath?: string; url?: string; tried: string[] } {
  const tried: string[] = [];
  const shared = path.resolve(repoRoot, DEFAULT_REFERENCE_RELATIVE);
  tried.push(shared);
  if (existsSync(shared)) return { schemaPath: shared, tried };
  const fromEnv = env.MAGENTO_SCHEMA?.trim();
  if (fromEnv) {
    if (/^https?:\/\//i.test(fromEnv)) return { url: fromEnv, tried };
    const resolved = path.resolve(repoRoot, fromEnv);
    tried.push(`$MAGENTO_SCHEMA=${resolved}`);
    if (existsSync(resolved)) return { schemaPath: resolved, tried };
  } else {
    tried.push('$MAGENTO_SCHEMA (not set)');
  }
  return { tried };
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

export async function runContractCheck(options: ContractCheckOptions = {}): Promise<ContractCheckResult> {
  const repoRoot = path.resolve(options.repoRoot ?? defaultRepoRoot());
  const rel = (p: string) => {
    const r = path.relative(repoRoot, p);
    return r && !r.startsWith('..') && !path.isAbsolute(r) ? r : p;
  };
  const lines: string[] = [];
  const problems: Problem[] = [];
  const report = (check: string, title: string, found: Problem[], detail = '') => {
    problems.push(...found);
    if (found.length === 0) {
      lines.push(`PASS [${check}] ${title}${detail ? ` (${detail})` : ''}`);
    } else {
      lines.push(`FAIL [${check}] ${title}: ${plural(found.length, 'problem')}`);
      for (const p of found) lines.push(`    - ${formatProblem(p)}`);
    }
  };

  // --- Reference
  let reference = options.reference;
  if (!reference) {
    let { schemaPath, url } = options;
    if (!schemaPath && !url) {
      const resolved = resolveDefaultReference(repoRoot, options.env ?? process.env);
      schemaPath = resolved.schemaPath;
      url = resolved.url;
      if (!schemaPath && !url) {
        lines.push(
          `check:magento: no Magento reference schema found (tried ${resolved.tried.join(', ')}). ` +
            'Pass --schema <file.graphql>, --url <https://shop.example/graphql> or set MAGENTO_SCHEMA.',
        );
        return {
          ok: false,
          exitCode: 2,
          lines,
          problems: [{ check: 'reference', subject: 'reference', message: 'no reference schema found' }],
        };
      }
    }
    try {
      if (url) {
        reference = {
          schema: await loadReferenceFromUrl(url, options.store),
          label: `Magento at ${url}${options.store ? ` (store ${options.store})` : ''}`,
          origin: url,
        };
      } else {
        reference = { schema: await loadReferenceFromFile(schemaPath!), label: 'Magento 2.4', origin: schemaPath! };
      }
    } catch (error) {
      lines.push(`check:magento: cannot load the Magento reference schema: ${errorMessage(error)}`);
      return { ok: false, exitCode: 2, lines, problems: [{ check: 'reference', subject: 'reference', message: errorMessage(error) }] };
    }
  }
  const refTypeCount = Object.keys(reference.schema.getTypeMap()).filter((n) => !n.startsWith('__')).length;
  lines.push(`Reference: ${reference.label} — ${reference.origin} (${refTypeCount} types)`);
  const profile = options.profile ?? 'embedded';
  const features = options.features ?? FEATURES;
  const live = Boolean(options.url);

  // The run-time attributes of a default install (a live Magento's introspection has them already).
  let withRuntime: GraphQLSchema | undefined = live ? reference.schema : undefined;
  if (!live) {
    const eavPath = options.runtimeEavPath ?? path.resolve(repoRoot, DEFAULT_RUNTIME_EAV_RELATIVE);
    const eavSdl = await readOptional(eavPath);
    if (eavSdl === undefined && profile !== 'embedded') {
      lines.push(`check:magento: the ${profile} profile needs the run-time attributes of a default install: ${eavPath} not found`);
      return { ok: false, exitCode: 2, lines, problems: [{ check: 'reference', subject: eavPath, message: 'file not found' }] };
    }
    if (eavSdl !== undefined) {
      try {
        withRuntime = mergeRuntimeAttributes(reference.schema, eavSdl, rel(eavPath));
      } catch (error) {
        lines.push(`check:magento: cannot merge the run-time attributes (${rel(eavPath)}): ${errorMessage(error)}`);
        return { ok: false, exitCode: 2, lines, problems: [{ check: 'reference', subject: eavPath, message: errorMessage(error) }] };
      }
    }
  }

  // A live Magento's REST routes, which introspection cannot show, are probed.
  const rest = options.url ? await probeRestCapabilities(restBaseOf(options.url, options.store), options.fetchImpl) : undefined;
  if (options.writeCapabilities) {
    const file = await capabilitiesOf(withRuntime ?? reference.schema, { source: reference.origin, rest, features: options.features });
    await writeFile(options.writeCapabilities, `${JSON.stringify(file, null, 2)}\n`);
    const on = Object.entries(file.features ?? {})
      .filter(([, yes]) => yes)
      .map(([id]) => id);
    lines.push(
      `Capabilities written to ${options.writeCapabilities}: ${plural(file.capabilities.length, 'capability', 'capabilities')}; ` +
        `features on: ${on.join(', ') || 'none (core only)'}` +
        (options.url ? '' : ' (REST capabilities are probed only with --url)'),
    );
  }

  if (profile !== 'embedded') {
    return runProfileCheck({ profile, reference, withRuntime: withRuntime!, live, rest, repoRoot, rel, lines, features, options });
  }

  // --- Backend schema files
  const magentoPath = options.magentoSchemaPath ?? path.join(repoRoot, MAGENTO_PART_RELATIVE);
  const extensionsPath = options.extensionsSchemaPath ?? path.join(repoRoot, EXTENSIONS_PART_RELATIVE);
  const magentoSdl = await readOptional(magentoPath);
  const extensionsSdl = await readOptional(extensionsPath);
  const magentoName = rel(magentoPath);
  const extensionsName = rel(extensionsPath);

  // 1. Magento part ⊆ reference
  let magentoTypeCount = 0;
  if (magentoSdl === undefined) {
    report('1', 'backend Magento part is a subset of the reference', [{ check: '1', subject: magentoName, message: 'file not found' }]);
  } else {
    const found = checkMagentoSubset(reference.schema, magentoSdl, magentoName);
    try {
      magentoTypeCount = declaredTypeNames(magentoSdl).length;
    } catch {
      /* parse error already reported */
    }
    report('1', `backend Magento part (${magentoName}) is a subset of the reference`, found, plural(magentoTypeCount, 'type'));
  }

  // 2. reference + extensions
  let extendedReference: GraphQLSchema | undefined;
  if (extensionsSdl === undefined) {
    report('2', 'extension part applies on top of the reference', [{ check: '2', subject: extensionsName, message: 'file not found' }]);
  } else {
    const { schema, problems: found } = checkExtensions(reference.schema, extensionsSdl, extensionsName);
    extendedReference = schema;
    let detail = '';
    try {
      const s = summarizeExtensions(extensionsSdl);
      detail = `${plural(s.newTypes.length, 'new type')}, ${plural(s.extendedTypes.length, 'extended type')}`;
    } catch {
      /* parse error already reported */
    }
    report('2', `extension part (${extensionsName}) applies on top of the reference`, found, detail);
  }

  // 3. backend schema builds
  let backendSchema: GraphQLSchema | undefined;
  if (magentoSdl === undefined || extensionsSdl === undefined) {
    report('3', "backend's own schema builds and validates", [
      {
        check: '3',
        subject: 'backend schema',
        message: `cannot build: ${[magentoSdl === undefined && magentoName, extensionsSdl === undefined && extensionsName].filter(Boolean).join(' and ')} not found`,
      },
    ]);
  } else {
    const built = buildBackendSchema(magentoSdl, extensionsSdl, { magento: magentoName, extensions: extensionsName });
    backendSchema = built.schema;
    report('3', `backend's own schema (${magentoName} + ${extensionsName}) builds and validates`, built.problems);
  }

  // Collect operations
  const operationsDir = options.operationsDir ?? path.join(repoRoot, OPERATIONS_DIR_RELATIVE);
  const collectProblems: Problem[] = [];
  const ops = await collectOperations(operationsDir, collectProblems, repoRoot);
  const operationCount = ops.reduce((n, op) => n + op.document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length, 0);
  const fragmentOnly = ops.filter((op) => !op.document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)).length;
  report(
    'collect',
    `storefront documents collected from ${rel(operationsDir)}`,
    collectProblems,
    `${plural(ops.length, 'document')}: ${plural(operationCount, 'operation')}${fragmentOnly ? `, ${plural(fragmentOnly, 'fragment-only document')}` : ''}`,
  );

  // 4. operations validate against (a) reference + extensions, (b) backend schema
  const targets: { check: '4a' | '4b'; label: string; schema?: GraphQLSchema; why: string }[] = [
    {
      check: '4a',
      label: `${reference.label} + extensions`,
      schema: extendedReference,
      why: 'reference + extensions did not build (see [2])',
    },
    { check: '4b', label: 'the backend schema', schema: backendSchema, why: 'the backend schema did not build (see [3])' },
  ];
  const perOperation = options.perOperation ?? true;
  for (const target of targets) {
    if (!target.schema) {
      report(target.check, `storefront operations validate against ${target.label}`, [
        { check: target.check, subject: 'operations', message: `not checked: ${target.why}` },
      ]);
      continue;
    }
    const found = validateOperations(target.schema, ops, target.check);
    problems.push(...found);
    const failedDocs = new Set(found.map((p) => /\(([^()]*#[^()]*)\)$/.exec(p.subject)?.[1]));
    if (found.length === 0) {
      lines.push(
        `PASS [${target.check}] ${plural(ops.length, 'document')} (${plural(operationCount, 'operation')}) valid against ${target.label}`,
      );
    } else {
      lines.push(
        `FAIL [${target.check}] storefront operations against ${target.label}: ${plural(failedDocs.size, 'document')} with ${plural(found.length, 'error')}`,
      );
    }
    if (perOperation || found.length > 0) {
      for (const op of ops) {
        const id = `${op.file}#${op.exportName}`;
        const opProblems = found.filter((p) => p.subject.endsWith(`(${id})`));
        if (opProblems.length === 0) {
          if (perOperation) lines.push(`    PASS ${documentLabel(op)} (${id})`);
        } else {
          lines.push(`    FAIL ${documentLabel(op)} (${id})`);
          for (const p of opProblems)
            lines.push(`        - ${p.subject.replace(` (${id})`, '')}: ${p.message}${p.location ? ` (${p.location})` : ''}`);
        }
      }
    }
  }

  // 5. hygiene
  report('5', 'every operation is named and operation names are unique', checkOperationHygiene(ops), plural(operationCount, 'operation'));
  report('registry', 'every operation the feature registry names exists', checkRegistryNames(ops, features));
  lines.push(
    ...(live
      ? featureTable(ops, features, { 'this Magento': reference.schema }, rest)
      : featureTable(ops, features, profileSchemas(withRuntime, extensionsSdl, backendSchema))),
  );

  const ok = problems.length === 0;
  if (ok) {
    lines.push(
      `check:magento: ${plural(operationCount, 'operation')} valid against ${reference.label} + extensions; ` +
        `backend Magento part is a subset (${plural(magentoTypeCount, 'type')})`,
    );
  } else {
    const byCheck = new Map<string, number>();
    for (const p of problems) byCheck.set(p.check, (byCheck.get(p.check) ?? 0) + 1);
    lines.push(
      `check:magento: FAILED — ${plural(problems.length, 'problem')} (${[...byCheck].map(([c, n]) => `[${c}] ${n}`).join(', ')}); ` +
        `${plural(operationCount, 'operation')} checked against ${reference.label} + extensions`,
    );
  }
  return { ok, exitCode: ok ? 0 : 1, lines, problems };
}

/** The schemas of the three profiles, as far as they build from the files. */
function profileSchemas(
  withRuntime: GraphQLSchema | undefined,
  extensionsSdl: string | undefined,
  backendSchema: GraphQLSchema | undefined,
): Partial<Record<ContractProfile, GraphQLSchema>> {
  const schemas: Partial<Record<ContractProfile, GraphQLSchema>> = {};
  if (withRuntime) {
    schemas.os = withRuntime;
    const giftCards = extensionsSdl === undefined ? undefined : giftCardSection(extensionsSdl);
    if (giftCards !== undefined) schemas.commerce = checkExtensions(withRuntime, giftCards, 'gift card part of the extensions').schema;
  }
  if (backendSchema) schemas.embedded = backendSchema;
  return schemas;
}

/** "Optional features: which profiles support each", one line per feature. */
function featureTable(
  ops: CollectedDocument[],
  features: Record<string, FeatureContract>,
  schemas: Partial<Record<ContractProfile | 'this Magento', GraphQLSchema>>,
  rest?: ReadonlySet<string>,
): string[] {
  const columns = Object.keys(schemas) as (keyof typeof schemas)[];
  const width = Math.max(...Object.keys(features).map((id) => id.length), 7);
  const lines = [`Optional features (yes: supported; ?: needs a REST route, probed at run time): ${columns.join(' | ')}`];
  for (const [id, feature] of Object.entries(features)) {
    const cells = columns.map((column) => `${column} ${featureSupport(schemas[column]!, id, feature, ops, features, rest)}`);
    lines.push(`    ${id.padEnd(width)}  ${cells.join('  ')}`);
  }
  return lines;
}

interface ProfileCheckInput {
  profile: Exclude<ContractProfile, 'embedded'>;
  reference: Reference;
  /** A live Magento's REST capabilities (probed), when checking one. */
  rest?: ReadonlySet<string>;
  withRuntime: GraphQLSchema;
  live: boolean;
  repoRoot: string;
  rel: (p: string) => string;
  lines: string[];
  features: Record<string, FeatureContract>;
  options: ContractCheckOptions;
}

/**
 * `--profile os` / `--profile commerce`: every core operation must validate against that Magento;
 * an optional feature's operations are reported, not failed; then which profiles support each
 * feature.
 */
async function runProfileCheck(input: ProfileCheckInput): Promise<ContractCheckResult> {
  const { profile, reference, withRuntime, live, rest, repoRoot, rel, lines, features, options } = input;
  const problems: Problem[] = [];
  const report = (check: string, title: string, found: Problem[], detail = '') => {
    problems.push(...found);
    if (found.length === 0) lines.push(`PASS [${check}] ${title}${detail ? ` (${detail})` : ''}`);
    else {
      lines.push(`FAIL [${check}] ${title}: ${plural(found.length, 'problem')}`);
      for (const p of found) lines.push(`    - ${formatProblem(p)}`);
    }
  };

  const extensionsPath = options.extensionsSchemaPath ?? path.join(repoRoot, EXTENSIONS_PART_RELATIVE);
  const extensionsSdl = await readOptional(extensionsPath);
  let target: GraphQLSchema | undefined = withRuntime;
  let label = live ? reference.label : `${reference.label} + default run-time attributes`;
  if (profile === 'commerce' && !live) {
    const giftCards = extensionsSdl === undefined ? undefined : giftCardSection(extensionsSdl);
    const built = giftCards === undefined ? undefined : checkExtensions(withRuntime, giftCards, `${rel(extensionsPath)} (gift cards)`);
    if (!built?.schema) {
      report(
        'reference',
        'Adobe Commerce approximation builds',
        built?.problems ?? [{ check: 'reference', subject: rel(extensionsPath), message: 'no gift card section found' }],
      );
      target = undefined;
    } else {
      target = built.schema;
    }
    label = `Adobe Commerce (approximated: ${label} + the gift card part of ${rel(extensionsPath)})`;
  }
  lines.push(`Profile: ${profile} — ${label}`);

  const operationsDir = options.operationsDir ?? path.join(repoRoot, OPERATIONS_DIR_RELATIVE);
  const collectProblems: Problem[] = [];
  const ops = await collectOperations(operationsDir, collectProblems, repoRoot);
  report('collect', `storefront documents collected from ${rel(operationsDir)}`, collectProblems, plural(ops.length, 'document'));
  report('registry', 'every operation the feature registry names exists', checkRegistryNames(ops, features));

  const check = profile === 'os' ? '4os' : '4commerce';
  if (target) {
    const core = ops.filter((op) => featureOfDocument(op, features) === undefined);
    const optional = ops.filter((op) => featureOfDocument(op, features) !== undefined);
    const found = validateOperations(target, core, check);
    report(check, `core operations validate against ${label}`, found, `${plural(core.length, 'core document')}`);
    const perOperation = options.perOperation ?? true;
    if (perOperation) for (const op of core) lines.push(`    PASS ${documentLabel(op)} (${op.file}#${op.exportName})`);
    const unsupported = optional.filter((op) => validateOperations(target!, [op]).length > 0);
    lines.push(
      `INFO [${check}] optional features' documents: ${optional.length - unsupported.length} of ${optional.length} valid here (not failed)`,
    );
    for (const op of unsupported) lines.push(`    n/a ${documentLabel(op)} — feature ${featureOfDocument(op, features)}`);
  }
  report('5', 'every operation is named and operation names are unique', checkOperationHygiene(ops));

  if (live) {
    lines.push(...featureTable(ops, features, { 'this Magento': withRuntime }, rest));
  } else {
    const magentoSdl = await readOptional(options.magentoSchemaPath ?? path.join(repoRoot, MAGENTO_PART_RELATIVE));
    const backend =
      magentoSdl !== undefined && extensionsSdl !== undefined ? buildBackendSchema(magentoSdl, extensionsSdl).schema : undefined;
    lines.push(...featureTable(ops, features, profileSchemas(withRuntime, extensionsSdl, backend)));
  }

  const ok = problems.length === 0;
  lines.push(
    ok
      ? `check:magento --profile ${profile}: every core operation valid against ${label}`
      : `check:magento --profile ${profile}: FAILED — ${plural(problems.length, 'problem')}`,
  );
  return { ok, exitCode: ok ? 0 : 1, lines, problems };
}
