import { MAX_PRESCRIPTION_FILE_BYTES, prescriptionFileError, sniffPrescriptionFileType } from './file';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const PDF = new TextEncoder().encode('%PDF-1.7');
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0);

describe('prescription files', () => {
  it('knows JPG, PNG and PDF by their first bytes', () => {
    expect(sniffPrescriptionFileType(PNG)).toBe('image/png');
    expect(sniffPrescriptionFileType(JPEG)).toBe('image/jpeg');
    expect(sniffPrescriptionFileType(PDF)).toBe('application/pdf');
    expect(sniffPrescriptionFileType(EXE)).toBeNull();
    expect(sniffPrescriptionFileType(bytes(0x89, 0x50))).toBeNull();
  });

  it('accepts files up to 10 MB whose content is what they say', () => {
    expect(prescriptionFileError({ size: 1000, type: 'image/png' }, PNG)).toBeNull();
    expect(prescriptionFileError({ size: MAX_PRESCRIPTION_FILE_BYTES, type: 'application/pdf' }, PDF)).toBeNull();
    expect(prescriptionFileError({ size: 1000, type: 'image/jpg' }, JPEG)).toBeNull();
    expect(prescriptionFileError({ size: 1000, type: '' }, JPEG)).toBeNull();
  });

  it('refuses empty and too large files, and a renamed executable', () => {
    expect(prescriptionFileError({ size: 0, type: 'image/png' }, PNG)).toBe('fileEmpty');
    expect(prescriptionFileError({ size: MAX_PRESCRIPTION_FILE_BYTES + 1, type: 'image/png' }, PNG)).toBe('fileTooLarge');
    expect(prescriptionFileError({ size: 4096, type: 'application/pdf' }, EXE)).toBe('fileType');
    expect(prescriptionFileError({ size: 4096, type: 'image/png' }, PDF)).toBe('fileType');
  });
});
