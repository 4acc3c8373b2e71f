/**
 * A visitor's prescription kept in this browser (local storage, one per store view) until it can
 * go somewhere better: saved to the account once the shopper signs in (/addEditDialog offers it),
 * or used in the lens configurator's prescription step, where prescriptions attach to the order.
 * Kept as typed (a draft), so nothing entered is lost; whoever uses it checks it again.
 */
import { browserStorage, type BrowserStorage } from '@/lib/magento/browser-storage';
import { emptyPrescriptionDraft, type EyeDraft, type PrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import { PRISM_BASES, type PrismBase } from '@/shared/prescription/rules';

/** Local-storage key of the prescription kept in a store view. */
export const keptPrescriptionKey = (store: string) => `keptPrescription_${store}`;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

function eyeDraft(value: unknown): EyeDraft {
  const eye = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const base = text(eye.prismBase);
  return {
    sph: text(eye.sph),
    cyl: text(eye.cyl),
    axis: text(eye.axis),
    add: text(eye.add),
    prism: text(eye.prism),
    prismBase: (PRISM_BASES as readonly string[]).includes(base) ? (base as PrismBase) : '',
    pd: text(eye.pd),
  };
}

/** What storage holds, as a draft (another script or an older version may have written anything there). */
function asDraft(value: unknown): PrescriptionDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  return {
    ...emptyPrescriptionDraft(text(stored.name)),
    date: text(stored.date),
    pdMode: stored.pdMode === 'dual' ? ('dual' as const) : ('single' as const),
    pd: text(stored.pd),
    hasPrism: stored.hasPrism === true,
    od: eyeDraft(stored.od),
    os: eyeDraft(stored.os),
  };
}

/** Whether the shopper typed anything worth keeping (a name alone is not a prescription). */
export function hasPrescriptionValues(draft: PrescriptionDraft): boolean {
  return Boolean(draft.date || draft.pd || Object.values(draft.od).some(Boolean) || Object.values(draft.os).some(Boolean));
}

/** The prescription kept in `store`'s view, or null. */
export function readKeptPrescription(store: string, storage: BrowserStorage = browserStorage): PrescriptionDraft | null {
  const draft = asDraft(storage.getItem<unknown>(keptPrescriptionKey(store)));
  return draft && hasPrescriptionValues(draft) ? draft : null;
}

/** Keeps the draft (an empty one is forgotten). False when the browser refuses to store it. */
export function keepPrescription(store: string, draft: PrescriptionDraft, storage: BrowserStorage = browserStorage): boolean {
  if (!hasPrescriptionValues(draft)) {
    storage.removeItem(keptPrescriptionKey(store));
    return true;
  }
  return storage.setItem(keptPrescriptionKey(store), draft);
}

export function forgetKeptPrescription(store: string, storage: BrowserStorage = browserStorage): void {
  storage.removeItem(keptPrescriptionKey(store));
}
