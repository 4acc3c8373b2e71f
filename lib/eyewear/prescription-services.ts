/**
 * What the lens configurator (and an order's prescription page) needs from the prescription
 * backend, as two small seams: the shopper's saved prescriptions (the choice is only offered when
 * someone is signed in) and the upload of a photo or PDF. `configuratorServices` holds the real
 * ones (Magento's extension part, lib/magento/operations/prescription.ts); tests pass their own.
 */
import { browserAccountRequest } from '@/lib/account/browser';
import { fetchCustomerPrescriptions, uploadPrescriptionFile } from '@/lib/magento/operations/prescription';
import { MagentoRestError } from '@/lib/magento/rest';
import { throttleWaitSeconds } from '@/lib/magento/throttle';
import { hasLiveSigninRecord } from '@/lib/session/signin-record';
import { isAuthorizationError } from '@/lib/state/user-store';
import type { Prescription } from '@/shared/prescription/rules';
import type { PrescriptionFileError, PrescriptionFileType } from '@/shared/prescription/file';

export interface SavedPrescription {
  /** The backend's id (a Magento-style `uid`). */
  uid: string;
  prescription: Prescription;
}

export interface SavedPrescriptionsSource {
  /**
   * The signed-in shopper's saved prescriptions in a store view, newest first; null when nobody is
   * signed in (the choice is then not offered). Rejects when they cannot be read.
   */
  load(store: string): Promise<SavedPrescription[] | null>;
}

export type PrescriptionUploadResult =
  | { status: 'uploaded'; /** The stored file's id, written into the cart line's prescription note. */ uid: string }
  | { status: 'unavailable' }
  | {
      status: 'refused';
      /** Why the backend refused it, when it is one the shopper can act on (else null). */ reason: PrescriptionFileError | null;
    }
  | { status: 'throttled'; /** Seconds until the shop takes another file (REST 429's Retry-After). */ retryAfterSeconds: number };

/**
 * Sends a checked file (`type` is the type read from its content). Resolves with the outcome;
 * rejects only on a network failure.
 */
export type PrescriptionUpload = (
  file: Blob & { name: string },
  context: { store: string; type: PrescriptionFileType },
) => Promise<PrescriptionUploadResult>;

export interface PrescriptionServices {
  savedPrescriptions: SavedPrescriptionsSource | null;
  uploadPrescription: PrescriptionUpload;
}

/** No upload (a backend without the prescription extension): every file is answered with "not available". */
export const uploadNotAvailable: PrescriptionUpload = async () => ({ status: 'unavailable' });

/** The signed-in customer's saved prescriptions (`customer.prescriptions`); null for a guest or a session Magento no longer accepts. */
export const savedPrescriptionsOfCustomer: SavedPrescriptionsSource = {
  async load(store) {
    if (!hasLiveSigninRecord()) return null;
    try {
      const saved = await fetchCustomerPrescriptions(browserAccountRequest(store));
      return saved.map(({ uid, prescription }) => ({ uid, prescription }));
    } catch (error) {
      if (isAuthorizationError(error)) return null;
      throw error;
    }
  },
};

/** The backend's REST upload (guests too): 413 is "too large", 400 "not a JPG, PNG or PDF". */
export const uploadToShop: PrescriptionUpload = async (file, { store, type }) => {
  try {
    return { status: 'uploaded', uid: (await uploadPrescriptionFile(store, file, type)).uid };
  } catch (error) {
    if (!(error instanceof MagentoRestError)) throw error;
    if (error.status === 404) return { status: 'unavailable' };
    const wait = throttleWaitSeconds(error);
    if (wait !== null) return { status: 'throttled', retryAfterSeconds: wait };
    return { status: 'refused', reason: error.status === 413 ? 'fileTooLarge' : error.status === 400 ? 'fileType' : null };
  }
};

/** The services the configurator and the prescription pages use. */
export const configuratorServices: PrescriptionServices = {
  savedPrescriptions: savedPrescriptionsOfCustomer,
  uploadPrescription: uploadToShop,
};
