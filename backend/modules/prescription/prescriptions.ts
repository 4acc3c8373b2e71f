/**
 * A customer's saved prescriptions (Customer.prescriptions, createCustomerPrescription,
 * updateCustomerPrescription, deleteCustomerPrescription): each checked against every rule before
 * it is saved, and only ever seen or changed by its customer — another customer's uid is as
 * unknown as one that never existed.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { prescriptionExpiresOn, prescriptionSummary, type Prescription } from '../../../shared/prescription/rules';
import { requireCustomer } from '../customer/access';
import { now } from '../sales/orders';
import { checkPrescriptionInput, eyeView, todayIn, type PrescriptionInput, type PrescriptionUserError } from './rules';

/** How many prescriptions a customer may keep. */
export const MAX_SAVED_PRESCRIPTIONS = 20;

export interface CustomerPrescriptionRow {
  entity_id: number;
  uid: string;
  customer_id: number;
  name: string;
  prescription_date: string;
  prescription: string;
  created_at: string;
  updated_at: string;
}

/** 16 random bytes: 128 bits, 22 base64url characters. */
const newUid = () => randomBytes(16).toString('base64url');

export function customerPrescriptions(db: Db, customerId: number): CustomerPrescriptionRow[] {
  return db
    .prepare('SELECT * FROM customer_prescription WHERE customer_id = ? ORDER BY prescription_date DESC, entity_id DESC')
    .all(customerId) as CustomerPrescriptionRow[];
}

const notFound = (uid: string) => noSuchEntityError(`Could not find a prescription with uid "${uid.slice(0, 64)}".`);

function ownedPrescription(db: Db, customerId: number, uid: string): CustomerPrescriptionRow {
  const row = db.prepare('SELECT * FROM customer_prescription WHERE uid = ? AND customer_id = ?').get(uid, customerId) as
    CustomerPrescriptionRow | undefined;
  if (!row) throw notFound(uid);
  return row;
}

export interface CustomerPrescriptionOutput {
  prescription: CustomerPrescriptionRow | null;
  user_errors: PrescriptionUserError[];
}

/** The input checked as a saved prescription (named, any usage), in the store view's calendar. */
function checked(context: RequestContext, input: PrescriptionInput) {
  return checkPrescriptionInput(input, { today: todayIn(context.store.timezone), usage: null, requireName: true });
}

export function createCustomerPrescription(context: RequestContext, input: PrescriptionInput): CustomerPrescriptionOutput {
  const customer = requireCustomer(context);
  const { prescription, errors } = checked(context, input);
  if (errors.length) return { prescription: null, user_errors: errors };
  return context.db
    .transaction((): CustomerPrescriptionOutput => {
      const count = context.db.prepare('SELECT COUNT(*) FROM customer_prescription WHERE customer_id = ?').pluck().get(customer.entity_id);
      if (Number(count) >= MAX_SAVED_PRESCRIPTIONS)
        throw inputError(`You can keep at most ${MAX_SAVED_PRESCRIPTIONS} prescriptions. Delete one to add another.`);
      const time = now();
      const { lastInsertRowid } = context.db
        .prepare(
          `INSERT INTO customer_prescription (uid, customer_id, name, prescription_date, prescription, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(newUid(), customer.entity_id, prescription.name, prescription.date, JSON.stringify(prescription), time, time);
      const row = context.db
        .prepare('SELECT * FROM customer_prescription WHERE entity_id = ?')
        .get(lastInsertRowid) as CustomerPrescriptionRow;
      return { prescription: row, user_errors: [] };
    })
    .immediate();
}

export function updateCustomerPrescription(context: RequestContext, uid: string, input: PrescriptionInput): CustomerPrescriptionOutput {
  const customer = requireCustomer(context);
  const row = ownedPrescription(context.db, customer.entity_id, uid);
  const { prescription, errors } = checked(context, input);
  if (errors.length) return { prescription: null, user_errors: errors };
  context.db
    .prepare('UPDATE customer_prescription SET name = ?, prescription_date = ?, prescription = ?, updated_at = ? WHERE entity_id = ?')
    .run(prescription.name, prescription.date, JSON.stringify(prescription), now(), row.entity_id);
  return { prescription: ownedPrescription(context.db, customer.entity_id, uid), user_errors: [] };
}

export function deleteCustomerPrescription(context: RequestContext, uid: string): boolean {
  const customer = requireCustomer(context);
  const row = ownedPrescription(context.db, customer.entity_id, uid);
  context.db.prepare('DELETE FROM customer_prescription WHERE entity_id = ?').run(row.entity_id);
  return true;
}

const stored = (row: CustomerPrescriptionRow) => JSON.parse(row.prescription) as Prescription;

/** CustomerPrescription's fields from a row. */
export const customerPrescriptionFields = {
  uid: (row: CustomerPrescriptionRow) => row.uid,
  name: (row: CustomerPrescriptionRow) => row.name,
  date: (row: CustomerPrescriptionRow) => row.prescription_date,
  expires_on: (row: CustomerPrescriptionRow) => prescriptionExpiresOn(row.prescription_date),
  is_expired: (row: CustomerPrescriptionRow, _: unknown, context: RequestContext) =>
    todayIn(context.store.timezone) > prescriptionExpiresOn(row.prescription_date),
  pd_mode: (row: CustomerPrescriptionRow) => (stored(row).pdMode === 'dual' ? 'DUAL' : 'SINGLE'),
  pd: (row: CustomerPrescriptionRow) => stored(row).pd,
  right_eye: (row: CustomerPrescriptionRow) => eyeView(stored(row).od),
  left_eye: (row: CustomerPrescriptionRow) => eyeView(stored(row).os),
  summary: (row: CustomerPrescriptionRow) => prescriptionSummary(stored(row)),
  created_at: (row: CustomerPrescriptionRow) => row.created_at,
  updated_at: (row: CustomerPrescriptionRow) => row.updated_at,
};
