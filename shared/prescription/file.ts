/**
 * A prescription's photo or scan: JPG, PNG or PDF up to 10 MB, its type read from its first bytes
 * (a renamed executable is no PDF, whatever its name and the type the browser guessed from it).
 * Pure, so the browser checks a file before sending it and the backend checks it again on arrival.
 */

export const PRESCRIPTION_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type PrescriptionFileType = (typeof PRESCRIPTION_FILE_TYPES)[number];

/** 10 MB. */
export const MAX_PRESCRIPTION_FILE_BYTES = 10 * 1024 * 1024;

/** How many leading bytes `sniffPrescriptionFileType` needs. */
export const FILE_SIGNATURE_BYTES = 8;

export type PrescriptionFileError = 'fileEmpty' | 'fileTooLarge' | 'fileType';

const SIGNATURES: ReadonlyArray<{ type: PrescriptionFileType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file's type by its content, or null when it is none of the three. */
export function sniffPrescriptionFileType(head: Uint8Array): PrescriptionFileType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match ? match.type : null;
}

/**
 * Why the file cannot be sent, or null when it can: empty, over 10 MB, or not a JPG, PNG or PDF
 * (by its first bytes, and by the type the browser reports when it reports one).
 */
export function prescriptionFileError(file: { size: number; type?: string }, head: Uint8Array): PrescriptionFileError | null {
  if (file.size <= 0) return 'fileEmpty';
  if (file.size > MAX_PRESCRIPTION_FILE_BYTES) return 'fileTooLarge';
  const sniffed = sniffPrescriptionFileType(head);
  if (!sniffed) return 'fileType';
  if (file.type && file.type !== sniffed && !(file.type === 'image/jpg' && sniffed === 'image/jpeg')) return 'fileType';
  return null;
}
