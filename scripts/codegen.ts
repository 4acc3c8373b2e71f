/**
 * `npm run codegen`: the typed operations of the Magento layer (DESIGN.md "Typed operations").
 * graphql-codegen's client preset (codegen.ts) reads every `lib/magento/operations/<area>.graphql`
 * against the backend's served schema and writes `lib/magento/generated/graphql.ts`: each
 * operation's answer and variable types and its document as a typed string. Generated output is
 * not committed; typecheck, build, dev, start and jest run this first (`--if-stale` skips the
 * work when nothing it reads changed).
 *
 * One change to the preset's output: a document is a plain string branded with its types
 * (`TypedDocumentString<Answer, Variables>`), not an instance of the preset's String subclass. A
 * `new` at module level is a side effect bundlers keep, so every bundle that imported one
 * document would ship all of them; a string constant is dropped when unused, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '../codegen';
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
const BRANDED_TYPE =
  "/** A document's text, branded with its answer and variable types (lib/magento/client.ts infers them). */\n" +
  'export type TypedDocumentString<TResult, TVariables> = string & DocumentTypeDecoration<TResult, TVariables>;\n';

/** The preset's output with documents as branded strings (see above); throws if its shape changed. */
export function brandDocuments(source: string): string {
  if (!CLASS_DEFINITION.test(source)) throw new Error('codegen: the client preset no longer emits class TypedDocumentString');
  const out = source
    .replace(CLASS_DEFINITION, BRANDED_TYPE)
    .replace(/new TypedDocumentString\(`/g, '`')
    .replace(/`(?:, \{[^\n]*?\})?\) as unknown as TypedDocumentString</g, '` as unknown as TypedDocumentString<');
  if (/new TypedDocumentString\(/.test(out)) throw new Error('codegen: a document was left as a TypedDocumentString instance');
  return out;
}

export async function runCodegen(): Promise<void> {
  // Loaded only when generating: `--if-stale` with nothing to do stays quick.
  const { generate } = await import('@graphql-codegen/cli');
  const outputs = await generate({ ...config, cwd: ROOT, silent: true }, false);
  fs.rmSync(GENERATED_DIR, { recursive: true, force: true });
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  for (const output of outputs) {
    const file = path.resolve(ROOT, output.filename);
    // Only the types and documents are used; the preset's graphql() lookup (gql.ts) would put
    // every document in one module.
    if (file !== GENERATED_FILE) continue;
    fs.writeFileSync(file, brandDocuments(output.content));
  }
  if (!fs.existsSync(GENERATED_FILE)) throw new Error(`codegen: ${path.relative(ROOT, GENERATED_FILE)} was not generated`);
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
