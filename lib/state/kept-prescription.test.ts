/** @jest-environment jsdom */
import { emptyPrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import { forgetKeptPrescription, keepPrescription, keptPrescriptionKey, readKeptPrescription } from './kept-prescription';

describe('the prescription kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  const typed = () => {
    const draft = emptyPrescriptionDraft('Reading');
    return { ...draft, pd: '63', od: { ...draft.od, sph: '-1,25' } };
  };

  it('is kept per store view, as typed, until forgotten', () => {
    expect(keepPrescription('uk', typed())).toBe(true);
    expect(readKeptPrescription('uk')).toEqual(typed());
    expect(readKeptPrescription('de')).toBeNull();
    forgetKeptPrescription('uk');
    expect(readKeptPrescription('uk')).toBeNull();
  });

  it('keeps nothing for a form with nothing typed but its name', () => {
    keepPrescription('uk', typed());
    keepPrescription('uk', emptyPrescriptionDraft('Reading'));
    expect(localStorage.getItem(keptPrescriptionKey('uk'))).toBeNull();
  });

  it('reads what another script wrote there as a draft of strings, or nothing', () => {
    localStorage.setItem(keptPrescriptionKey('uk'), JSON.stringify({ value: { od: { sph: 5, cyl: '-0.5', prismBase: 'sideways' }, pdMode: 'x' }, timeStored: 1 }));
    expect(readKeptPrescription('uk')).toEqual({ ...emptyPrescriptionDraft(), od: { ...emptyPrescriptionDraft().od, cyl: '-0.5' } });
    localStorage.setItem(keptPrescriptionKey('uk'), 'not json');
    expect(readKeptPrescription('uk')).toBeNull();
  });
});
