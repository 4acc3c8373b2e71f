/**
 * Prescription files over REST (GraphQL cannot carry a file):
 *
 *   POST /rest/{store}/V1/prescriptions/uploads   the file as the raw body (Content-Type optional)
 *     → { uid, content_type, size, upload_token }
 *   GET  /rest/{store}/V1/prescriptions/uploads/{uid}
 *     → the file, to its owner only
 *
 * A file is a JPG, PNG or PDF by its first bytes (shared/prescription/file.ts, the browser's
 * own check), whatever its name or declared type, and at most 10 MB (413 above). It is kept under
 * the data directory as prescriptions/{uid}, the uid 128 random bits. Its owner is the bearer's
 * customer; a guest gets a signed `upload_token` instead (null for a customer), which it sends
 * back as `X-Prescription-Upload-Token` to read the file. A file given for an order may also be
 * read by the order's customer and by the holder of the order's prescription link
 * (`X-Prescription-Order` and `X-Prescription-Key`). Anything else is Magento's 404, the same as
 * for a uid that never existed. Files are served privately (`Cache-Control: private, no-store`),
 * never sniffed (`nosniff`), sandboxed, and a PDF as an attachment.
 *
 * Bounded: an address may upload THROTTLES.prescriptionUpload* files an hour and a day, a customer
 * may have MAX_UNATTACHED_UPLOADS files not given for an order, and such files are deleted
 * UNATTACHED_UPLOAD_LIFETIME_HOURS after upload (`removeExpiredUploads`, run by the backend every minute).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackendServices } from '../../graphql/context';
import type { Db } from '../../db/database';
import { THROTTLES, ThrottleError, clientIpOf, throttle } from '../../http/throttle';
import { RestError, RestFile, type RestRequest, type RestRoute } from '../../rest/router';
import {
  MAX_PRESCRIPTION_FILE_BYTES,
  prescriptionFileError,
  sniffPrescriptionFileType,
  type PrescriptionFileType,
} from '../../../shared/prescription/file';
import { readBearer } from '../customer/tokens';
import { now } from '../sales/orders';
import { signToken, verifyToken } from '../sales/sandbox/tokens';
import { orderForFixLink } from './fix-key';

export interface PrescriptionUploadRow {
  uid: string;
  customer_id: number | null;
  store_id: number;
  content_type: PrescriptionFileType;
  size: number;
  sha256: string;
  order_id: number | null;
  created_at: string;
}

export const UPLOAD_UID = /^[A-Za-z0-9_-]{22}$/;
/** Files a customer may keep that are not given for an order yet. */
export const MAX_UNATTACHED_UPLOADS = 10;
/** Hours a file not given for an order is kept. */
export const UNATTACHED_UPLOAD_LIFETIME_HOURS = 24;
const TOKEN_KIND = 'prescription-upload';
const MEGABYTES = String(MAX_PRESCRIPTION_FILE_BYTES / 1024 / 1024);

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than the %1 MB allowed.',
  empty: 'The file is empty.',
  type: 'The file type is not allowed. Upload a JPG, PNG or PDF file.',
} as const;

export const uploadDirectory = (services: Pick<BackendServices, 'config'>) => path.join(services.config.dataDir, 'prescriptions');

export function uploadByUid(db: Db, uid: string): PrescriptionUploadRow | undefined {
  if (!UPLOAD_UID.test(uid)) return undefined;
  return db.prepare('SELECT * FROM prescription_upload WHERE uid = ?').get(uid) as PrescriptionUploadRow | undefined;
}

/** The request's customer: null for a guest; Magento's 401 for a bearer that is no valid token. */
function customerOf(request: RestRequest, services: BackendServices): number | null {
  const bearer = readBearer(services.db, request.headers, request.store);
  if (bearer.kind === 'invalid') throw new RestError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
  return bearer.kind === 'customer' ? bearer.customerId : null;
}

/** The media type of a Content-Type header, lower-case (none for a missing or generic one). */
function declaredType(header: string | string[] | undefined): string | undefined {
  const type = (Array.isArray(header) ? header[0] : header)?.split(';')[0].trim().toLowerCase();
  return !type || type === 'application/octet-stream' ? undefined : type;
}

function upload(request: RestRequest, _: Record<string, string>, services: BackendServices) {
  const customerId = customerOf(request, services);
  const bytes = request.rawBody;
  if (bytes === null) throw new RestError(413, UPLOAD_MESSAGES.tooLarge, [MEGABYTES]);
  if (!bytes || bytes.length === 0) throw new RestError(400, UPLOAD_MESSAGES.empty);
  const type = sniffPrescriptionFileType(bytes);
  const problem = prescriptionFileError({ size: bytes.length, type: declaredType(request.headers['content-type']) }, bytes);
  if (problem === 'fileTooLarge') throw new RestError(413, UPLOAD_MESSAGES.tooLarge, [MEGABYTES]);
  if (problem || !type) throw new RestError(400, UPLOAD_MESSAGES.type);
  if (customerId !== null) refuseOverQuota(services.db, customerId);
  const ip = clientIpOf(request.headers);
  throttle(services, [THROTTLES.prescriptionUploadPerIp, ip], [THROTTLES.prescriptionUploadPerIpDaily, ip]);

  const uid = crypto.randomBytes(16).toString('base64url');
  const directory = uploadDirectory(services);
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(directory, uid), bytes, { mode: 0o600, flag: 'wx' });
  const row: PrescriptionUploadRow = {
    uid,
    customer_id: customerId,
    store_id: request.store.store_id,
    content_type: type,
    size: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    order_id: null,
    created_at: now(),
  };
  services.db
    .prepare(
      `INSERT INTO prescription_upload (uid, customer_id, store_id, content_type, size, sha256, order_id, created_at)
       VALUES (@uid, @customer_id, @store_id, @content_type, @size, @sha256, @order_id, @created_at)`,
    )
    .run(row);
  return {
    uid,
    content_type: type,
    size: bytes.length,
    upload_token: customerId === null ? signToken(services.db, { kind: TOKEN_KIND, uid }) : null,
  };
}

/** A customer with MAX_UNATTACHED_UPLOADS waiting files may upload again when the oldest expires. */
function refuseOverQuota(db: Db, customerId: number): void {
  const waiting = db
    .prepare('SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM prescription_upload WHERE customer_id = ? AND order_id IS NULL')
    .get(customerId) as { count: number; oldest: string | null };
  if (waiting.count < MAX_UNATTACHED_UPLOADS || !waiting.oldest) return;
  const expires = Date.parse(`${waiting.oldest.replace(' ', 'T')}Z`) + UNATTACHED_UPLOAD_LIFETIME_HOURS * 3600_000;
  throw new ThrottleError(Math.max(60, Math.ceil((expires - Date.now()) / 1000)));
}

/** Deletes the files (rows and bytes) not given for an order within their lifetime; answers how many. */
export function removeExpiredUploads(services: Pick<BackendServices, 'db' | 'config'>, at = Date.now()): number {
  const cutoff = new Date(at - UNATTACHED_UPLOAD_LIFETIME_HOURS * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const expired = services.db
    .prepare('SELECT uid FROM prescription_upload WHERE order_id IS NULL AND created_at < ?')
    .all(cutoff) as Array<{ uid: string }>;
  const remove = services.db.prepare('DELETE FROM prescription_upload WHERE uid = ? AND order_id IS NULL');
  for (const { uid } of expired) {
    if (remove.run(uid).changes) fs.rmSync(path.join(uploadDirectory(services), uid), { force: true });
  }
  return expired.length;
}

const header = (request: RestRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/** Whether the request may read the file: see the module's comment. */
function mayRead(request: RestRequest, services: BackendServices, file: PrescriptionUploadRow): boolean {
  const customerId = customerOf(request, services);
  if (file.customer_id !== null && file.customer_id === customerId) return true;
  const token = header(request, 'x-prescription-upload-token');
  if (file.customer_id === null && token) {
    const payload = verifyToken(services.db, token);
    if (payload?.kind === TOKEN_KIND && payload.uid === file.uid) return true;
  }
  if (file.order_id === null) return false;
  const orderNumber = header(request, 'x-prescription-order');
  const key = header(request, 'x-prescription-key');
  if (!orderNumber && customerId === null) return false;
  const opened = orderNumber ? orderForFixLink(services.db, orderNumber, key || null, customerId) : null;
  if (opened) return opened.order.entity_id === file.order_id;
  const order = services.db.prepare('SELECT customer_id FROM sales_order WHERE entity_id = ?').get(file.order_id) as
    { customer_id: number | null } | undefined;
  return customerId !== null && order?.customer_id === customerId;
}

const EXTENSIONS: Record<PrescriptionFileType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

function download(request: RestRequest, params: Record<string, string>, services: BackendServices) {
  const file = uploadByUid(services.db, params.uid);
  const notFound = new RestError(404, 'No such entity with %fieldName = %fieldValue', {
    fieldName: 'uid',
    fieldValue: params.uid.slice(0, 64),
  });
  if (!file || !mayRead(request, services, file)) throw notFound;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(uploadDirectory(services), file.uid));
  } catch {
    throw notFound;
  }
  const name = `prescription-${file.uid}.${EXTENSIONS[file.content_type]}`;
  return new RestFile(bytes, {
    'Content-Type': file.content_type,
    'Content-Disposition': `${file.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}

export const uploadRest: RestRoute[] = [
  { method: 'POST', pattern: 'prescriptions/uploads', handler: upload, rawBody: { maxBytes: MAX_PRESCRIPTION_FILE_BYTES } },
  { method: 'GET', pattern: 'prescriptions/uploads/:uid', handler: download },
];

/** Marks the files given for an order (a file goes with one order only). */
export function attachUpload(db: Db, uid: string, orderId: number): void {
  db.prepare('UPDATE prescription_upload SET order_id = ? WHERE uid = ? AND (order_id IS NULL OR order_id = ?)').run(orderId, uid, orderId);
}

/**
 * Whether a file may be given for an order: a file of the order's customer or of the shopper
 * sending it, or a guest's file, that is not given for another order yet.
 */
export function uploadUsableFor(
  file: PrescriptionUploadRow | undefined,
  order: { entity_id: number; customer_id: number | null },
  senderId: number | null,
): boolean {
  if (!file) return false;
  if (file.order_id !== null && file.order_id !== order.entity_id) return false;
  return file.customer_id === null || file.customer_id === order.customer_id || (senderId !== null && file.customer_id === senderId);
}
