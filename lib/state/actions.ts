/**
 * One pattern for the stores' actions (cart, checkout and user): an action raises its busy flag
 * and clears its error at once, runs its work (in its scope's turn: one at a time, in the order
 * asked), then lowers the flag with what the work brought, or stores the shopper's message; what
 * it changed is read again either way. TanStack Query's mutations do the same with a `scope`, but
 * the stores' state (busy flags, one error per action, read by the components) lives in zustand,
 * and a mutation cache beside it would add a second copy of that state and bytes to every page.
 */

/** Actions that share a scope run one at a time, in the order they were asked for. */
export interface ActionScope {
  enqueue<T>(work: () => Promise<T>): Promise<T>;
}

export function createActionScope(): ActionScope {
  let last: Promise<unknown> = Promise.resolve();
  return {
    enqueue(work) {
      const turn = last.then(work);
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}

/**
 * Everything that changes the shopper's cart (its lines and coupons, and the checkout's steps and
 * order): a change never overtakes one asked for before it.
 */
export const cartScope = createActionScope();

type BusyKey<S> = { [K in keyof S]-?: S[K] extends boolean ? K : never }[keyof S];
type ErrorKey<S> = { [K in keyof S]-?: S[K] extends Error | null ? (null extends S[K] ? K : never) : never }[keyof S];

export interface Action<S, T> {
  /** Raised at once; lowered when no action with this flag is left (queued or running). */
  busy: BusyKey<S>;
  /** Cleared at once; the shopper's message on failure. */
  error?: ErrorKey<S>;
  /** Other errors cleared at once (a coupon's apply and remove clear each other's). */
  clears?: ReadonlyArray<ErrorKey<S>>;
  work: () => Promise<T>;
  /** State stored with the flag's lowering when the work succeeded. */
  accept?: (result: T) => Partial<S>;
  /** The message the shopper reads (default: the error itself); may recover first (an invalid cart). */
  message?: (error: unknown) => Error | Promise<Error>;
  /** Reads again what the action changed, after success or failure (the flag already lowered). */
  refresh?: () => Promise<unknown>;
  /** The answer on failure, instead of rejecting with the error. */
  failed?: (error: unknown, message: Error) => T | Promise<T>;
}

export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The `run` of one store: `set` is the store's (zustand) setter, `scope` its queue (none: actions run at once). */
export function createActionRunner<S extends object>(set: (partial: Partial<S>) => void, scope?: ActionScope) {
  /** How many actions with each busy flag are queued or running. */
  const running: Record<PropertyKey, number> = {};

  return async function run<T>({ busy, error, clears = [], work, accept, message = toError, refresh, failed }: Action<S, T>): Promise<T> {
    const start: Record<PropertyKey, unknown> = { [busy]: true };
    for (const key of error ? [error, ...clears] : clears) start[key] = null;
    running[busy] = (running[busy] ?? 0) + 1;
    set(start as Partial<S>);
    const end = (patch: object) => set({ [busy]: --running[busy] > 0, ...patch } as Partial<S>);
    let result: T;
    try {
      result = await (scope ? scope.enqueue(work) : work());
    } catch (cause) {
      const shown = await message(cause);
      end(error ? { [error]: shown } : {});
      await refresh?.();
      if (failed) return failed(cause, shown);
      throw cause;
    }
    end(accept?.(result) ?? {});
    await refresh?.();
    return result;
  };
}
