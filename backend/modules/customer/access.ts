/**
 * Magento's GetCustomer for resolvers that need a signed-in customer: the request's customer, or
 * Magento's "The current customer isn't authorized." (graphql-authorization) for a guest.
 */
import type { RequestContext } from '../../graphql/context';
import { authorizationError } from '../../graphql/errors';
import { customerById, type CustomerRow } from './customers';
import { NOT_AUTHORIZED } from './tokens';

export function requireCustomer(context: RequestContext): CustomerRow {
  const customer = context.customerId === null ? undefined : customerById(context.db, context.customerId);
  if (!customer) throw authorizationError(NOT_AUTHORIZED);
  return customer;
}
