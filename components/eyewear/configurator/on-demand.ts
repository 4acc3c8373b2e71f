import type { PrescriptionServices } from '@/lib/eyewear/prescription-services';

/**
 * What the configurator loads when the shopper needs it rather than with the page (issue 16): the
 * prescription step (its forms, the saved-prescription choice, the upload) and the prescription
 * services (GraphQL and REST operations, the session). Each `import()` is a chunk of its own; the
 * page's first load carries the first step, the frame and the price summary.
 */

export type PrescriptionStepModule = typeof import('./PrescriptionStep');

let prescriptionStep: PrescriptionStepModule | undefined;
let loadingPrescriptionStep: Promise<PrescriptionStepModule> | undefined;

/** The prescription step's module once it has arrived (else undefined: `loadPrescriptionStep` first). */
export function loadedPrescriptionStep(): PrescriptionStepModule | undefined {
  return prescriptionStep;
}

/** Loads the prescription step's module once; a failed download is tried again by the next call. */
export function loadPrescriptionStep(): Promise<PrescriptionStepModule> {
  return (loadingPrescriptionStep ??= import('./PrescriptionStep').then(
    (loaded) => (prescriptionStep = loaded),
    (error: unknown) => {
      loadingPrescriptionStep = undefined;
      throw error;
    },
  ));
}

const services = () => import('@/lib/eyewear/prescription-services').then(({ configuratorServices }) => configuratorServices);

/** The configurator's prescription services (lib/eyewear/prescription-services), whose code comes with their first use. */
export const onDemandPrescriptionServices: PrescriptionServices = {
  savedPrescriptions: {
    load: async (store) => (await services()).savedPrescriptions?.load(store) ?? null,
  },
  uploadPrescription: async (file, context) => (await services()).uploadPrescription(file, context),
};
