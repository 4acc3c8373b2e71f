/**
 * Writes backend/schema/magento.graphql, the Magento part of the backend's schema: the subset of the
 * reference Magento 2.4 schema named in backend/schema/magento-subset.ts, printed from the reference
 * itself so that every name and type is Magento's (the contract check, scripts/check-magento.ts,
 * then confirms it).
 *
 *   npx tsx scripts/magento-schema-subset.ts            write magento.graphql
 *   npx tsx scripts/magento-schema-subset.ts --check    exit 1 when magento.graphql is not what the subset prints
 *   npx tsx scripts/magento-schema-subset.ts --stdout   print instead of writing
 *   --schema <file>                                     another reference SDL
 *
 * Per type: an object, interface or input type keeps the listed fields (with all their arguments,
 * defaults and deprecations), plus the fields of the listed interfaces it implements; an enum keeps
 * the listed values; a union the listed members. Every type a kept field or argument names must be
 * listed too, so the subset builds on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  astFromValue,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLType,
} from 'graphql';
import { REPOSITORY_ROOT } from '../backend/config';
import { ALL, MAGENTO_SUBSET, type SubsetSpec } from '../backend/schema/magento-subset';
import { DEFAULT_REFERENCE_RELATIVE, MAGENTO_PART_RELATIVE } from './magento-contract';

const HEADER = `# The Magento part of the embedded backend's schema.
#
# Every type, field, argument, input field and enum value declared here exists in Magento Open
# Source 2.4 with the same name and type (checked by \`npm run check:magento\` against
# ../shared/magento-schema/magento-2.4-schema.graphql). It declares only what this backend serves;
# what Magento lacks lives in extensions.graphql.

`;

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

const defaultOf = (value: unknown, type: GraphQLInputType) => (value === undefined ? '' : ` = ${print(astFromValue(value, type)!)}`);
const deprecation = (reason: string | null | undefined) => (reason ? ` @deprecated(reason: ${JSON.stringify(reason)})` : '');

/** The SDL of the subset `spec` of `reference`; throws when a listed name is not the reference's or a type is missing. */
export function printSubset(referenceSdl: string, spec: SubsetSpec): string {
  const reference = buildSchema(referenceSdl);
  const typeOf = (name: string): GraphQLNamedType => {
    const type = reference.getType(name);
    if (!type) throw new Error(`The reference schema has no type ${name}`);
    return type;
  };
  const needed = new Set<string>();
  const need = (type: GraphQLType) => needed.add(getNamedType(type).name);
  const listed = (name: string, all: () => string[]) => {
    const fields = spec[name];
    return fields === ALL ? all() : [...fields];
  };

  const blocks = Object.keys(spec).map((name) => {
    const type = typeOf(name);
    if (isEnumType(type)) {
      const values = listed(name, () => type.getValues().map((v) => v.name));
      for (const value of values) if (!type.getValue(value)) throw new Error(`The reference enum ${name} has no value ${value}`);
      return `enum ${name} {\n${values.map((v) => `  ${v}`).join('\n')}\n}`;
    }
    if (isScalarType(type)) return `scalar ${name}`;
    if (isUnionType(type)) {
      const members = listed(name, () => type.getTypes().map((t) => t.name));
      members.forEach((member) => needed.add(member));
      return `union ${name} = ${members.join(' | ')}`;
    }
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) throw new Error(`Unexpected kind of type ${name}`);
    const all = type.getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
    const names = listed(name, () => Object.keys(all));
    const interfaces = isInputObjectType(type)
      ? []
      : type
          .getInterfaces()
          .map((i) => i.name)
          .filter((i) => spec[i] !== undefined);
    for (const implemented of interfaces) {
      for (const field of listed(implemented, () => Object.keys((typeOf(implemented) as typeof type).getFields()))) {
        if (!names.includes(field)) names.push(field);
      }
    }
    const lines = names.map((fieldName) => {
      const field = all[fieldName];
      if (!field) throw new Error(`The reference type ${name} has no field ${fieldName}`);
      need(field.type);
      if (isInputObjectType(type)) {
        const input = field as GraphQLInputField;
        return `  ${fieldName}: ${input.type}${defaultOf(input.defaultValue, input.type)}${deprecation(input.deprecationReason)}`;
      }
      const args = (field as GraphQLField<unknown, unknown>).args;
      args.forEach((arg) => need(arg.type));
      const argList = args.length
        ? `(${args.map((a: GraphQLArgument) => `${a.name}: ${a.type}${defaultOf(a.defaultValue, a.type)}`).join(', ')})`
        : '';
      return `  ${fieldName}${argList}: ${field.type}${deprecation(field.deprecationReason)}`;
    });
    const keyword = isInputObjectType(type) ? 'input' : isInterfaceType(type) ? 'interface' : 'type';
    return `${keyword} ${name}${interfaces.length ? ` implements ${interfaces.join(' & ')}` : ''} {\n${lines.join('\n')}\n}`;
  });

  const missing = [...needed].filter((n) => !BUILT_IN.has(n) && spec[n] === undefined);
  if (missing.length) throw new Error(`Types used but not listed in the subset: ${missing.join(', ')}`);
  const sdl = `${blocks.join('\n\n')}\n`;
  buildSchema(sdl); // the subset must build on its own
  return sdl;
}

function main(argv: string[]): number {
  let referencePath = path.resolve(REPOSITORY_ROOT, DEFAULT_REFERENCE_RELATIVE);
  let mode: 'write' | 'check' | 'stdout' = 'write';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--check') mode = 'check';
    else if (argv[i] === '--stdout') mode = 'stdout';
    else if (argv[i] === '--schema' && argv[i + 1]) referencePath = path.resolve(argv[++i]);
    else {
      console.error(`usage: magento-schema-subset [--check | --stdout] [--schema <reference.graphql>]`);
      return 2;
    }
  }
  const output = HEADER + printSubset(fs.readFileSync(referencePath, 'utf8'), MAGENTO_SUBSET);
  const target = path.join(REPOSITORY_ROOT, MAGENTO_PART_RELATIVE);
  if (mode === 'stdout') process.stdout.write(output);
  else if (mode === 'check') {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== output) {
      console.error(
        `${MAGENTO_PART_RELATIVE} is not what backend/schema/magento-subset.ts prints: run npx tsx scripts/magento-schema-subset.ts`,
      );
      return 1;
    }
    console.log(`${MAGENTO_PART_RELATIVE} is up to date`);
  } else {
    fs.writeFileSync(target, output);
    console.log(`wrote ${MAGENTO_PART_RELATIVE}`);
  }
  return 0;
}

if (require.main === module) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(`magento-schema-subset: ${(error as Error).message}`);
    process.exit(1);
  }
}
