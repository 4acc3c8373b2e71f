/**
 * What the lens configurator needs from the prescription backend, as two small seams with
 * defaults that do nothing yet: the shopper's saved prescriptions (the choice is only offered when
 * a source is given) and the upload of a photo or PDF (the default answers "not available yet").
 * The backend's prescription module wires real ones (see `configuratorServices`).
 */
import type { Prescription } from './prescription';
import type { PrescriptionFileType } from './prescription-file';

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
  | { status: 'refused'; /** The backend's reason, in the shopper's language. */ message: string };

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

/** No upload yet: every file is answered with "not available yet". */
export const uploadNotAvailable: PrescriptionUpload = async () => ({ status: 'unavailable' });

/** The services the configurator uses: no saved prescriptions, no upload (the lead wires the real ones here). */
export const configuratorServices: PrescriptionServices = {
  savedPrescriptions: null,
  uploadPrescription: uploadNotAvailable,
};
