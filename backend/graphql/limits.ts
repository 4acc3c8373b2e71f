/**
 * Magento's GraphQL query limits, checked on the document before anything runs: query depth 20 and
 * query complexity 300 (Magento's di.xml defaults for webonyx/graphql-php's QueryDepth and
 * QueryComplexity rules, whose texts these are), and a cap on aliases like Magento 2.4.8's, so one
 * request cannot ask for the same expensive field hundreds of times under different names.
 *
 * As graphql-php counts them: the depth is the deepest chain of fields that have a selection set
 * (`{ products { items { name } } }` is 2); the complexity is one per field plus its children's,
 * fragments counted where they are spread. Every operation of the document is checked, before
 * validation (whose overlapping-fields rule costs the square of a wide document's size).
 */
import { type DocumentNode, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';

export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;
export const MAX_QUERY_ALIASES = 30;

/** The limits a backend applies: Magento's by default; configurable as Magento's di.xml makes them (backend/config.ts). */
export interface QueryLimits {
  depth: number;
  complexity: number;
  aliases: number;
}

export const MAGENTO_QUERY_LIMITS: QueryLimits = { depth: MAX_QUERY_DEPTH, complexity: MAX_QUERY_COMPLEXITY, aliases: MAX_QUERY_ALIASES };

interface Measure {
  depth: number;
  complexity: number;
  aliases: number;
}

interface Fragments {
  definitions: Map<string, FragmentDefinitionNode>;
  /** Each fragment measured once: a fragment spread many times inside others costs no more to check. */
  measured: Map<string, Measure>;
  /** Fragments being measured (a cycle is refused by validation, which runs after: guard anyway). */
  open: Set<string>;
}

function measureFragment(name: string, fragments: Fragments): Measure {
  const known = fragments.measured.get(name);
  if (known) return known;
  const fragment = fragments.definitions.get(name);
  if (!fragment || fragments.open.has(name)) return { depth: 0, complexity: 0, aliases: 0 };
  fragments.open.add(name);
  const result = measure(fragment.selectionSet, fragments);
  fragments.open.delete(name);
  fragments.measured.set(name, result);
  return result;
}

function measure(selectionSet: SelectionSetNode, fragments: Fragments): Measure {
  const total: Measure = { depth: 0, complexity: 0, aliases: 0 };
  for (const selection of selectionSet.selections) {
    let inner: Measure = { depth: 0, complexity: 0, aliases: 0 };
    if (selection.kind === Kind.FIELD) {
      if (selection.selectionSet) {
        inner = measure(selection.selectionSet, fragments);
        inner.depth += 1;
      }
      inner.complexity += 1;
      if (selection.alias) inner.aliases += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments);
    } else {
      inner = { ...measureFragment(selection.name.value, fragments) };
    }
    total.depth = Math.max(total.depth, inner.depth);
    total.complexity += inner.complexity;
    total.aliases += inner.aliases;
  }
  return total;
}

/** Errors (with Magento's texts) for each operation over a limit; none when the document is within them. */
export function queryLimitErrors(document: DocumentNode, limits: QueryLimits = MAGENTO_QUERY_LIMITS): GraphQLError[] {
  const fragments: Fragments = { definitions: new Map(), measured: new Map(), open: new Set() };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.definitions.set(definition.name.value, definition);
  }
  const errors: GraphQLError[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const { depth, complexity, aliases } = measure(definition.selectionSet, fragments);
    if (depth > limits.depth) errors.push(new GraphQLError(`Max query depth should be ${limits.depth} but got ${depth}.`));
    if (complexity > limits.complexity) {
      errors.push(new GraphQLError(`Max query complexity should be ${limits.complexity} but got ${complexity}.`));
    }
    if (aliases > limits.aliases) errors.push(new GraphQLError(`Max aliases in query should be ${limits.aliases} but got ${aliases}.`));
  }
  return errors;
}
