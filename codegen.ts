import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed operations (DESIGN.md "Typed operations"): the storefront's documents, one
 * `lib/magento/operations/<area>.graphql` per area, checked against the embedded backend's served
 * schema (Magento part + extension part + PWA part, as backend/graphql/schema.ts serves them), and
 * turned into answer and variable types with a typed document string per operation
 * (`lib/magento/generated/graphql.ts`, not committed: `npm run codegen` writes it before
 * typecheck, build, dev and jest).
 */
const config: CodegenConfig = {
  schema: ['backend/schema/magento.graphql', 'backend/schema/extensions.graphql', 'backend/schema/pwa.graphql'],
  documents: ['lib/magento/operations/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'lib/magento/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        // Only where a document asks for it; a nullable field is `T | null`, present, as Magento answers it.
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { ID: 'string' },
        onlyOperationTypes: true,
        namingConvention: 'keep',
      },
    },
  },
  silent: true,
};

export default config;
