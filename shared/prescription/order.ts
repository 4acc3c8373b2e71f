/**
 * One prescription sent for the frames of an order (its prescription link): which rules apply.
 * The backend applies the same (modules/prescription/order-prescriptions.ts).
 */
import type { Prescription, PrescriptionUsage } from './rules';

/**
 * The rules' usage for the lenses of several frames: an ADD is needed as soon as one of them is
 * progressive or reading, refused when all are single vision, optional when that is not known.
 */
export function orderLensUsage(usages: ReadonlyArray<PrescriptionUsage | null>): PrescriptionUsage | null {
  if (usages.some((usage) => usage === 'progressive' || usage === 'reading')) return 'progressive';
  return usages.length && usages.every((usage) => usage === 'single-vision') ? 'single-vision' : null;
}

/** A prescription for these lenses: its ADD is left out of single-vision lenses (they have no near zone). */
export function forUsage(prescription: Prescription, usage: PrescriptionUsage | null): Prescription {
  if (usage !== 'single-vision') return prescription;
  return { ...prescription, od: { ...prescription.od, add: null }, os: { ...prescription.os, add: null } };
}
