/**
 * React Query keys of the customer's account, in a module of their own: the header's account menu
 * reads the details and the account forms have them read again after a save, without the forms'
 * pages loading the menu's code (issue 16). They start with `customer`, so sign-out evicts them
 * with the customer's other data (lib/state/query-persistence.ts).
 */

/** The customer's details in the query cache (evicted with the customer's data at sign-out). */
export const CUSTOMER_DETAILS_KEY = ['customer', 'details'] as const;
