/**
 * Errors of the Magento protocol clients and the rules of the specification's error catalogue
 * (section 8) that turn an HTTP answer from the GraphQL endpoint into data or an error.
 */

/** One entry of a GraphQL response's `errors` list, as Magento sends it. */
export interface GraphQlErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: { category?: string; [key: string]: unknown };
}

/** A list item dropped from the data because a silently removed error pointed into it. */
export interface RemovedListItem {
  /** Where the item was in the response as received, e.g. ['cart', 'items', 2]. */
  path: Array<string | number>;
  /** The message of the (silently removed) error, e.g. "The requested qty is not available". */
  message: string;
  /** The item as received: null when the error had already nulled it. */
  item: unknown;
}

/** What query() and mutate() resolve to: they throw only when there is no data. */
export interface MagentoResult<T> {
  data: T;
  /** Errors that came with partial data; absent when none remain. */
  errors?: GraphQlErrorEntry[];
  /** List items removed for silently removed (stock) errors; absent when none. */
  removedItems?: RemovedListItem[];
}

/** Base class of every error the Magento clients throw. */
export class MagentoError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MagentoError';
  }
}

/** The request never got an answer (fetch rejected), after any retries. */
export class MagentoNetworkError extends MagentoError {
  readonly attempts: number;

  constructor(message: string, options: { cause: unknown; attempts: number }) {
    super(message, { cause: options.cause });
    this.name = 'MagentoNetworkError';
    this.attempts = options.attempts;
  }
}

/** The GraphQL endpoint answered with HTTP status 300 or above. */
export class MagentoServerError extends MagentoError {
  readonly status: number;
  readonly statusText: string;
  readonly operationName: string | undefined;
  /** The body's `message` (or its GraphQL error messages) when the body is JSON. */
  readonly serverMessage: string | undefined;
  /** GraphQL errors in the body, when it is JSON and has some. */
  readonly errors: GraphQlErrorEntry[];

  constructor(details: {
    status: number;
    statusText: string;
    operationName?: string;
    serverMessage?: string;
    errors?: GraphQlErrorEntry[];
  }) {
    const head = [details.operationName && `${details.operationName}:`, details.status, details.statusText].filter(Boolean).join(' ');
    super(details.serverMessage ? `${head}: ${details.serverMessage}` : head);
    this.name = 'MagentoServerError';
    this.status = details.status;
    this.statusText = details.statusText;
    this.operationName = details.operationName;
    this.serverMessage = details.serverMessage;
    this.errors = details.errors ?? [];
  }
}

/** The answer is not JSON. */
export class MagentoParseError extends MagentoError {
  readonly status: number;
  readonly operationName: string | undefined;
  /** The start of the body, for diagnosis. */
  readonly bodyStart: string;

  constructor(details: { status: number; operationName?: string; body: string; cause?: unknown }) {
    super(`${details.operationName ? `${details.operationName}: ` : ''}the response is not JSON`, {
      cause: details.cause,
    });
    this.name = 'MagentoParseError';
    this.status = details.status;
    this.operationName = details.operationName;
    this.bodyStart = details.body.slice(0, 200);
  }
}

/** The answer is JSON but has neither data nor errors. */
export class MagentoResponseError extends MagentoError {
  readonly operationName: string | undefined;

  constructor(details: { operationName?: string }) {
    const prefix = details.operationName ? `${details.operationName}: ` : '';
    super(`${prefix}the response has neither data nor errors`);
    this.name = 'MagentoResponseError';
    this.operationName = details.operationName;
  }
}

/** GraphQL errors without data. Its message is every error message, one a line (section 8). */
export class MagentoGraphQlError extends MagentoError {
  readonly errors: GraphQlErrorEntry[];
  readonly operationName: string | undefined;

  constructor(errors: GraphQlErrorEntry[], operationName?: string) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'MagentoGraphQlError';
    this.errors = errors;
    this.operationName = operationName;
  }
}

export function isNetworkError(error: unknown): error is MagentoNetworkError {
  return error instanceof MagentoNetworkError;
}

/* ------------------------------------------------------------------------------------------ */
/* Silently removed errors                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Section 8: errors removed from the list; the list items they point into are filtered out. */
export const SILENTLY_REMOVED_ERROR_MESSAGES = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
] as const;

export function isSilentlyRemovedError(error: GraphQlErrorEntry): boolean {
  return SILENTLY_REMOVED_ERROR_MESSAGES.some((message) => error.message.includes(message));
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/**
 * The list item an error points into: walking the error's path through the data, the innermost
 * list entry that is reached. ['cart', 'items', 2, 'product'] gives cart.items[2] (the cart line,
 * not its product); when the error nulled the line itself the walk stops at that null entry,
 * which is the one to drop. Undefined when the path reaches no list item.
 */
function listItemOf(data: unknown, path: ReadonlyArray<string | number>): { list: unknown[]; index: number; depth: number } | undefined {
  let found: { list: unknown[]; index: number; depth: number } | undefined;
  let current: unknown = data;
  for (let depth = 0; depth < path.length; depth += 1) {
    if (!isContainer(current)) break;
    const key = path[depth];
    if (Array.isArray(current)) {
      if (typeof key !== 'number' || key < 0 || key >= current.length) break;
      found = { list: current, index: key, depth };
      current = current[key];
    } else {
      current = current[String(key)];
    }
  }
  return found;
}

/**
 * Removes the silently removed errors (section 8) and the list items they point into.
 * Returns the data (a copy when items were removed), the remaining errors (undefined when none
 * remain: the errors field is cleared) and the removed items.
 */
export function removeSilentErrors<T>(
  data: T,
  errors: GraphQlErrorEntry[],
): { data: T; errors: GraphQlErrorEntry[] | undefined; removedItems: RemovedListItem[] } {
  const silent = errors.filter(isSilentlyRemovedError);
  const remaining = errors.filter((error) => !isSilentlyRemovedError(error));
  if (silent.length === 0) {
    return { data, errors: remaining.length ? remaining : undefined, removedItems: [] };
  }

  // The data came from JSON, so a JSON copy is exact; callers' objects stay untouched.
  const copy = JSON.parse(JSON.stringify(data ?? null)) as T;
  const removedItems: RemovedListItem[] = [];
  const indexesByList = new Map<unknown[], Set<number>>();
  for (const error of silent) {
    if (!error.path) continue;
    const target = listItemOf(copy, error.path);
    if (!target) continue;
    const indexes = indexesByList.get(target.list) ?? new Set<number>();
    if (indexes.has(target.index)) continue; // Two errors about one line remove it once.
    indexes.add(target.index);
    indexesByList.set(target.list, indexes);
    removedItems.push({
      path: error.path.slice(0, target.depth + 1) as Array<string | number>,
      message: error.message,
      item: target.list[target.index],
    });
  }
  // Highest index first, so earlier removals do not shift the positions still to remove.
  for (const [list, indexes] of indexesByList) {
    for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1);
  }
  return { data: copy, errors: remaining.length ? remaining : undefined, removedItems };
}

/* ------------------------------------------------------------------------------------------ */
/* The rules for one GraphQL answer                                                             */
/* ------------------------------------------------------------------------------------------ */

function toErrorEntries(value: unknown): GraphQlErrorEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: unknown) => {
    const record = isContainer(entry) && !Array.isArray(entry) ? entry : {};
    return {
      ...record,
      message: typeof record.message === 'string' ? record.message : String(record.message ?? 'Unknown error'),
    } as GraphQlErrorEntry;
  });
}

/**
 * Whether the data carries anything. Magento nulls a failed root field (`{ cart: null }` beside
 * the error), so data whose every root field is null is as good as none: such an answer throws
 * instead of being delivered as "partial".
 */
function carriesData(data: unknown): boolean {
  return isContainer(data) && Object.values(data).some((value) => value !== null && value !== undefined);
}

export interface GraphQlAnswer {
  status: number;
  statusText: string;
  body: string;
  operationName?: string;
}

/**
 * Section 8, applied to every answer of the GraphQL endpoint, in this order:
 * HTTP status >= 300 → MagentoServerError; body not JSON → MagentoParseError; neither data nor
 * errors → MagentoResponseError; silently removed errors dropped with the list items they point
 * into; errors left and no data → MagentoGraphQlError; errors left with data → partial data
 * delivered with its errors.
 */
export function readGraphQlAnswer<T>(answer: GraphQlAnswer): MagentoResult<T> {
  const { status, statusText, body, operationName } = answer;
  let parsed: unknown;
  let parseFailure: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    parseFailure = error;
  }
  const json = parseFailure === undefined && isContainer(parsed) && !Array.isArray(parsed) ? parsed : undefined;

  if (status >= 300) {
    const errors = toErrorEntries(json?.errors);
    const serverMessage =
      typeof json?.message === 'string' ? json.message : errors.length ? errors.map((error) => error.message).join('\n') : undefined;
    throw new MagentoServerError({ status, statusText, operationName, serverMessage, errors });
  }
  if (parseFailure !== undefined) {
    throw new MagentoParseError({ status, operationName, body, cause: parseFailure });
  }

  const data = json?.data ?? undefined;
  const errors = toErrorEntries(json?.errors);
  if (data === undefined && errors.length === 0) {
    throw new MagentoResponseError({ operationName });
  }
  if (errors.length === 0) return { data: data as T };

  // Without data nothing can be filtered, and dropping the stock errors would hide the reason.
  if (!carriesData(data)) throw new MagentoGraphQlError(errors, operationName);

  const cleaned = removeSilentErrors(data as T, errors);
  const result: MagentoResult<T> = { data: cleaned.data };
  if (cleaned.errors) result.errors = cleaned.errors;
  if (cleaned.removedItems.length) result.removedItems = cleaned.removedItems;
  return result;
}

/* ------------------------------------------------------------------------------------------ */
/* Invalid cart                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Section 8: the messages of an invalid cart (Magento's English texts). */
export const INVALID_CART_ERROR_MESSAGES = [
  'Could not find a cart',
  "The cart isn't active",
  'The current user cannot perform operations on cart',
] as const;

/** Categories Magento gives the cart lookup's failures (missing or inactive; someone else's). */
export const INVALID_CART_ERROR_CATEGORIES = ['graphql-no-such-entity', 'graphql-authorization'] as const;

/**
 * Root fields whose own failure with one of those categories can only be the cart lookup.
 * Fields that also look up other entities with the same categories are left out on purpose:
 * addSimpleProductsToCart & co. (product by SKU), updateCartItems and removeItemFromCart (cart
 * item), setShippingAddressesOnCart and setBillingAddressOnCart (customer address),
 * applyCouponToCart and removeCouponFromCart (coupon): there only the messages decide.
 */
export const CART_LOOKUP_FIELDS = [
  'cart',
  'customerCart',
  'addProductsToCart',
  'setGuestEmailOnCart',
  'setShippingMethodsOnCart',
  'setPaymentMethodOnCart',
  'setPaymentMethodAndPlaceOrder',
  'placeOrder',
  'mergeCarts',
  'assignCustomerToGuestCart',
] as const;

function graphQlErrorsOf(error: unknown): GraphQlErrorEntry[] {
  if (error instanceof MagentoGraphQlError || error instanceof MagentoServerError) return error.errors;
  if (error instanceof MagentoError) return []; // Network, parse and response errors are not about the cart.
  if (Array.isArray(error)) return error.flatMap(graphQlErrorsOf);
  if (isContainer(error)) {
    if (typeof (error as { message?: unknown }).message === 'string' && !(error instanceof Error)) {
      return [error as unknown as GraphQlErrorEntry];
    }
    const errors = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors)) return toErrorEntries(errors);
  }
  return [];
}

/** One error entry says the cart is invalid: by category on a cart lookup field, or by message. */
export function isInvalidCartErrorEntry(entry: GraphQlErrorEntry): boolean {
  if (INVALID_CART_ERROR_MESSAGES.some((message) => entry.message.includes(message))) return true;
  const category = entry.extensions?.category;
  const onCartLookup = entry.path?.length === 1 && (CART_LOOKUP_FIELDS as readonly unknown[]).includes(entry.path[0]);
  return onCartLookup && (INVALID_CART_ERROR_CATEGORIES as readonly unknown[]).includes(category);
}

/**
 * Section 8 and DESIGN.md: an invalid-cart error is a non-network GraphQL error whose category is
 * graphql-no-such-entity or graphql-authorization on a cart lookup (an error at the root field
 * itself, path of length one, the field in CART_LOOKUP_FIELDS), or whose message contains one of
 * the three English messages. The category rule keeps recovery working where a store view
 * translates messages; the path rule keeps a missing product or address from resetting the cart.
 * Accepts a thrown error, a query result ({ errors }), one error entry or a list of them.
 */
export function isInvalidCartError(error: unknown): boolean {
  return graphQlErrorsOf(error).some(isInvalidCartErrorEntry);
}
