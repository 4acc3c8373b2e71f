/**
 * Prescriptions of orders. When an order is placed, each line whose frame has prescription lenses
 * (a Prescription text option, and a usage other than non-prescription) is recorded with what its
 * Prescription option says: a readable, valid prescription summary or an uploaded file
 * (`· FILE <uid>`) is "given"; anything else ("send it later" in any language, nothing, something
 * unreadable or no longer valid) is "pending", and the order is flagged. The confirmation e-mail
 * of a flagged order carries the link /{store}/prescriptionfix/{order_number}/{key}
 * (`prescriptionFixLink`).
 *
 * Through that link (or as the order's signed-in customer) the shopper sees the order's number and
 * its frames (`prescriptionFixOrder`) and sends the prescription (`submitOrderPrescription`): typed
 * values, checked against every rule for the lines' usage, or an uploaded file. It is stored on
 * every line still waiting or sent before (on every line, when all were given with the order),
 * the flag is cleared and the shopper is e-mailed. Sending again corrects it; sending the same
 * again changes nothing and e-mails nothing. The link stays valid for corrections.
 */
import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { SHOP_NAME, type RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import {
  parsePrescriptionSummary,
  validatePrescription,
  type Prescription,
  type PrescriptionUsage,
} from '../../../shared/prescription/rules';
import { toUid } from '../catalog/uids';
import { sendEmail } from '../outbox/outbox';
import { escapeHtml } from '../sales/confirmation-email';
import { now, type OrderRow } from '../sales/orders';
import type { Store } from '../store/stores';
import { fixLinkRefused, newFixKey, orderForFixLink, orderPrescription } from './fix-key';
import { forUsage, orderLensUsage } from '../../../shared/prescription/order';
import { checkPrescriptionInput, todayIn, USAGE_ENUMS, type PrescriptionInput, type PrescriptionUserError } from './rules';
import { attachUpload, uploadByUid, uploadUsableFor } from './uploads';

type LineStatus = 'given' | 'pending' | 'submitted';

interface ItemPrescriptionRow {
  item_id: number;
  order_id: number;
  usage: PrescriptionUsage | null;
  status: LineStatus;
  prescription: string | null;
  upload_uid: string | null;
  submission_hash: string | null;
  updated_at: string;
}

const USAGE_SKUS: Record<string, PrescriptionUsage | 'non-prescription'> = {
  'usage-single-vision': 'single-vision',
  'usage-progressive': 'progressive',
  'usage-reading': 'reading',
  'usage-non-prescription': 'non-prescription',
};

/** The upload id at the end of a Prescription option's text (the configurator writes `… · FILE <uid>`). */
const FILE_NOTE = /·\s*FILE\s+([A-Za-z0-9_-]{22})\s*$/;

interface LineNeed {
  usage: PrescriptionUsage | null;
  /** The Prescription option's text, if any. */
  text: string | null;
}

/** Whether a quote line needs a prescription (its frame's options by SKU), with its usage and text. */
function lineNeed(db: Db, productId: number, optionsJson: string): LineNeed | null {
  let custom: Record<string, unknown>;
  try {
    custom = ((JSON.parse(optionsJson) as { custom?: Record<string, unknown> }).custom ?? {}) as Record<string, unknown>;
  } catch {
    custom = {};
  }
  const options = db.prepare('SELECT option_id, sku FROM catalog_product_option WHERE product_id = ?').all(productId) as Array<{
    option_id: number;
    sku: string | null;
  }>;
  const prescriptionOption = options.find((option) => option.sku === 'prescription');
  if (!prescriptionOption) return null;
  const usageOption = options.find((option) => option.sku === 'usage');
  let usage: PrescriptionUsage | null = null;
  const chosen = usageOption ? custom[String(usageOption.option_id)] : undefined;
  if (Array.isArray(chosen) && chosen.length) {
    const sku = db.prepare('SELECT sku FROM catalog_product_option_type_value WHERE option_type_id = ?').pluck().get(Number(chosen[0])) as
      string | undefined;
    const kind = sku ? USAGE_SKUS[sku] : undefined;
    if (kind === 'non-prescription') return null;
    usage = kind ?? null;
  }
  const text = custom[String(prescriptionOption.option_id)];
  return { usage, text: typeof text === 'string' && text.trim() ? text : null };
}

/** What the order line's text gives: valid values, a usable uploaded file, or nothing (pending). */
function givenWith(db: Db, order: OrderRow, need: LineNeed, today: string): { prescription: Prescription } | { uploadUid: string } | null {
  if (!need.text) return null;
  const values = parsePrescriptionSummary(need.text);
  if (values) {
    const prescription = forUsage(values, need.usage);
    return validatePrescription(prescription, { today, usage: need.usage, requireName: false }).length ? null : { prescription };
  }
  const file = FILE_NOTE.exec(need.text)?.[1];
  if (file && uploadUsableFor(uploadByUid(db, file), order, order.customer_id)) return { uploadUid: file };
  return null;
}

/**
 * Records the prescription lines of a new order, and flags it when one of them waits for its
 * prescription. Called by placeOrder in its transaction, after the order's items are written.
 */
export function recordOrderPrescriptions(context: { db: Db; store: Store }, orderId: number): void {
  const { db } = context;
  const order = db.prepare('SELECT * FROM sales_order WHERE entity_id = ?').get(orderId) as OrderRow;
  const lines = db
    .prepare(
      `SELECT oi.item_id, qi.product_id, qi.options FROM sales_order_item oi JOIN quote_item qi ON qi.item_id = oi.quote_item_id
        WHERE oi.order_id = ? ORDER BY oi.item_id`,
    )
    .all(orderId) as Array<{ item_id: number; product_id: number; options: string }>;
  const today = todayIn(context.store.timezone);
  const time = now();
  const insert = db.prepare(
    `INSERT INTO sales_order_item_prescription (item_id, order_id, usage, status, prescription, upload_uid, submission_hash, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  let pending = false;
  let recorded = false;
  for (const line of lines) {
    const need = lineNeed(db, line.product_id, line.options);
    if (!need) continue;
    const given = givenWith(db, order, need, today);
    if (given && 'uploadUid' in given) attachUpload(db, given.uploadUid, orderId);
    pending ||= !given;
    recorded = true;
    insert.run(
      line.item_id,
      orderId,
      need.usage,
      given ? 'given' : 'pending',
      given && 'prescription' in given ? JSON.stringify(given.prescription) : null,
      given && 'uploadUid' in given ? given.uploadUid : null,
      time,
    );
  }
  if (recorded)
    db.prepare(
      'INSERT INTO sales_order_prescription (order_id, status, fix_key_hash, created_at, updated_at) VALUES (?, ?, NULL, ?, ?)',
    ).run(orderId, pending ? 'pending' : 'received', time, time);
}

/**
 * The link that goes into a flagged order's confirmation e-mail, with a new key (the one before,
 * if any, stops working); null when the order waits for no prescription.
 */
export function prescriptionFixLink(context: { db: Db; store: Store; config: { storefrontUrl: string } }, order: OrderRow): string | null {
  const record = orderPrescription(context.db, order.entity_id);
  if (record?.status !== 'pending') return null;
  const { key, hash } = newFixKey();
  context.db
    .prepare('UPDATE sales_order_prescription SET fix_key_hash = ?, updated_at = ? WHERE order_id = ?')
    .run(hash, now(), order.entity_id);
  return `${context.config.storefrontUrl}/${context.store.code}/prescriptionfix/${encodeURIComponent(order.increment_id)}/${key}`;
}

function itemRows(db: Db, orderId: number): Array<ItemPrescriptionRow & { name: string }> {
  return db
    .prepare(
      `SELECT p.*, oi.name FROM sales_order_item_prescription p JOIN sales_order_item oi ON oi.item_id = p.item_id
        WHERE p.order_id = ? ORDER BY p.item_id`,
    )
    .all(orderId) as Array<ItemPrescriptionRow & { name: string }>;
}

/** PrescriptionFixOrder: the number, whether a frame still waits, and the frames — nothing else about the order. */
export interface PrescriptionFixOrderView {
  order_number: string;
  prescription_pending: boolean;
  items: Array<{ uid: string; product_name: string; usage: string | null; prescription_status: string }>;
}

function fixOrderView(db: Db, order: OrderRow): PrescriptionFixOrderView {
  const record = orderPrescription(db, order.entity_id);
  return {
    order_number: order.increment_id,
    prescription_pending: record?.status === 'pending',
    items: itemRows(db, order.entity_id).map((row) => ({
      uid: toUid(row.item_id),
      product_name: row.name,
      usage: row.usage ? USAGE_ENUMS[row.usage] : null,
      prescription_status: row.status.toUpperCase(),
    })),
  };
}

/** The order its link (or its signed-in customer) opens, or the one refusal. */
function openOrder(context: RequestContext, orderNumber: string, key: string | null | undefined) {
  const opened = orderForFixLink(context.db, String(orderNumber ?? '').trim(), key, context.customerId);
  if (!opened) throw fixLinkRefused();
  return opened;
}

export function prescriptionFixOrder(
  context: RequestContext,
  orderNumber: string,
  key: string | null | undefined,
): PrescriptionFixOrderView {
  return fixOrderView(context.db, openOrder(context, orderNumber, key).order);
}

export interface SubmitOrderPrescriptionInput {
  order_number: string;
  key?: string | null;
  prescription?: PrescriptionInput | null;
  upload_uid?: string | null;
}

export interface SubmitOrderPrescriptionOutput {
  order: PrescriptionFixOrderView | null;
  user_errors: PrescriptionUserError[];
}

export function submitOrderPrescription(context: RequestContext, input: SubmitOrderPrescriptionInput): SubmitOrderPrescriptionOutput {
  const { db } = context;
  const { order } = openOrder(context, input.order_number, input.key);
  const hasValues = Boolean(input.prescription);
  const uploadUid = input.upload_uid?.trim() || null;
  if (hasValues === Boolean(uploadUid)) throw inputError('Send either the prescription or an uploaded file of it.');

  const lines = itemRows(db, order.entity_id);
  const open = lines.filter((line) => line.status !== 'given');
  const targets = open.length ? open : lines;

  let prescription: Prescription | null = null;
  if (input.prescription) {
    const checked = checkPrescriptionInput(input.prescription, {
      today: todayIn(context.store.timezone),
      usage: orderLensUsage(targets.map((line) => line.usage)),
      requireName: false,
    });
    if (checked.errors.length) return { order: null, user_errors: checked.errors };
    prescription = checked.prescription;
  } else if (!uploadUsableFor(uploadByUid(db, uploadUid!), order, context.customerId)) {
    return {
      order: null,
      user_errors: [{ code: 'UPLOAD_NOT_FOUND', field: 'upload_uid', message: 'The uploaded file was not found. Upload it again.' }],
    };
  }

  const submission = crypto
    .createHash('sha256')
    .update(prescription ? `values:${JSON.stringify(prescription)}` : `upload:${uploadUid}`)
    .digest('hex');
  // Read again under the write lock: of two identical submissions racing, one stores and mails.
  db.transaction(() => {
    const current = itemRows(db, order.entity_id).filter((line) => targets.some((target) => target.item_id === line.item_id));
    if (current.every((line) => line.status === 'submitted' && line.submission_hash === submission)) return;
    const time = now();
    const update = db.prepare(
      `UPDATE sales_order_item_prescription SET status = 'submitted', prescription = ?, upload_uid = ?, submission_hash = ?, updated_at = ?
        WHERE item_id = ?`,
    );
    for (const line of current)
      update.run(prescription ? JSON.stringify(forUsage(prescription, line.usage)) : null, uploadUid, submission, time, line.item_id);
    if (uploadUid) attachUpload(db, uploadUid, order.entity_id);
    db.prepare("UPDATE sales_order_prescription SET status = 'received', updated_at = ? WHERE order_id = ?").run(time, order.entity_id);
    sendEmail(db, receivedEmail(order));
  }).immediate();
  return { order: fixOrderView(db, order), user_errors: [] };
}

/** "We have your prescription": to the order's e-mail address, with nothing of the prescription itself. */
function receivedEmail(order: OrderRow) {
  const name = [order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ') || 'Hello';
  const subject = `We have your prescription for order #${order.increment_id}`;
  const lines = [
    `Thank you: we have received the prescription for your ${SHOP_NAME} order #${order.increment_id}.`,
    'Our opticians check it before your lenses are made. To correct it, open the prescription link of your order e-mail again.',
  ];
  return {
    storeId: order.store_id,
    to: order.customer_email,
    subject,
    text: [`${name},`, '', ...lines].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif">',
      `<h1>${escapeHtml(SHOP_NAME)}</h1>`,
      `<p>${escapeHtml(name)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}
