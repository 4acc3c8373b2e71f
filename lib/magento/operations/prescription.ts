/**
 * Prescriptions (extension part, issue 6): the signed-in customer's saved prescriptions
 * (`customer.prescriptions`, create, update, delete), an order's prescription link
 * (`prescriptionFixOrder`, `submitOrderPrescription`) and, over REST because GraphQL cannot carry
 * a file, the upload of a photo or PDF (`POST /rest/{store}/V1/prescriptions/uploads`).
 *
 * The backend checks every rule again and answers a broken one in `user_errors` (a code and the
 * input field, `right_eye.axis`); these functions turn them back into the rules' own errors
 * (`{ field: 'od.axis', code: 'axisRequiredWithCyl' }`), which the forms word in the shopper's
 * language, field by field.
 */
import {
  PRESCRIPTION_ERROR_CODES,
  type EyePrescription,
  type Prescription,
  type PrescriptionError,
  type PrescriptionErrorCode,
  type PrescriptionField,
  type PrescriptionUsage,
  type PrismBase,
} from '@/shared/prescription/rules';
import type { PrescriptionFileType } from '@/shared/prescription/file';
import { MagentoRestError, defaultRestBaseUrl, fillPlaceholders, retryAfterSecondsOf } from '../rest';
import type { AccountRequest } from './account';
import {
  GetCustomerPrescriptionsDocument as GetCustomerPrescriptions,
  CreateCustomerPrescriptionDocument as CreateCustomerPrescription,
  UpdateCustomerPrescriptionDocument as UpdateCustomerPrescription,
  DeleteCustomerPrescriptionDocument as DeleteCustomerPrescription,
  GetPrescriptionFixOrderDocument as GetPrescriptionFixOrder,
  SubmitOrderPrescriptionDocument as SubmitOrderPrescription,
} from '../generated/prescription';
import type {
  CreateCustomerPrescriptionMutation,
  CustomerPrescriptionFieldsFragment,
  PrescriptionEyeFieldsFragment,
  PrescriptionFixOrderFieldsFragment,
  PrescriptionInput,
  PrescriptionPrismBaseEnum,
  PrescriptionUserErrorFieldsFragment,
  UpdateCustomerPrescriptionMutation,
} from '../generated/graphql';
export {
  GetCustomerPrescriptions,
  CreateCustomerPrescription,
  UpdateCustomerPrescription,
  DeleteCustomerPrescription,
  GetPrescriptionFixOrder,
  SubmitOrderPrescription,
};

const readOptions = (request: AccountRequest) => ({ ...request.options, cache: 'no-store' as const });

// --- Documents ---------------------------------------------------------------------------------

// --- Shapes --------------------------------------------------------------------------------------

type PrismBaseEnum = PrescriptionPrismBaseEnum;
type PrescriptionEyeView = PrescriptionEyeFieldsFragment;
type CustomerPrescriptionView = CustomerPrescriptionFieldsFragment;
/** A user error of a save; its code may be one a newer backend added (its message is shown then). */
type PrescriptionUserErrorView = Omit<PrescriptionUserErrorFieldsFragment, 'code'> & { code: string };

/** A saved prescription as the storefront uses it. */
export interface CustomerPrescription {
  uid: string;
  prescription: Prescription;
  /** `YYYY-MM-DD`, the last day it is valid. */
  expiresOn: string;
  isExpired: boolean;
  /** The optician's notation (`OD SPH -1.25 …`). */
  summary: string;
}

export type PrescriptionUsageEnum = 'SINGLE_VISION' | 'PROGRESSIVE' | 'READING';

/** An order waiting for its prescription, with its lines (PrescriptionFixOrderFields). */
export type PrescriptionFixOrder = PrescriptionFixOrderFieldsFragment;

/** What a refused save says: the rules' errors per field, and any message no field takes (in Magento's words). */
export interface PrescriptionRefusal {
  errors: PrescriptionError[];
  messages: string[];
}

const BASE_OF: Record<PrismBaseEnum, PrismBase> = { IN: 'in', OUT: 'out', UP: 'up', DOWN: 'down' };
const BASE_ENUM: Record<PrismBase, PrismBaseEnum> = { in: 'IN', out: 'OUT', up: 'UP', down: 'DOWN' };
export const USAGE_OF: Record<PrescriptionUsageEnum, PrescriptionUsage> = {
  SINGLE_VISION: 'single-vision',
  PROGRESSIVE: 'progressive',
  READING: 'reading',
};

const eyeOf = (view: PrescriptionEyeView): EyePrescription => ({
  sph: view.sph,
  cyl: view.cyl,
  axis: view.axis,
  add: view.add,
  prism: view.prism,
  prismBase: view.prism_base ? BASE_OF[view.prism_base] : null,
  pd: view.pd,
});

function customerPrescriptionOf(view: CustomerPrescriptionView): CustomerPrescription {
  return {
    uid: view.uid,
    prescription: {
      name: view.name,
      date: view.date,
      pdMode: view.pd_mode === 'DUAL' ? 'dual' : 'single',
      pd: view.pd,
      od: eyeOf(view.right_eye),
      os: eyeOf(view.left_eye),
    },
    expiresOn: view.expires_on,
    isExpired: view.is_expired,
    summary: view.summary,
  };
}

const eyeInput = (eye: EyePrescription) => ({
  sph: eye.sph,
  cyl: eye.cyl,
  axis: eye.axis,
  add: eye.add,
  prism: eye.prism,
  prism_base: eye.prismBase ? BASE_ENUM[eye.prismBase] : null,
  pd: eye.pd,
});

/** A prescription as Magento's `PrescriptionInput` (the extension part's). */
export function prescriptionInput(prescription: Prescription): PrescriptionInput {
  return {
    name: prescription.name,
    date: prescription.date,
    pd_mode: prescription.pdMode === 'dual' ? 'DUAL' : 'SINGLE',
    pd: prescription.pd,
    right_eye: eyeInput(prescription.od),
    left_eye: eyeInput(prescription.os),
  };
}

const EYE_OF: Record<string, string> = { right_eye: 'od', left_eye: 'os' };

/** `right_eye.prism_base` → `od.prismBase`, `pd_mode` → `pdMode`; null for a field the form does not have. */
export function formField(inputField: string): PrescriptionField | null {
  if (inputField === 'pd_mode') return 'pdMode';
  if (['name', 'date', 'pd'].includes(inputField)) return inputField as PrescriptionField;
  const [eye, value] = inputField.split('.');
  const key = value === 'prism_base' ? 'prismBase' : value;
  return EYE_OF[eye] && ['sph', 'cyl', 'axis', 'add', 'prism', 'prismBase', 'pd'].includes(key)
    ? (`${EYE_OF[eye]}.${key}` as PrescriptionField)
    : null;
}

/** `AXIS_REQUIRED_WITH_CYL` → `axisRequiredWithCyl`, when it is one of the rules' codes. */
export function ruleCode(code: string): PrescriptionErrorCode | null {
  const camel = code.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return (PRESCRIPTION_ERROR_CODES as readonly string[]).includes(camel) ? (camel as PrescriptionErrorCode) : null;
}

/** The backend's user errors as the rules' errors per field, and the messages of any other. */
export function refusalOf(userErrors: readonly PrescriptionUserErrorView[]): PrescriptionRefusal {
  const refusal: PrescriptionRefusal = { errors: [], messages: [] };
  for (const error of userErrors) {
    const field = formField(error.field);
    const code = ruleCode(error.code);
    if (field && code && !refusal.errors.some((known) => known.field === field)) refusal.errors.push({ field, code });
    else if (!field || !code) refusal.messages.push(error.message);
  }
  return refusal;
}

// --- Calls ---------------------------------------------------------------------------------------

export async function fetchCustomerPrescriptions(request: AccountRequest): Promise<CustomerPrescription[]> {
  const { data } = await request.client.query(GetCustomerPrescriptions, undefined, readOptions(request));
  return (data.customer?.prescriptions ?? []).map(customerPrescriptionOf);
}

type SaveOutput =
  | CreateCustomerPrescriptionMutation['createCustomerPrescription']
  | UpdateCustomerPrescriptionMutation['updateCustomerPrescription'];

/** Saves a new prescription (no `uid`) or replaces one: the saved prescription, or the refusal. */
export async function saveCustomerPrescription(
  request: AccountRequest,
  prescription: Prescription,
  uid?: string | null,
): Promise<{ saved: CustomerPrescription } | { refused: PrescriptionRefusal }> {
  const input = prescriptionInput(prescription);
  let output: SaveOutput | null | undefined;
  if (uid) {
    const { data } = await request.client.mutate(UpdateCustomerPrescription, { uid, input }, request.options);
    output = data.updateCustomerPrescription;
  } else {
    const { data } = await request.client.mutate(CreateCustomerPrescription, { input }, request.options);
    output = data.createCustomerPrescription;
  }
  if (output?.prescription) return { saved: customerPrescriptionOf(output.prescription) };
  return { refused: refusalOf(output?.user_errors ?? []) };
}

export async function deleteCustomerPrescription(request: AccountRequest, uid: string): Promise<void> {
  await request.client.mutate(DeleteCustomerPrescription, { uid }, request.options);
}

/** The order its prescription link opens, or null when the link is refused (whatever the reason: the backend does not say). */
export async function fetchPrescriptionFixOrder(
  request: AccountRequest,
  orderNumber: string,
  key: string | null,
): Promise<PrescriptionFixOrder | null> {
  const { data } = await request.client.query(GetPrescriptionFixOrder, { orderNumber, key }, readOptions(request));
  return data.prescriptionFixOrder ?? null;
}

export type OrderPrescriptionSubmission = { prescription: Prescription } | { uploadUid: string };

/** Sends an order's prescription: the order as it is then, or the refusal (an upload that is not found is a message). */
export async function submitOrderPrescription(
  request: AccountRequest,
  link: { orderNumber: string; key: string | null },
  submission: OrderPrescriptionSubmission,
): Promise<{ order: PrescriptionFixOrder } | { refused: PrescriptionRefusal & { uploadNotFound: boolean } }> {
  const input = {
    order_number: link.orderNumber,
    key: link.key,
    ...('prescription' in submission ? { prescription: prescriptionInput(submission.prescription) } : { upload_uid: submission.uploadUid }),
  };
  const { data } = await request.client.mutate(SubmitOrderPrescription, { input }, request.options);
  const output = data.submitOrderPrescription;
  if (output?.order) return { order: output.order };
  const userErrors = output?.user_errors ?? [];
  return { refused: { ...refusalOf(userErrors), uploadNotFound: userErrors.some((error) => error.code === 'UPLOAD_NOT_FOUND') } };
}

/** An uploaded file: its id (for the order line's prescription note, or `submitOrderPrescription`). */
export interface UploadedPrescriptionFile {
  uid: string;
  content_type: PrescriptionFileType;
  size: number;
  /** A guest's proof of ownership, to read the file back (null for a customer). */
  upload_token: string | null;
}

/**
 * Uploads a checked file as the request's raw body (the browser's same-origin REST proxy adds the
 * customer's token). Rejects with MagentoRestError when the backend refuses it (413: too large,
 * 400: not a JPG, PNG or PDF) and with a TypeError when there is no answer.
 */
export async function uploadPrescriptionFile(store: string, file: Blob, type: PrescriptionFileType): Promise<UploadedPrescriptionFile> {
  const url = `${defaultRestBaseUrl(store)}prescriptions/uploads`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': type, Accept: 'application/json' },
    body: file,
    credentials: 'include',
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const parameters = typeof body.parameters === 'object' && body.parameters ? (body.parameters as string[]) : undefined;
    throw new MagentoRestError({
      method: 'POST',
      url,
      status: response.status,
      statusText: response.statusText,
      serverMessage: typeof body.message === 'string' ? fillPlaceholders(body.message, parameters) : undefined,
      parameters,
      retryAfterSeconds: retryAfterSecondsOf(response.headers.get('retry-after')),
    });
  }
  return body as unknown as UploadedPrescriptionFile;
}
