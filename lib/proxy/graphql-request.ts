import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { check, maxLength, minLength, nullish, object, pipe, rawTransform, record, safeParse, string, unknown } from 'valibot';

/**
 * What the /graphql proxy checks and recognises in a request (specification, section 7): a
 * well-formed GraphQL request (valibot), its operation, and the root fields whose answers the proxy
 * must handle itself: a sign-in (its token goes into the session cookie and never reaches the
 * browser) and a sign-out (the session ends).
 */

/** Root mutation fields that answer a customer token (`CustomerToken.token`). */
export const SIGN_IN_FIELDS = ['generateCustomerToken', 'generateCustomerTokenBySocialLogin'] as const;
export const SIGN_OUT_FIELD = 'revokeCustomerToken';

/**
 * Root query fields whose answers belong to one shopper (Magento's `@cache(cacheable: false)`, and
 * the gift card balance: codes and balances): the proxy's answer is `private, no-store` whatever
 * the backend says, however the field is reached (aliases, inline fragments, named fragments).
 */
export const PRIVATE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'cart',
  'customer',
  'customerCart',
  'customerOrders',
  'customerPaymentTokens',
  'wishlist',
  'compareList',
  'prescriptionFixOrder',
  'giftCardAccount',
  'showroomResult',
]);

/** Limits far above any document of the storefront (its largest is a few kilobytes). */
export const MAX_BODY_BYTES = 512 * 1024;
const MAX_QUERY_CHARS = 100_000;

/** A JSON object (not an array: valibot's record would take one, as an object of its indexes), or nothing. */
const jsonObject = (message: string) =>
  nullish(
    pipe(
      unknown(),
      check((value) => !Array.isArray(value), message),
      record(string(), unknown(), message),
    ),
  );
const VARIABLES_MESSAGE = 'variables must be a JSON object';
const variablesSchema = jsonObject(VARIABLES_MESSAGE);
const querySchema = pipe(
  string('A GraphQL request needs a query.'),
  minLength(1, 'A GraphQL request needs a query.'),
  maxLength(MAX_QUERY_CHARS, `The query is longer than ${MAX_QUERY_CHARS} characters.`),
);
const operationNameSchema = nullish(pipe(string('operationName must be a string'), maxLength(200, 'operationName is too long')));

export const graphQlPostSchema = object(
  {
    query: querySchema,
    operationName: operationNameSchema,
    variables: variablesSchema,
    extensions: jsonObject('extensions must be a JSON object'),
  },
  'A GraphQL request is a JSON object with a query.',
);

export const graphQlGetSchema = object({
  query: querySchema,
  operationName: operationNameSchema,
  variables: pipe(
    nullish(string()),
    rawTransform(({ dataset, addIssue, NEVER }) => {
      if (!dataset.value) return null;
      try {
        const parsed = safeParse(variablesSchema, JSON.parse(dataset.value));
        if (parsed.success) return parsed.output;
      } catch {
        // Not JSON: refused below.
      }
      addIssue({ message: VARIABLES_MESSAGE });
      return NEVER;
    }),
  ),
});

/** One answer field that holds a customer token: the root field's response key and the token's keys inside it. */
export interface TokenField {
  responseKey: string;
  tokenKeys: string[];
}

export interface OperationPlan {
  type: 'query' | 'mutation' | 'subscription';
  /** It selects a root field of PRIVATE_ROOT_FIELDS, or is not a query: its answer is the shopper's own. */
  personal: boolean;
  signIns: TokenField[];
  /** Response keys of `revokeCustomerToken` selections. */
  signOuts: string[];
}

export type PlanResult = { ok: true; plan: OperationPlan } | { ok: false; message: string };

function responseKeysOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  wanted: (name: string) => boolean,
  seen = new Set<string>(),
): Array<{ name: string; key: string; selectionSet?: SelectionSetNode }> {
  const found: Array<{ name: string; key: string; selectionSet?: SelectionSetNode }> = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (wanted(selection.name.value)) {
        found.push({
          name: selection.name.value,
          key: selection.alias?.value ?? selection.name.value,
          selectionSet: selection.selectionSet,
        });
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      found.push(...responseKeysOf(selection.selectionSet, fragments, wanted, seen));
    } else if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      found.push(...responseKeysOf(fragments.get(selection.name.value)?.selectionSet, fragments, wanted, seen));
    }
  }
  return found;
}

function selectedOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | string {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName)
    return operations.find((operation) => operation.name?.value === operationName) ?? `Unknown operation named "${operationName}".`;
  if (operations.length === 1) return operations[0];
  return operations.length ? 'Must provide operation name if query contains multiple operations.' : 'Must provide an operation.';
}

/** Parses the document and finds the operation to run and its sign-in and sign-out fields. */
export function planOperation(query: string, operationName?: string | null): PlanResult {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Syntax Error' };
  }
  const operation = selectedOperation(document, operationName);
  if (typeof operation === 'string') return { ok: false, message: operation };
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const personal =
    operation.operation !== 'query' ||
    responseKeysOf(operation.selectionSet, fragments, (name) => PRIVATE_ROOT_FIELDS.has(name)).length > 0;
  const plan: OperationPlan = { type: operation.operation, personal, signIns: [], signOuts: [] };
  if (operation.operation !== 'mutation') return { ok: true, plan };
  const roots = responseKeysOf(
    operation.selectionSet,
    fragments,
    (name) => name === SIGN_OUT_FIELD || (SIGN_IN_FIELDS as readonly string[]).includes(name),
  );
  for (const root of roots) {
    if (root.name === SIGN_OUT_FIELD) {
      plan.signOuts.push(root.key);
    } else {
      plan.signIns.push({
        responseKey: root.key,
        tokenKeys: responseKeysOf(root.selectionSet, fragments, (name) => name === 'token').map((field) => field.key),
      });
    }
  }
  return { ok: true, plan };
}

export interface AnswerOutcome {
  /** The answer for the browser: every customer token blanked. */
  body: unknown;
  /** The token a sign-in answered, if one did. */
  token: string | null;
  /** A sign-out succeeded, or was refused because the token is no longer valid: the session ends. */
  signedOut: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Takes the tokens out of a sign-in answer and tells whether a sign-out ended the session. */
export function readAnswer(plan: OperationPlan, body: unknown): AnswerOutcome {
  const outcome: AnswerOutcome = { body, token: null, signedOut: false };
  if (!isRecord(body)) return outcome;
  const data = isRecord(body.data) ? { ...body.data } : null;
  if (data) {
    for (const field of plan.signIns) {
      const result = data[field.responseKey];
      if (!isRecord(result)) continue;
      const blanked = { ...result };
      for (const key of field.tokenKeys) {
        const token = blanked[key];
        if (typeof token === 'string' && token) outcome.token = token;
        if (key in blanked) blanked[key] = '';
      }
      data[field.responseKey] = blanked;
    }
    for (const key of plan.signOuts) {
      const result = data[key];
      if (isRecord(result) && result.result === true) outcome.signedOut = true;
    }
    outcome.body = { ...body, data };
  }
  if (plan.signOuts.length && Array.isArray(body.errors)) {
    const refused = body.errors.some(
      (error) => isRecord(error) && isRecord(error.extensions) && error.extensions.category === 'graphql-authorization',
    );
    if (refused) outcome.signedOut = true;
  }
  return outcome;
}
