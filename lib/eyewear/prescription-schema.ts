/**
 * The shape of a prescription for untrusted input (a GraphQL or REST body, stored JSON), before
 * `validatePrescription` checks its rules. Apart from ./prescription so pages that only check the
 * rules do not load zod.
 */
import '../validation/zod-config';
import { z } from 'zod';
import { PD_MODES, PRISM_BASES, type EyePrescription, type Prescription } from './prescription';

const nullableNumber = z.number().finite().nullable();

export const eyePrescriptionSchema = z.object({
  sph: nullableNumber,
  cyl: nullableNumber,
  axis: nullableNumber,
  add: nullableNumber,
  prism: nullableNumber,
  prismBase: z.enum(PRISM_BASES).nullable(),
  pd: nullableNumber,
}) satisfies z.ZodType<EyePrescription>;

export const prescriptionSchema = z.object({
  name: z.string(),
  date: z.string(),
  pdMode: z.enum(PD_MODES),
  pd: nullableNumber,
  od: eyePrescriptionSchema,
  os: eyePrescriptionSchema,
}) satisfies z.ZodType<Prescription>;
