/**
 * Checking a customer's password, as Magento's AccountManagement::authenticate and Authentication
 * do it: a locked account is refused whatever the password; a wrong password counts a failure, and
 * the lockout_failures-th failure within lockout_threshold of the first one locks the account for
 * lockout_threshold (Magento's customer/password/lockout_failures 10, lockout_threshold 10 minutes);
 * the right password clears the count.
 */
import type { Db } from '../../db/database';
import { customerByEmail, customerById, timeOf, updateCustomer, utcTime, type CustomerRow } from './customers';
import { verifyPassword } from './password';

export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_THRESHOLD_SECONDS = 10 * 60;

/** Magento's one answer to every failed sign-in: it does not tell a wrong password from an unknown e-mail or a lock. */
export const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

export type PasswordCheck = 'valid' | 'invalid' | 'locked';

export const isLocked = (customer: CustomerRow, at = Date.now()) => customer.lock_expires !== null && timeOf(customer.lock_expires) > at;

/** Magento's Authentication::processAuthenticationFailure. */
function recordFailure(db: Db, customerId: number): void {
  db.transaction(() => {
    const customer = customerById(db, customerId)!;
    const at = Date.now();
    const failures = customer.failures_num + 1;
    const firstFailure = customer.first_failure === null ? null : timeOf(customer.first_failure);
    if (failures === 1 || firstFailure === null || at - firstFailure > LOCKOUT_THRESHOLD_SECONDS * 1000) {
      updateCustomer(db, customerId, { failures_num: 1, first_failure: utcTime(at), lock_expires: null });
    } else if (failures >= LOCKOUT_FAILURES) {
      updateCustomer(db, customerId, { failures_num: failures, lock_expires: utcTime(at + LOCKOUT_THRESHOLD_SECONDS * 1000) });
    } else {
      updateCustomer(db, customerId, { failures_num: failures });
    }
  })();
}

/** Checks the customer's password, counting a failure or clearing the count. */
export async function checkCustomerPassword(db: Db, customer: CustomerRow, password: string): Promise<PasswordCheck> {
  const valid = await verifyPassword(password, customer.password_hash);
  const current = customerById(db, customer.entity_id)!;
  if (isLocked(current)) return 'locked';
  if (!valid) {
    recordFailure(db, customer.entity_id);
    return 'invalid';
  }
  if (current.failures_num || current.lock_expires)
    updateCustomer(db, customer.entity_id, { failures_num: 0, first_failure: null, lock_expires: null });
  return 'valid';
}

/** The website's customer with this e-mail and password, or null (as slowly for an unknown e-mail as for a wrong password). */
export async function authenticate(db: Db, websiteCode: string, email: string, password: string): Promise<CustomerRow | null> {
  const customer = customerByEmail(db, websiteCode, email);
  if (!customer) {
    await verifyPassword(password, null);
    return null;
  }
  return (await checkCustomerPassword(db, customer, password)) === 'valid' ? customer : null;
}
