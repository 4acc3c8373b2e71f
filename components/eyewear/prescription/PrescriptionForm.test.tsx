/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { checkPrescriptionDraft, emptyPrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import type { PrescriptionUsage } from '@/shared/prescription/rules';
import { speak } from '@/components/eyewear/test-intl';
import { PrescriptionErrorSummary } from './PrescriptionErrorSummary';
import { PrescriptionForm } from './PrescriptionForm';

jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);

const TODAY = '2026-03-15';

/** The form as a page uses it: errors shown once the shopper tries to go on, checked again on every change. */
function Harness({ usage = 'single-vision' }: { usage?: PrescriptionUsage }) {
  const [draft, setDraft] = useState(emptyPrescriptionDraft('Mine'));
  const [tried, setTried] = useState(false);
  const errors = tried ? checkPrescriptionDraft(draft, { today: TODAY, usage }).errors : [];
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setTried(true);
      }}
    >
      <PrescriptionErrorSummary idPrefix="rx" errors={errors} prescriptionDate={draft.date} />
      <PrescriptionForm idPrefix="rx" draft={draft} onChange={setDraft} errors={errors} withAdd={usage !== 'single-vision'} today={TODAY} />
      <button type="submit">Next</button>
    </form>
  );
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('PrescriptionForm', () => {
  afterEach(() => speak('en'));

  it('shows no error before the shopper tries to go on, and each field’s rule', () => {
    render(<Harness />);
    const right = screen.getByRole('group', { name: 'Right eye (OD)' });
    const sph = within(right).getByLabelText('SPH (sphere)');
    expect(sph).not.toHaveAttribute('aria-invalid');
    expect(sph).toHaveAccessibleDescription('-20.00 to +20.00, in steps of 0.25');
    expect(within(right).getByLabelText('AXIS')).toHaveAccessibleDescription('Whole degrees, 1 to 180; only with a CYL');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ties each broken rule to its field in English: AXIS missing with CYL, SPH out of range, a future date', () => {
    render(<Harness />);
    const right = screen.getByRole('group', { name: 'Right eye (OD)' });
    const left = screen.getByRole('group', { name: 'Left eye (OS)' });
    type(within(right).getByLabelText('SPH (sphere)'), '-25');
    type(within(right).getByLabelText('CYL (cylinder)'), '-0.50');
    type(within(left).getByLabelText('SPH (sphere)'), '-1');
    type(screen.getByLabelText('PD'), '63');
    type(screen.getByLabelText('Prescription date'), '2026-03-16');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const sph = within(right).getByLabelText('SPH (sphere)');
    expect(sph).toHaveAttribute('aria-invalid', 'true');
    expect(sph).toHaveAccessibleDescription('SPH must be between -20.00 and +20.00. -20.00 to +20.00, in steps of 0.25');
    expect(within(right).getByLabelText('AXIS')).toHaveAccessibleDescription(
      'Enter the AXIS: it is needed when CYL is not 0. Whole degrees, 1 to 180; only with a CYL',
    );
    expect(screen.getByLabelText('Prescription date')).toHaveAccessibleDescription(
      "The date can't be in the future. A prescription is valid for two years.",
    );
    expect(within(left).getByLabelText('AXIS')).not.toHaveAttribute('aria-invalid');

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('3 fields need your attention:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'SPH (sphere), Right eye (OD): SPH must be between -20.00 and +20.00.',
      'AXIS, Right eye (OD): Enter the AXIS: it is needed when CYL is not 0.',
      "Prescription date: The date can't be in the future.",
    ]);
    fireEvent.click(within(summary).getAllByRole('link')[1]);
    expect(within(right).getByLabelText('AXIS')).toHaveFocus();

    // Fixed, the errors go as the shopper types; nothing typed is lost.
    type(within(right).getByLabelText('SPH (sphere)'), '-2.25');
    type(within(right).getByLabelText('AXIS'), '90');
    type(screen.getByLabelText('Prescription date'), '2025-11-03');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(right).getByLabelText('CYL (cylinder)')).toHaveValue('-0.50');
  });

  it('speaks the shopper’s language: the same errors in German, numbers written the German way', () => {
    speak('de');
    render(<Harness />);
    const right = screen.getByRole('group', { name: 'Rechtes Auge (OD)' });
    type(within(right).getByLabelText('SPH (Sphäre)'), '-25');
    type(within(right).getByLabelText('CYL (Zylinder)'), '-0,50');
    type(screen.getByLabelText('Datum des Rezepts'), '2030-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(within(right).getByLabelText('SPH (Sphäre)')).toHaveAccessibleDescription(
      'SPH muss zwischen -20,00 und +20,00 liegen. -20,00 bis +20,00, in Schritten von 0,25',
    );
    expect(within(right).getByLabelText('ACHSE')).toHaveAccessibleDescription(
      'Geben Sie die ACHSE ein: Sie wird benötigt, wenn CYL nicht 0 ist. Ganze Grad, 1 bis 180; nur mit CYL',
    );
    expect(screen.getByLabelText('Datum des Rezepts')).toHaveAccessibleDescription(
      'Das Datum darf nicht in der Zukunft liegen. Ein Rezept ist zwei Jahre gültig.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('5 Felder brauchen Ihre Aufmerksamkeit:');
  });

  it('says when a prescription has expired, with the day it ran out', () => {
    render(<Harness />);
    type(screen.getByLabelText('Prescription date'), '2024-03-14');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Prescription date')).toHaveAccessibleDescription(
      'This prescription expired on 14 March 2026: prescriptions are valid for two years. Please use a more recent one. A prescription is valid for two years.',
    );
  });

  it('asks for the ADD of progressive lenses, the prism with its base, and a dual PD per eye', () => {
    render(<Harness usage="progressive" />);
    const right = screen.getByRole('group', { name: 'Right eye (OD)' });
    expect(within(right).getByLabelText('ADD (addition)')).toBeInTheDocument();
    expect(within(right).queryByLabelText('Prism (Δ)')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'My prescription includes a prism' }));
    type(within(right).getByLabelText('Prism (Δ)'), '1');
    fireEvent.click(screen.getByRole('radio', { name: 'Two numbers (right and left)' }));
    expect(screen.queryByLabelText('PD')).toBeNull();
    type(screen.getByLabelText('Right PD'), '31,5');
    type(screen.getByLabelText('Left PD'), '45');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(within(right).getByLabelText('ADD (addition)')).toHaveAccessibleDescription(
      'Enter the ADD: progressive and reading lenses need it. +0.75 to +3.50, in steps of 0.25',
    );
    expect(within(right).getByLabelText('Prism base')).toHaveAccessibleDescription("Choose the prism's base.");
    expect(screen.getByLabelText('Right PD')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Left PD')).toHaveAccessibleDescription("Each eye's PD must be between 20 and 40 mm. 20 to 40 mm");
  });

  it('says which text is no number', () => {
    render(<Harness />);
    const left = screen.getByRole('group', { name: 'Left eye (OS)' });
    type(within(left).getByLabelText('SPH (sphere)'), 'minus one');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(left).getByLabelText('SPH (sphere)')).toHaveAccessibleDescription(
      'Enter a number, for example -1.25. -20.00 to +20.00, in steps of 0.25',
    );
  });
});
