'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  FILE_SIGNATURE_BYTES,
  PRESCRIPTION_FILE_TYPES,
  prescriptionFileError,
  sniffPrescriptionFileType,
  type PrescriptionFileError,
} from '@/shared/prescription/file';
import type { PrescriptionUpload as Upload } from '@/lib/eyewear/prescription-services';
import { throttleWaitMinutes } from '@/lib/magento/throttle';
import type { UploadedPrescription } from '@/lib/eyewear/configurator';
import styles from './Prescription.module.css';

export interface PrescriptionUploadProps {
  store: string;
  upload: Upload;
  /** The file already sent, if any. */
  uploaded: UploadedPrescription | null;
  onUploaded: (uploaded: UploadedPrescription | null) => void;
  /** Id of a text about the field from outside ("choose a file" after trying to go on without one). */
  describedBy?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'checking' | 'uploading' }
  | { kind: 'invalid'; error: PrescriptionFileError }
  | { kind: 'unavailable' }
  | { kind: 'failed' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** The first bytes of a file (FileReader: Blob.arrayBuffer is missing from older browsers). */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, FILE_SIGNATURE_BYTES));
  });
}

/**
 * A photo or PDF of the prescription: checked in the browser (JPG, PNG or PDF by its content, up
 * to 10 MB) before it is handed to `upload`.
 */
export function PrescriptionUpload({ store, upload, uploaded, onUploaded, describedBy }: PrescriptionUploadProps) {
  const t = useTranslations('Prescription');
  const throttled = useTranslations('Throttle');
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const error =
    status.kind === 'invalid'
      ? t(status.error)
      : status.kind === 'unavailable'
        ? t('uploadUnavailable')
        : status.kind === 'failed'
          ? t('uploadError')
          : status.kind === 'throttled'
            ? throttled('tooManyAttempts', { minutes: throttleWaitMinutes(status.retryAfterSeconds) })
            : null;

  async function choose(file: File | undefined) {
    onUploaded(null);
    if (!file) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'checking' });
    try {
      const head = await readHead(file);
      const problem = prescriptionFileError(file, head);
      const type = sniffPrescriptionFileType(head);
      if (problem || !type) {
        setStatus({ kind: 'invalid', error: problem ?? 'fileType' });
        return;
      }
      setStatus({ kind: 'uploading' });
      const result = await upload(file, { store, type });
      if (result.status === 'uploaded') {
        setStatus({ kind: 'idle' });
        onUploaded({ uid: result.uid, fileName: file.name });
      } else if (result.status === 'unavailable') setStatus({ kind: 'unavailable' });
      else if (result.status === 'throttled') setStatus({ kind: 'throttled', retryAfterSeconds: result.retryAfterSeconds });
      else setStatus(result.reason ? { kind: 'invalid', error: result.reason } : { kind: 'failed' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  }

  const busy = status.kind === 'checking' || status.kind === 'uploading';
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {t('uploadLabel')}
      </label>
      <input
        id={id}
        type="file"
        className={styles.file}
        accept={PRESCRIPTION_FILE_TYPES.join(',')}
        aria-describedby={[error ? `${id}-error` : '', describedBy ?? '', `${id}-hint`].filter(Boolean).join(' ')}
        aria-invalid={error || describedBy ? true : undefined}
        disabled={busy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('uploadHint')}
      </p>
      <p className={styles.status} role="status">
        {busy ? t('uploading') : uploaded ? t('uploaded', { fileName: uploaded.fileName }) : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
