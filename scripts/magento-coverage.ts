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
      process.exit(0);
    },
    (error) => {
      console.error('magento-coverage:', error);
      process.exit(1);
    },
  );
}
