import {
  checkPrescriptionDraft,
  draftFromPrescription,
  emptyPrescriptionDraft,
  parseDecimal,
  readPrescriptionDraft,
  type PrescriptionDraft,
} from './prescription-draft';
import type { Prescription } from '@/shared/prescription/rules';

const TODAY = '2026-03-15';

function draft(change: Partial<PrescriptionDraft> = {}): PrescriptionDraft {
  const empty = emptyPrescriptionDraft('Office');
  return {
    ...empty,
    date: '2025-11-03',
    pd: '63',
    ...change,
    od: { ...empty.od, sph: '-1,25', ...change.od },
    os: { ...empty.os, sph: '−1.00', ...change.os },
  };
}

describe('parseDecimal', () => {
  it.each([
    ['-1.25', -1.25],
    ['-1,25', -1.25],
    ['−1,25', -1.25],
    ['–0.5', -0.5],
    ['+2', 2],
    ['＋2', 2],
    [' 3.50 ', 3.5],
    ['.75', 0.75],
    ['2.', 2],
    ['- 1.25', -1.25],
  ])('reads %p as %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it('reads an empty field as no value and anything else as no number', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    for (const text of ['abc', '1.2.3', '1,25,5', '--1', 'PL', '1e2', '0x10']) expect(parseDecimal(text)).toBeNaN();
  });
});

describe('checkPrescriptionDraft', () => {
  it('turns a typed prescription into values', () => {
    const result = checkPrescriptionDraft(draft({ od: { sph: '-1,25', cyl: '-0,50', axis: '90' } as PrescriptionDraft['od'] }), {
      today: TODAY,
    });
    expect(result.errors).toEqual([]);
    expect(result.prescription).toEqual<Prescription>({
      name: 'Office',
      date: '2025-11-03',
      pdMode: 'single',
      pd: 63,
      od: { sph: -1.25, cyl: -0.5, axis: 90, add: null, prism: null, prismBase: null, pd: null },
      os: { sph: -1, cyl: null, axis: null, add: null, prism: null, prismBase: null, pd: null },
    });
  });

  it('says which fields are no number, and checks the rest', () => {
    const result = checkPrescriptionDraft(draft({ od: { sph: 'minus one', cyl: '-0.5' } as PrescriptionDraft['od'], date: '2030-01-01' }), {
      today: TODAY,
    });
    expect(result.prescription).toBeNull();
    expect(result.errors).toEqual([
      { field: 'od.sph', code: 'notANumber' },
      { field: 'od.axis', code: 'axisRequiredWithCyl' },
      { field: 'date', code: 'dateInFuture' },
    ]);
  });

  it('leaves out what the form does not show: ADD for single vision, the prism without the switch, the other PD', () => {
    const hidden = draft({
      hasPrism: false,
      pd: '63',
      od: { add: '2', prism: '1', prismBase: 'in', pd: '31' } as PrescriptionDraft['od'],
    });
    const result = checkPrescriptionDraft(hidden, { today: TODAY, usage: 'single-vision' });
    expect(result.errors).toEqual([]);
    expect(result.prescription?.od).toMatchObject({ add: null, prism: null, prismBase: null, pd: null });

    const dual = readPrescriptionDraft(
      draft({ pdMode: 'dual', pd: '63', od: { pd: '31' } as PrescriptionDraft['od'], os: { pd: '32' } as PrescriptionDraft['os'] }),
    );
    expect([dual.prescription.pd, dual.prescription.od.pd, dual.prescription.os.pd]).toEqual([null, 31, 32]);
  });

  it('asks for the ADD of progressive lenses and checks the prism when shown', () => {
    const result = checkPrescriptionDraft(
      draft({ hasPrism: true, od: { add: '2,25', prism: '1', prismBase: '' } as PrescriptionDraft['od'] }),
      { today: TODAY, usage: 'progressive' },
    );
    expect(result.errors).toEqual([
      { field: 'od.prismBase', code: 'prismBaseRequired' },
      { field: 'os.add', code: 'addRequired' },
    ]);
  });

  it('starts empty with a name, and edits a saved prescription', () => {
    expect(checkPrescriptionDraft(emptyPrescriptionDraft('Mine'), { today: TODAY }).errors.map((error) => error.code)).toEqual([
      'sphRequired',
      'sphRequired',
      'pdRequired',
      'dateRequired',
    ]);
    const saved: Prescription = {
      name: 'Sun',
      date: '2025-06-01',
      pdMode: 'dual',
      pd: null,
      od: { sph: -2, cyl: -0.75, axis: 5, add: null, prism: 0.5, prismBase: 'out', pd: 31.5 },
      os: { sph: -2.25, cyl: null, axis: null, add: null, prism: null, prismBase: null, pd: 32 },
    };
    const editable = draftFromPrescription(saved);
    expect(editable.hasPrism).toBe(true);
    expect(editable.od).toEqual({ sph: '-2', cyl: '-0.75', axis: '5', add: '', prism: '0.5', prismBase: 'out', pd: '31.5' });
    expect(checkPrescriptionDraft(editable, { today: TODAY }).prescription).toEqual(saved);
  });
});
