/**
 * `npm run codegen`: the typed operations of the Magento layer (DESIGN.md "Typed operations").
 * graphql-codegen's client preset (codegen.ts) reads every `lib/magento/operations/<area>.graphql`
 * against the backend's served schema and writes `lib/magento/generated/graphql.ts`: each
 * operation's answer and variable types and its document as a typed string. Generated output is
 * not committed; typecheck, build, dev, start and jest run this first (`--if-stale` skips the
 * work when nothing it reads changed).
 *
 * Two changes to the preset's output, both for the bundles: a document is a plain string branded
 * with its types (`TypedDocumentString<Answer, Variables>`), not an instance of the preset's
 * String subclass (a `new` at module level is a side effect bundlers keep); and documents are
 * written per area (`generated/<area>.ts`, each fragment's text once) rather than all in one
 * module, which a bundler ships whole to every page that uses one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import config from '../codegen';
import { compactDocument } from '../lib/magento/graphql-document';
import { ROOT } from './process';

export const GENERATED_DIR = path.join(ROOT, 'lib', 'magento', 'generated');
export const GENERATED_FILE = path.join(GENERATED_DIR, 'graphql.ts');
export const OPERATIONS_DIR = path.join(ROOT, 'lib', 'magento', 'operations');

/** What generation reads: the schema files, the documents, the config and this script. */
export function codegenInputs(): string[] {
  const schema = (config.schema as string[]).map((file) => path.join(ROOT, file));
  const documents = fs
    .readdirSync(OPERATIONS_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => path.join(OPERATIONS_DIR, name));
  return [...schema, ...documents, path.join(ROOT, 'codegen.ts'), __filename];
}

export function isStale(): boolean {
  if (!fs.existsSync(GENERATED_FILE)) return true;
  const generatedAt = fs.statSync(GENERATED_FILE).mtimeMs;
  return codegenInputs().some((file) => fs.statSync(file).mtimeMs > generatedAt);
}

const CLASS_DEFINITION = /export class TypedDocumentString<TResult, TVariables>[\s\S]*?\n}\n/;
const DOCUMENT_CONSTANT =
  /^export const \w+ = (?:new TypedDocumentString\()?`[\s\S]*?\n}`(?:, \{[^\n]*?\})?\)? as unknown as TypedDocumentString<[^\n]*>;\n?/gm;
const BRANDED_TYPE =
  "/** A document's text, branded with its answer and variable types (lib/magento/client.ts infers them). */\n" +
  'export type TypedDocumentString<TResult, TVariables> = string & DocumentTypeDecoration<TResult, TVariables>;\n';

/**
 * The preset's types without its documents: documents come from documentModules, one module per
 * area, as the operations modules had them, so a page's bundle holds the documents of the areas it
 * uses and each fragment's text once (the preset writes every document, fragments inlined, into one
 * module, which a bundler keeps whole). Throws if the preset's output no longer has the expected shape.
 */
export function typesOnly(source: string): string {
  if (!CLASS_DEFINITION.test(source)) throw new Error('codegen: the client preset no longer emits class TypedDocumentString');
  const out = source.replace(CLASS_DEFINITION, BRANDED_TYPE).replace(DOCUMENT_CONSTANT, '');
  if (/TypedDocumentString\(|as unknown as TypedDocumentString</.test(out))
    throw new Error('codegen: a document was left in the types module');
  return out;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * `lib/magento/generated/<area>.ts` for each `operations/<area>.graphql`: each operation as its
 * compacted text (as the client sends it, lib/magento/graphql-document.ts) followed by the fragments it spreads (joined from each fragment's own text, exported for the
 * areas that spread it), typed with the preset's answer and variable types.
 */
export function documentModules(areas: Array<{ area: string; source: string }>): Map<string, string> {
  const fragmentArea = new Map<string, string>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  const parsed = areas.map(({ area, source }) => ({ area, document: parse(source, { noLocation: false }) }));
  for (const { area, document } of parsed) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      fragmentArea.set(definition.name.value, area);
      fragments.set(definition.name.value, definition);
    }
  }
  /** The fragments a definition spreads, directly or not, in first-use order. */
  const spreads = (definition: DefinitionNode): string[] => {
    const names: string[] = [];
    const walk = (node: FragmentDefinitionNode | DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          if (names.includes(name) || !fragments.has(name)) return;
          names.push(name);
          walk(fragments.get(name)!);
        },
      });
    walk(definition);
    return names.filter((name) => !('name' in definition && definition.name?.value === name));
  };
  const textName = (fragment: string) => `${fragment}FragmentText`;
  const modules = new Map<string, string>();
  for (const { area, document } of parsed) {
    const texts: string[] = [];
    const lines: string[] = [];
    const imports = new Map<string, Set<string>>();
    const typeNames = new Set<string>();
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION && definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const name = definition.name?.value;
      if (!name) throw new Error(`codegen: ${area}.graphql has an operation without a name`);
      const used = spreads(definition);
      for (const fragment of used) {
        const from = fragmentArea.get(fragment)!;
        if (from !== area) (imports.get(from) ?? imports.set(from, new Set()).get(from)!).add(textName(fragment));
      }
      const parts = [
        ...(definition.kind === Kind.FRAGMENT_DEFINITION ? [textName(name)] : [JSON.stringify(compactDocument(print(definition)))]),
        ...used.map(textName),
      ];
      const joined = parts.join(" + ' ' + ");
      let type: string;
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        texts.push(`export const ${textName(name)} = ${JSON.stringify(compactDocument(print(definition)))};`);
        type = `TypedDocumentString<${name}Fragment, unknown>`;
        typeNames.add(`${name}Fragment`);
        lines.push(`export const ${name}FragmentDoc = (${joined}) as ${type};`);
      } else {
        const kind = pascal(definition.operation);
        typeNames.add(`${name}${kind}`).add(`${name}${kind}Variables`);
        type = `TypedDocumentString<${name}${kind}, ${name}${kind}Variables>`;
        lines.push(`export const ${name}Document = (${joined}) as ${type};`);
      }
    }
    const head = [
      `// Generated by scripts/codegen.ts from lib/magento/operations/${area}.graphql: do not edit.`,
      `import type { TypedDocumentString, ${[...typeNames].sort().join(', ')} } from './graphql';`,
      ...[...imports].sort().map(([from, names]) => `import { ${[...names].sort().join(', ')} } from './${from}';`),
      '',
    ];
    modules.set(area, [...head, ...texts, ...lines, ''].join('\n'));
  }
  return modules;
}

export async function runCodegen(): Promise<void> {
  // Loaded only when generating: `--if-stale` with nothing to do stays quick.
  const { generate } = await import('@graphql-codegen/cli');
  const outputs = await generate({ ...config, cwd: ROOT, silent: true }, false);
  const types = outputs.find((output: { filename: string; content: string }) => path.resolve(ROOT, output.filename) === GENERATED_FILE);
  if (!types) throw new Error(`codegen: ${path.relative(ROOT, GENERATED_FILE)} was not generated`);
  const areas = fs
    .readdirSync(OPERATIONS_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => ({ area: name.replace(/\.graphql$/, ''), source: fs.readFileSync(path.join(OPERATIONS_DIR, name), 'utf8') }));
  const modules = documentModules(areas);
  fs.rmSync(GENERATED_DIR, { recursive: true, force: true });
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  // Only the types and the documents are used; the preset's graphql() lookup (gql.ts) is not.
  for (const [area, text] of modules) fs.writeFileSync(path.join(GENERATED_DIR, `${area}.ts`), text);
  // Written last: its date tells isStale whether the rest is current.
  fs.writeFileSync(GENERATED_FILE, typesOnly(types.content));
}

async function main(): Promise<void> {
  if (process.argv.includes('--if-stale') && !isStale()) return;
  const started = Date.now();
  await runCodegen();
  process.stdout.write(`codegen: ${path.relative(ROOT, GENERATED_FILE)} written in ${Date.now() - started} ms\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
