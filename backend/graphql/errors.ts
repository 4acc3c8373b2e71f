import { GraphQLError } from 'graphql';

/**
 * Magento's GraphQL exceptions and the `extensions.category` each one reports
 * (Magento\Framework\GraphQl\Exception\*).
 */
export type MagentoErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists'
  | 'internal';

export class MagentoGraphQlError extends GraphQLError {
  constructor(message: string, category: MagentoErrorCategory) {
    super(message, { extensions: { category } });
  }
}

/**
 * Magento's AggregateExceptionInterface: one exception carrying several, which Magento's GraphQL
 * error handler reports as separate errors (e.g. "Shipping address errors" → one error per field).
 */
export class MagentoAggregateError extends MagentoGraphQlError {
  constructor(
    message: string,
    readonly errors: readonly MagentoGraphQlError[],
  ) {
    super(message, 'graphql-input');
  }
}

export const inputError = (message: string) => new MagentoGraphQlError(message, 'graphql-input');
export const inputErrors = (summary: string, messages: readonly string[]) => new MagentoAggregateError(summary, messages.map(inputError));
export const noSuchEntityError = (message: string) => new MagentoGraphQlError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => new MagentoGraphQlError(message, 'graphql-authorization');
export const authenticationError = (message: string) => new MagentoGraphQlError(message, 'graphql-authentication');
export const alreadyExistsError = (message: string) => new MagentoGraphQlError(message, 'graphql-already-exists');

/** Splits an aggregate error into its parts, each located where the aggregate was thrown. */
export function expandAggregate(error: GraphQLError): GraphQLError[] {
  const original = error.originalError;
  if (!(original instanceof MagentoAggregateError) || original.errors.length === 0) return [error];
  return original.errors.map(
    (part) => new GraphQLError(part.message, { nodes: error.nodes, path: error.path, originalError: part, extensions: part.extensions }),
  );
}

/** Shapes an execution error as Magento does: known categories pass through, anything else is masked. */
export function formatError(error: GraphQLError, log: (e: unknown) => void): Record<string, unknown> {
  const original = error.originalError;
  const known = original instanceof MagentoGraphQlError || (!original && error.extensions?.category);
  if (!original && !error.extensions?.category) {
    // Syntax and validation errors are the request's fault: Magento reports them with category "graphql".
    return { message: error.message, locations: error.locations, extensions: { category: 'graphql' } };
  }
  if (known || original instanceof GraphQLError) {
    const category =
      (original instanceof GraphQLError ? original.extensions?.category : undefined) ?? error.extensions?.category ?? 'graphql';
    // A throttle's refusal (http/throttle.ts) also says when to try again, in seconds.
    const retryAfter = original instanceof GraphQLError ? original.extensions?.retry_after : undefined;
    const extensions = retryAfter === undefined ? { category } : { category, retry_after: retryAfter };
    return { message: error.message, locations: error.locations, path: error.path, extensions };
  }
  log(original);
  return { message: 'Internal server error', locations: error.locations, path: error.path, extensions: { category: 'internal' } };
}
