import {
  byFieldOrder,
  formatDioptres,
  isIsoDate,
  isStepOf,
  parsePrescriptionSummary,
  PRESCRIPTION_ERROR_CODES,
  PRESCRIPTION_FIELDS,
  prescriptionExpiresOn,
  prescriptionStrength,
  prescriptionSummary,
  recommendedLensIndex,
  todayIso,
  validatePrescription,
  type EyePrescription,
  type Prescription,
  type PrescriptionCheckOptions,
  type PrescriptionError,
} from './rules';

const TODAY = '2026-03-15';

const eye = (values: Partial<EyePrescription> = {}): EyePrescription => ({
  sph: -1.25,
  cyl: null,
  axis: null,
  add: null,
  prism: null,
  prismBase: null,
  pd: null,
  ...values,
});

function prescription(
  change: Partial<Omit<Prescription, 'od' | 'os'>> & { od?: Partial<EyePrescription>; os?: Partial<EyePrescription> } = {},
): Prescription {
  const { od, os, ...rest } = change;
  return { name: 'Office glasses', date: '2025-11-03', pdMode: 'single', pd: 63, od: eye(od), os: eye(os), ...rest };
}

function errors(value: Prescription, options: Partial<PrescriptionCheckOptions> = {}): PrescriptionError[] {
  return validatePrescription(value, { today: TODAY, ...options });
}

/** The error codes of one field. */
function codesOf(value: Prescription, field: PrescriptionError['field'], options: Partial<PrescriptionCheckOptions> = {}) {
  return errors(value, options)
    .filter((error) => error.field === field)
    .map((error) => error.code);
}

describe('validatePrescription', () => {
  it('accepts a complete, plausible prescription', () => {
    expect(errors(prescription())).toEqual([]);
    expect(errors(prescription({ od: { sph: 0 }, os: { sph: 0 } }))).toEqual([]);
  });

  describe('SPH: −20.00..+20.00 in 0.25 steps, required', () => {
    it.each([-20, -19.75, -0.25, 0, 0.25, 19.75, 20])('accepts %p', (sph) => {
      expect(codesOf(prescription({ od: { sph } }), 'od.sph')).toEqual([]);
    });
    it.each([-20.25, 20.25, -100, 21])('refuses %p as out of range', (sph) => {
      expect(codesOf(prescription({ od: { sph } }), 'od.sph')).toEqual(['sphRange']);
    });
    it.each([-1.3, 0.1, 19.8, 2.125])('refuses %p as off the 0.25 steps', (sph) => {
      expect(codesOf(prescription({ os: { sph } }), 'os.sph')).toEqual(['sphStep']);
    });
    it('is required for each eye', () => {
      expect(errors(prescription({ od: { sph: null }, os: { sph: null } }))).toEqual([
        { field: 'od.sph', code: 'sphRequired' },
        { field: 'os.sph', code: 'sphRequired' },
      ]);
    });
  });

  describe('CYL: −6.00..+6.00 in 0.25 steps, optional', () => {
    it.each([-6, -0.25, 0.25, 6])('accepts %p (with an axis)', (cyl) => {
      expect(codesOf(prescription({ od: { cyl, axis: 90 } }), 'od.cyl')).toEqual([]);
    });
    it.each([-6.25, 6.25])('refuses %p as out of range', (cyl) => {
      expect(codesOf(prescription({ od: { cyl, axis: 90 } }), 'od.cyl')).toEqual(['cylRange']);
    });
    it.each([-0.1, 1.3])('refuses %p as off the steps', (cyl) => {
      expect(codesOf(prescription({ od: { cyl, axis: 90 } }), 'od.cyl')).toEqual(['cylStep']);
    });
    it('may be empty or zero', () => {
      expect(errors(prescription({ od: { cyl: null }, os: { cyl: 0 } }))).toEqual([]);
    });
  });

  describe('AXIS: whole degrees 1..180, exactly when CYL is not zero', () => {
    it.each([1, 90, 180])('accepts %p with a cylinder', (axis) => {
      expect(codesOf(prescription({ od: { cyl: -0.5, axis } }), 'od.axis')).toEqual([]);
    });
    it.each([0, 181, -5, 12.5])('refuses %p', (axis) => {
      expect(codesOf(prescription({ od: { cyl: -0.5, axis } }), 'od.axis')).toEqual(['axisRange']);
    });
    it('is required when CYL is not zero, negative or positive', () => {
      expect(codesOf(prescription({ od: { cyl: -0.5 } }), 'od.axis')).toEqual(['axisRequiredWithCyl']);
      expect(codesOf(prescription({ os: { cyl: 0.25 } }), 'os.axis')).toEqual(['axisRequiredWithCyl']);
    });
    it('is refused when CYL is zero or empty', () => {
      expect(codesOf(prescription({ od: { cyl: 0, axis: 90 } }), 'od.axis')).toEqual(['axisWithoutCyl']);
      expect(codesOf(prescription({ od: { cyl: null, axis: 90 } }), 'od.axis')).toEqual(['axisWithoutCyl']);
    });
    it('is required even when the cylinder itself is out of range', () => {
      expect(errors(prescription({ od: { cyl: -7 } }))).toEqual([
        { field: 'od.cyl', code: 'cylRange' },
        { field: 'od.axis', code: 'axisRequiredWithCyl' },
      ]);
    });
  });

  describe('ADD: +0.75..+3.50 in 0.25 steps, for progressive and reading lenses only', () => {
    it.each([0.75, 1, 2.25, 3.5])('accepts %p for progressive lenses', (add) => {
      expect(codesOf(prescription({ od: { add }, os: { add } }), 'od.add', { usage: 'progressive' })).toEqual([]);
    });
    it.each([0.5, 3.75, 0, -1])('refuses %p as out of range', (add) => {
      expect(codesOf(prescription({ od: { add } }), 'od.add', { usage: 'reading' })).toEqual(['addRange']);
    });
    it('refuses values off the steps', () => {
      expect(codesOf(prescription({ od: { add: 1.1 } }), 'od.add', { usage: 'reading' })).toEqual(['addStep']);
    });
    it('is required for progressive and reading lenses, per eye', () => {
      expect(codesOf(prescription(), 'od.add', { usage: 'progressive' })).toEqual(['addRequired']);
      expect(codesOf(prescription(), 'os.add', { usage: 'reading' })).toEqual(['addRequired']);
    });
    it('is refused for single-vision lenses', () => {
      expect(codesOf(prescription({ os: { add: 2 } }), 'os.add', { usage: 'single-vision' })).toEqual(['addNotForUsage']);
    });
    it('is optional, but checked, when the usage is not known (a saved prescription)', () => {
      expect(errors(prescription())).toEqual([]);
      expect(errors(prescription({ od: { add: 2 }, os: { add: 2 } }))).toEqual([]);
      expect(codesOf(prescription({ od: { add: 4 } }), 'od.add')).toEqual(['addRange']);
    });
  });

  describe('prism: 0.25..10.00 Δ in 0.25 steps, with a base', () => {
    it.each([0.25, 1, 10])('accepts %p with a base', (prism) => {
      expect(errors(prescription({ od: { prism, prismBase: 'in' }, os: { prism, prismBase: 'down' } }))).toEqual([]);
    });
    it.each([0, 10.25, -1])('refuses %p as out of range', (prism) => {
      expect(codesOf(prescription({ od: { prism, prismBase: 'out' } }), 'od.prism')).toEqual(['prismRange']);
    });
    it('refuses values off the steps', () => {
      expect(codesOf(prescription({ od: { prism: 0.6, prismBase: 'up' } }), 'od.prism')).toEqual(['prismStep']);
    });
    it('needs a base with a prism, and a prism with a base', () => {
      expect(codesOf(prescription({ od: { prism: 1 } }), 'od.prismBase')).toEqual(['prismBaseRequired']);
      expect(codesOf(prescription({ os: { prismBase: 'in' } }), 'os.prism')).toEqual(['prismRequiredWithBase']);
    });
  });

  describe('PD: single 40..80 mm, or dual 20..40 mm per eye, in half millimetres', () => {
    it.each([40, 63, 63.5, 80])('accepts a single PD of %p', (pd) => {
      expect(codesOf(prescription({ pd }), 'pd')).toEqual([]);
    });
    it.each([39.5, 80.5, 20])('refuses a single PD of %p', (pd) => {
      expect(codesOf(prescription({ pd }), 'pd')).toEqual(['pdSingleRange']);
    });
    it('refuses a PD off the half millimetres', () => {
      expect(codesOf(prescription({ pd: 63.2 }), 'pd')).toEqual(['pdStep']);
      expect(codesOf(prescription({ pdMode: 'dual', pd: null, od: { pd: 31.3 }, os: { pd: 32 } }), 'od.pd')).toEqual(['pdStep']);
    });
    it('requires the single PD', () => {
      expect(codesOf(prescription({ pd: null }), 'pd')).toEqual(['pdRequired']);
    });
    it.each([20, 31.5, 40])('accepts a dual PD of %p per eye', (pd) => {
      expect(errors(prescription({ pdMode: 'dual', pd: null, od: { pd }, os: { pd } }))).toEqual([]);
    });
    it.each([19.5, 40.5, 63])('refuses a dual PD of %p', (pd) => {
      expect(codesOf(prescription({ pdMode: 'dual', pd: null, od: { pd: 31 }, os: { pd } }), 'os.pd')).toEqual(['pdDualRange']);
    });
    it('requires both eyes of a dual PD', () => {
      expect(errors(prescription({ pdMode: 'dual', pd: null, od: { pd: 31 } }))).toEqual([{ field: 'os.pd', code: 'pdRequired' }]);
    });
    it('refuses the values of the other way of writing the PD', () => {
      expect(codesOf(prescription({ od: { pd: 31 } }), 'od.pd')).toEqual(['pdNotForMode']);
      expect(codesOf(prescription({ pdMode: 'dual', pd: 63, od: { pd: 31 }, os: { pd: 32 } }), 'pd')).toEqual(['pdNotForMode']);
    });
  });

  describe('date: not in the future, valid for two years', () => {
    it('accepts today and the last valid day', () => {
      expect(codesOf(prescription({ date: TODAY }), 'date')).toEqual([]);
      expect(codesOf(prescription({ date: '2024-03-15' }), 'date')).toEqual([]);
    });
    it('refuses tomorrow', () => {
      expect(codesOf(prescription({ date: '2026-03-16' }), 'date')).toEqual(['dateInFuture']);
    });
    it('refuses a prescription more than two years old', () => {
      expect(codesOf(prescription({ date: '2024-03-14' }), 'date')).toEqual(['dateExpired']);
      expect(codesOf(prescription({ date: '2019-01-01' }), 'date')).toEqual(['dateExpired']);
    });
    it('requires a real calendar day', () => {
      expect(codesOf(prescription({ date: '' }), 'date')).toEqual(['dateRequired']);
      expect(codesOf(prescription({ date: '  ' }), 'date')).toEqual(['dateRequired']);
      expect(codesOf(prescription({ date: '2025-02-30' }), 'date')).toEqual(['dateInvalid']);
      expect(codesOf(prescription({ date: '03/11/2025' }), 'date')).toEqual(['dateInvalid']);
    });
  });

  describe('name: required, at most 60 characters', () => {
    it('accepts 60 characters (counted as the shopper sees them)', () => {
      expect(codesOf(prescription({ name: 'x'.repeat(60) }), 'name')).toEqual([]);
      expect(codesOf(prescription({ name: '眼'.repeat(60) }), 'name')).toEqual([]);
      expect(codesOf(prescription({ name: '👓'.repeat(60) }), 'name')).toEqual([]);
    });
    it('refuses 61 characters and a blank name', () => {
      expect(codesOf(prescription({ name: 'x'.repeat(61) }), 'name')).toEqual(['nameTooLong']);
      expect(codesOf(prescription({ name: '   ' }), 'name')).toEqual(['nameRequired']);
    });
    it('is not checked when asked not to (a prescription read back from a cart)', () => {
      expect(errors(prescription({ name: '' }), { requireName: false })).toEqual([]);
    });
  });

  it('gives codes, never text, at most one per field, in the order of the form', () => {
    const found = errors(prescription({ name: '', date: '2030-01-01', pd: 90, od: { sph: 25, cyl: -1 }, os: { sph: null, axis: 10 } }), {
      usage: 'progressive',
    });
    expect(found).toEqual([
      { field: 'od.sph', code: 'sphRange' },
      { field: 'od.axis', code: 'axisRequiredWithCyl' },
      { field: 'od.add', code: 'addRequired' },
      { field: 'os.sph', code: 'sphRequired' },
      { field: 'os.axis', code: 'axisWithoutCyl' },
      { field: 'os.add', code: 'addRequired' },
      { field: 'pd', code: 'pdSingleRange' },
      { field: 'date', code: 'dateInFuture' },
      { field: 'name', code: 'nameRequired' },
    ]);
    for (const error of found) expect(PRESCRIPTION_ERROR_CODES).toContain(error.code);
    expect(new Set(found.map((error) => error.field)).size).toBe(found.length);
    expect([...found].sort(byFieldOrder)).toEqual(found);
    expect(PRESCRIPTION_FIELDS).toEqual(expect.arrayContaining(found.map((error) => error.field)));
  });
});

describe('dates', () => {
  it('knows real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
  });

  it('ends validity two years later to the day (29 February to 1 March)', () => {
    expect(prescriptionExpiresOn('2025-11-03')).toBe('2027-11-03');
    expect(prescriptionExpiresOn('2024-02-29')).toBe('2026-03-01');
  });

  it("writes today in the machine's own calendar", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('isStepOf', () => {
  it('allows for binary fractions', () => {
    expect(isStepOf(0.75, 0.25)).toBe(true);
    expect(isStepOf(-19.75, 0.25)).toBe(true);
    expect(isStepOf(0.1 + 0.2 - 0.05, 0.25)).toBe(true);
    expect(isStepOf(1.2, 0.25)).toBe(false);
    expect(isStepOf(31.5, 0.5)).toBe(true);
  });
});

describe('recommendedLensIndex', () => {
  const withStrength = (od: Partial<EyePrescription>, os: Partial<EyePrescription> = {}) => prescription({ od, os: { sph: 0, ...os } });

  it.each([
    [0, '1.50'],
    [-2, '1.50'],
    [2, '1.50'],
    [-2.25, '1.60'],
    [4, '1.60'],
    [-4.25, '1.67'],
    [6, '1.67'],
    [-6.25, '1.74'],
    [20, '1.74'],
  ])('SPH %p gives %p', (sph, index) => {
    expect(recommendedLensIndex(withStrength({ sph }))).toBe(index);
  });

  it('counts the strongest meridian, SPH + CYL, of either eye', () => {
    expect(prescriptionStrength(withStrength({ sph: -1.5, cyl: -1 }))).toBe(2.5);
    expect(recommendedLensIndex(withStrength({ sph: -1.5, cyl: -1, axis: 90 }))).toBe('1.60');
    expect(recommendedLensIndex(withStrength({ sph: 1 }, { sph: -3, cyl: -1.5, axis: 10 }))).toBe('1.67');
    // A plus cylinder lowers a minus sphere's meridian: |SPH| stays the strength.
    expect(prescriptionStrength(withStrength({ sph: -3, cyl: 2 }))).toBe(3);
  });

  it('counts missing values as zero', () => {
    expect(recommendedLensIndex(prescription({ od: { sph: null }, os: { sph: null } }))).toBe('1.50');
  });
});

describe('prescriptionSummary', () => {
  it('writes the optician notation: eyes, PD, date', () => {
    expect(prescriptionSummary(prescription({ od: { sph: -1.25, cyl: -0.5, axis: 90 }, os: { sph: -1 } }))).toBe(
      'OD SPH -1.25 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE 2025-11-03',
    );
  });

  it('writes ADD, prism with its base, a dual PD and a plano sphere', () => {
    const full = prescription({
      pdMode: 'dual',
      pd: null,
      od: { sph: 0, add: 2, prism: 1, prismBase: 'in', pd: 31.5 },
      os: { sph: 2.5, cyl: 0.75, axis: 180, add: 2, prism: 0.5, prismBase: 'down', pd: 32 },
    });
    expect(prescriptionSummary(full)).toBe(
      'OD SPH 0.00 ADD +2.00 PRISM 1.00 BI · OS SPH +2.50 CYL +0.75 AXIS 180 ADD +2.00 PRISM 0.50 BD · PD 31.5/32 · DATE 2025-11-03',
    );
  });

  it('leaves out a zero cylinder', () => {
    expect(prescriptionSummary(prescription({ od: { cyl: 0 } }))).toMatch(/^OD SPH -1\.25 · OS/);
  });

  it.each([
    prescription(),
    prescription({ od: { sph: -1.25, cyl: -0.5, axis: 90 }, os: { sph: 3, add: 1.75 }, pd: 61.5 }),
    prescription({
      pdMode: 'dual',
      pd: null,
      od: { pd: 30, prism: 2.25, prismBase: 'up' },
      os: { pd: 31.5, prism: 0.25, prismBase: 'out' },
    }),
  ])('reads its own summary back (without the name)', (value) => {
    expect(parsePrescriptionSummary(prescriptionSummary(value))).toEqual({ ...value, name: '' });
  });

  it('reads nothing from a note or damaged text', () => {
    expect(parsePrescriptionSummary('Prescription to follow: the customer will send it later.')).toBeNull();
    expect(parsePrescriptionSummary('OD SPH -1.25 · PD 63')).toBeNull();
    expect(parsePrescriptionSummary('OD SPH -1.25 · OD SPH -1.00 · OS SPH 1')).toBeNull();
    expect(parsePrescriptionSummary('OD SPH -1.25 · OS SPH -1 · PD sixty')).toBeNull();
  });

  it('formats dioptres with a sign and two decimals', () => {
    expect([formatDioptres(-0.25), formatDioptres(0), formatDioptres(-0), formatDioptres(3.5)]).toEqual(['-0.25', '0.00', '0.00', '+3.50']);
  });
});
