import crypto from 'node:crypto';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { expandAggregate, formatError } from './errors';
import type { RequestContext } from './context';
import { MAGENTO_QUERY_LIMITS, queryLimitErrors, type QueryLimits } from './limits';

/** Tokens a document may have: far above the storefront's largest operation, far below a costly parse. */
const MAX_DOCUMENT_TOKENS = 20_000;

export interface GraphQlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQlResponse {
  status: number;
  body: Record<string, unknown>;
  /** Whether a shared cache may keep the answer (GET catalogue queries without a customer). */
  cacheable: boolean;
}

/** Root fields whose answers depend on who asks: never cached publicly (Magento's @cache(cacheable: false)). */
const PRIVATE_ROOT_FIELDS = new Set([
  'cart',
  'customer',
  'customerCart',
  'customerOrders',
  'customerPaymentTokens',
  'wishlist',
  'compareList',
  'prescriptionFixOrder',
  // Gift card codes and balances (Adobe Commerce answers them uncached too), saved showroom results.
  'giftCardAccount',
  'showroomResult',
]);

/** The root field names an operation selects, through inline fragments and named fragment spreads. */
function rootFieldNames(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(selection.selectionSet, document, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition): definition is FragmentDefinitionNode =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment ? rootFieldNames(fragment.selectionSet, document, seen) : [];
  });
}

/** Parsed and validated documents, keyed by query text: storefronts send the same few queries. */
class DocumentCache {
  private readonly entries = new Map<string, { document?: DocumentNode; errors?: readonly GraphQLError[] }>();
  constructor(private readonly limit = 500) {}

  get(schema: GraphQLSchema, query: string, queryLimits: QueryLimits) {
    const hit = this.entries.get(query);
    if (hit) {
      this.entries.delete(query);
      this.entries.set(query, hit);
      return hit;
    }
    let entry: { document?: DocumentNode; errors?: readonly GraphQLError[] };
    try {
      const document = parse(query, { maxTokens: MAX_DOCUMENT_TOKENS });
      // Magento's depth, complexity and alias limits, before anything else looks at the document.
      const limits = queryLimitErrors(document, queryLimits);
      const errors = limits.length ? limits : validate(schema, document, specifiedRules);
      entry = errors.length ? { errors } : { document };
    } catch (error) {
      entry = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    this.entries.set(query, entry);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

export class GraphQlExecutor {
  private readonly documents = new DocumentCache();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly log: (error: unknown) => void,
    private readonly limits: QueryLimits = MAGENTO_QUERY_LIMITS,
  ) {}

  async run(request: GraphQlRequest, method: 'GET' | 'POST', context: RequestContext): Promise<GraphQlResponse> {
    const fail = (message: string) => ({
      status: 200,
      cacheable: false,
      body: { errors: [{ message, extensions: { category: 'graphql' } }] },
    });
    if (typeof request.query !== 'string' || request.query.trim() === '') return fail('Syntax Error: Unexpected <EOF>.');
    let variables: Record<string, unknown> | undefined;
    try {
      variables =
        typeof request.variables === 'string'
          ? (JSON.parse(request.variables || 'null') ?? undefined)
          : ((request.variables as Record<string, unknown>) ?? undefined);
    } catch {
      return fail('Variables are invalid JSON.');
    }
    const operationName = typeof request.operationName === 'string' && request.operationName ? request.operationName : undefined;

    const { document, errors } = this.documents.get(this.schema, request.query, this.limits);
    if (!document) return { status: 200, cacheable: false, body: { errors: errors!.map((e) => formatError(e, this.log)) } };
    const operation = getOperationAST(document, operationName);
    if (operation?.operation === 'mutation' && method === 'GET') return fail('Mutation requests allowed only for POST requests');

    const result = await execute({ schema: this.schema, document, variableValues: variables, operationName, contextValue: context });
    const body: Record<string, unknown> = {};
    if (result.errors?.length) body.errors = result.errors.flatMap(expandAggregate).map((e) => formatError(e, this.log));
    if (result.data !== undefined) body.data = result.data;
    const rootFields = operation ? rootFieldNames(operation.selectionSet, document) : [];
    const cacheable =
      method === 'GET' && operation?.operation === 'query' && !result.errors?.length && !rootFields.some((f) => PRIVATE_ROOT_FIELDS.has(f));
    return { status: 200, cacheable, body };
  }
}

/** Magento's X-Magento-Cache-Id: a hash of what makes answers differ (store, currency, customer group). */
export function cacheIdFor(context: Pick<RequestContext, 'store' | 'currency'>, customerGroup: number, salt: string): string {
  return crypto.createHash('sha256').update(`${salt}|${context.store.code}|${context.currency}|${customerGroup}`).digest('hex');
}
