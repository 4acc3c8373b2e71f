/**
 * `npm run check:magento:coverage`: how much of Magento Open Source 2.4.6 the embedded backend's
 * Magento part covers (issue 13). Per reference type that backend/schema/magento.graphql declares,
 * the share of the reference's fields (enum values, union members) it declares; then the Query and
 * Mutation fields of the reference the backend answers: declared in the Magento part and resolved
 * by a module's resolver in the executable schema. The payment-provider fields that need a
 * provider's servers are named apart (PAYMENT_PROVIDER_EXCEPTIONS).
 *
 *   npx tsx scripts/magento-coverage.ts [--types] [--missing]
 *     --types     one line per declared type (default: only types below 100%)
 *     --missing   list the missing fields of each type below 100%
 *
 * Exit code 0 always (it reports; the contract check decides).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema as buildSdl,
  Kind,
  parse,
  print,
  type DefinitionNode,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { REPOSITORY_ROOT } from '../backend/config';
import { DEFAULT_REFERENCE_RELATIVE, MAGENTO_PART_RELATIVE } from './magento-contract';

/**
 * Fields of Magento's payment integrations that need the provider's own servers (PayPal Payflow and
 * Hosted Pro). The backend declares and resolves them, answering with Magento's "not configured"
 * errors, as a Magento whose merchant has not set these providers up does.
 */
export const PAYMENT_PROVIDER_EXCEPTIONS = [
  'Query.getPayflowLinkToken',
  'Query.getHostedProUrl',
  'Mutation.createPayflowProToken',
  'Mutation.handlePayflowProResponse',
] as const;

export interface TypeCoverage {
  name: string;
  declared: number;
  total: number;
  missing: string[];
}

export interface OperationCoverage {
  root: 'Query' | 'Mutation';
  total: number;
  declared: string[];
  resolved: string[];
  missing: string[];
}

export interface Coverage {
  types: TypeCoverage[];
  referenceTypeCount: number;
  operations: OperationCoverage[];
}

/** Names of the members (fields, enum values, union members) of a named type. */
function membersOf(type: GraphQLNamedType | null | undefined): string[] {
  if (!type) return [];
  if (isEnumType(type)) return type.getValues().map((v) => v.name);
  if (isUnionType(type)) return type.getTypes().map((t) => t.name);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return Object.keys(type.getFields());
  return [];
}

const isUserType = (name: string) => !name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name);

/**
 * Coverage of `reference` by `part` (an SDL subset of it) and by `served` (the executable schema:
 * a root field counts as resolved when a resolver is attached to it).
 */
export function measureCoverage(reference: GraphQLSchema, part: GraphQLSchema, served: GraphQLSchema): Coverage {
  const types = Object.keys(part.getTypeMap())
    .filter(isUserType)
    .filter((name) => reference.getType(name))
    .sort()
    .map((name) => {
      const all = membersOf(reference.getType(name));
      const mine = new Set(membersOf(part.getType(name)));
      return { name, declared: all.filter((m) => mine.has(m)).length, total: all.length, missing: all.filter((m) => !mine.has(m)) };
    });
  const operations = (['Query', 'Mutation'] as const).map((root) => {
    const all = membersOf(reference.getType(root));
    const declared = new Set(membersOf(part.getType(root)));
    const servedType = served.getType(root);
    const servedFields = servedType && isObjectType(servedType) ? servedType.getFields() : {};
    const resolved = all.filter((f) => declared.has(f) && typeof servedFields[f]?.resolve === 'function');
    return {
      root,
      total: all.length,
      declared: all.filter((f) => declared.has(f)),
      resolved,
      missing: all.filter((f) => !resolved.includes(f)),
    };
  });
  const referenceTypeCount = Object.keys(reference.getTypeMap()).filter(isUserType).length;
  return { types, referenceTypeCount, operations };
}

const percent = (part: number, whole: number) => `${whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10}%`;

/** The report's lines. */
export function formatCoverage(coverage: Coverage, options: { allTypes?: boolean; missing?: boolean } = {}): string[] {
  const lines: string[] = [];
  const fieldsDeclared = coverage.types.reduce((n, t) => n + t.declared, 0);
  const fieldsTotal = coverage.types.reduce((n, t) => n + t.total, 0);
  const partial = coverage.types.filter((t) => t.declared < t.total);
  lines.push('Magento part (backend/schema/magento.graphql) against Magento Open Source 2.4.6:');
  for (const t of options.allTypes ? coverage.types : partial) {
    lines.push(`  ${t.name}: ${t.declared}/${t.total} (${percent(t.declared, t.total)})`);
    if (options.missing && t.missing.length) lines.push(`    missing: ${t.missing.join(', ')}`);
  }
  lines.push(
    `Types declared: ${coverage.types.length} of ${coverage.referenceTypeCount}; complete: ${coverage.types.length - partial.length} of ${coverage.types.length}`,
  );
  lines.push(`Fields of declared types: ${fieldsDeclared} of ${fieldsTotal} (${percent(fieldsDeclared, fieldsTotal)})`);
  const exceptions = new Set<string>(PAYMENT_PROVIDER_EXCEPTIONS);
  for (const op of coverage.operations) {
    lines.push(
      `${op.root} fields answered (declared and resolved): ${op.resolved.length} of ${op.total} (${percent(op.resolved.length, op.total)}); declared: ${op.declared.length}`,
    );
    const missing = op.missing.filter((f) => !exceptions.has(`${op.root}.${f}`));
    if (missing.length) lines.push(`  not answered: ${missing.join(', ')}`);
  }
  lines.push(`Payment-provider exceptions (answered with Magento's "not configured" errors): ${PAYMENT_PROVIDER_EXCEPTIONS.join(', ')}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The PWA part (backend/schema/pwa.graphql) against Magento's PWA module sources

export const PWA_SOURCES_RELATIVE = path.join('..', 'shared', 'magento-schema', 'magento2-pwa');
export const PWA_PART_RELATIVE = path.join('backend', 'schema', 'pwa.graphql');

/** The module's contactUs, served in the same shape by the extension part (Magento 2.4.7's contactUs). */
const SERVED_BY_EXTENSIONS = new Set(['Mutation.contactUs', 'ContactUsInput.*', 'ContactUsOutput.*']);

/**
 * Magento's .graphqls as plain SDL: without Magento's directives (@doc, @resolver, @typeResolver),
 * empty bodies (a type that only adds interfaces, an enum another module fills) and with "&" between
 * implemented interfaces.
 */
export function plainSdl(graphqls: string): string {
  return graphqls
    .replace(/@(doc|resolver|typeResolver|cache)\s*\((?:[^()"]|"(?:[^"\\]|\\.)*")*\)/g, '')
    .replace(/\{\s*\}/g, '')
    .replace(
      /implements\s+([^{\n]+)/g,
      (_, list: string) =>
        `implements ${list
          .split(',')
          .map((i) => i.trim())
          .filter(Boolean)
          .join(' & ')} `,
    );
}

interface Member {
  /** `field(args): Type` as printed, or an enum value's name. */
  signature: string;
}

type Members = Map<string, Map<string, Member>>;

/** Per type name: its fields (with arguments and type) and enum values, merged over every definition and extension. */
function membersOfDocuments(definitions: readonly DefinitionNode[]): { members: Members; interfaces: Map<string, Set<string>> } {
  const members: Members = new Map();
  const interfaces = new Map<string, Set<string>>();
  for (const definition of definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const name = definition.name.value;
    const own = members.get(name) ?? new Map<string, Member>();
    members.set(name, own);
    if ('interfaces' in definition && definition.interfaces) {
      const set = interfaces.get(name) ?? new Set<string>();
      definition.interfaces.forEach((i) => set.add(i.name.value));
      interfaces.set(name, set);
    }
    if ('fields' in definition && definition.fields) {
      for (const field of definition.fields) {
        const args =
          'arguments' in field && field.arguments?.length
            ? `(${field.arguments.map((a) => `${a.name.value}: ${print(a.type)}`).join(', ')})`
            : '';
        own.set(field.name.value, { signature: `${field.name.value}${args}: ${print(field.type)}` });
      }
    }
    if ('values' in definition && definition.values)
      for (const value of definition.values) own.set(value.name.value, { signature: value.name.value });
  }
  return { members, interfaces };
}

export interface PwaCoverage {
  declared: number;
  total: number;
  missing: string[];
  /** Fields of pwa.graphql that are not the module's (or differ from it). */
  foreign: string[];
}

/** How much of the PWA module pwa.graphql declares, and whether all it declares is the module's. */
export function measurePwaCoverage(moduleSources: string[], pwaSdl: string, magentoSdl = ''): PwaCoverage {
  const module = membersOfDocuments(moduleSources.flatMap((sdl) => parse(plainSdl(sdl)).definitions));
  const part = membersOfDocuments(parse(pwaSdl).definitions.filter((d) => d.kind !== Kind.SCHEMA_DEFINITION));
  // What the module repeats from Magento's own schema (Cart.is_virtual) is declared by the Magento part.
  const magento = magentoSdl ? membersOfDocuments(parse(magentoSdl).definitions).members : new Map<string, Map<string, Member>>();
  const served = (type: string, member: string) => SERVED_BY_EXTENSIONS.has(`${type}.${member}`) || SERVED_BY_EXTENSIONS.has(`${type}.*`);
  const expected: string[] = [];
  const missing: string[] = [];
  for (const [type, fields] of module.members) {
    for (const [name, member] of fields) {
      if (served(type, name)) continue;
      expected.push(`${type}.${name}`);
      const declared = part.members.get(type)?.get(name) ?? magento.get(type)?.get(name);
      if (declared?.signature !== member.signature) missing.push(`${type}.${name}`);
    }
  }
  // A field of an implementing type may come from one of the module's interfaces it implements.
  const moduleField = (type: string, name: string): Member | undefined => {
    const direct = module.members.get(type)?.get(name);
    if (direct) return direct;
    for (const implemented of [...(module.interfaces.get(type) ?? []), ...(part.interfaces.get(type) ?? [])]) {
      const inherited = module.members.get(implemented)?.get(name);
      if (inherited) return inherited;
    }
    // Magento adds an interface's new field to every type implementing it (custom_attributes on each product type).
    return module.members.get('ProductInterface')?.get(name) && /Product$/.test(type)
      ? module.members.get('ProductInterface')!.get(name)
      : undefined;
  };
  const foreign: string[] = [];
  for (const [type, fields] of part.members) {
    for (const [name, member] of fields) {
      if (moduleField(type, name)?.signature !== member.signature) foreign.push(`${type}.${name}`);
    }
  }
  return { declared: expected.length - missing.length, total: expected.length, missing, foreign };
}

export function formatPwaCoverage(coverage: PwaCoverage): string[] {
  const lines = [
    `PWA part (${PWA_PART_RELATIVE}) against Magento's PWA module: ${coverage.declared} of ${coverage.total} fields and values (${percent(coverage.declared, coverage.total)}); contactUs is the extension part's, Cart.is_virtual the Magento part's`,
  ];
  if (coverage.missing.length) lines.push(`  missing: ${coverage.missing.join(', ')}`);
  if (coverage.foreign.length) lines.push(`  not the module's: ${coverage.foreign.join(', ')}`);
  return lines;
}

/** Coverage of pwa.graphql against the PWA module's sources beside the reference schema. */
export function repositoryPwaCoverage(root = REPOSITORY_ROOT): PwaCoverage {
  const dir = path.resolve(root, PWA_SOURCES_RELATIVE);
  const sources = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphqls'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  return measurePwaCoverage(
    sources,
    fs.readFileSync(path.join(root, PWA_PART_RELATIVE), 'utf8'),
    fs.readFileSync(path.join(root, MAGENTO_PART_RELATIVE), 'utf8'),
  );
}

/** Coverage of the repository's Magento part and backend schema against the default reference. */
export async function repositoryCoverage(root = REPOSITORY_ROOT): Promise<Coverage> {
  const reference = buildSdl(fs.readFileSync(path.resolve(root, DEFAULT_REFERENCE_RELATIVE), 'utf8'));
  const part = buildSdl(fs.readFileSync(path.join(root, MAGENTO_PART_RELATIVE), 'utf8'));
  // The backend's modules load lazily: the report can run without the backend's database.
  const { buildSchema } = await import('../backend/graphql/schema');
  return measureCoverage(reference, part, buildSchema());
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  repositoryCoverage().then(
    (coverage) => {
      for (const line of formatCoverage(coverage, { allTypes: argv.includes('--types'), missing: argv.includes('--missing') }))
        console.log(line);
      for (const line of formatPwaCoverage(repositoryPwaCoverage())) console.log(line);
      process.exit(0);
    },
    (error) => {
      console.error('magento-coverage:', error);
      process.exit(1);
    },
  );
}
