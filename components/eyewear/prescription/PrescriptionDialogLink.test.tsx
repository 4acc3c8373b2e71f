/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { speak } from '@/components/eyewear/test-intl';
import type { CustomerPrescription } from '@/lib/magento/operations/prescription';
import { PrescriptionDialogLink } from './PrescriptionDialogLink';

jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);

const mutate = jest.fn();
jest.mock('@/lib/account/browser', () => ({ browserAccountRequest: () => ({ client: { mutate, query: jest.fn() } }) }));

// jsdom has no modal dialogs: showModal and close as the browser's, minus the inertness.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  mutate.mockReset();
  speak('en');
});

const SAVED: CustomerPrescription = {
  uid: 'rx-1',
  prescription: {
    name: 'Reading glasses',
    date: '2025-11-03',
    pdMode: 'single',
    pd: 63,
    od: { sph: -1.25, cyl: -0.5, axis: 90, add: null, prism: null, prismBase: null, pd: null },
    os: { sph: -1, cyl: null, axis: null, add: null, prism: null, prismBase: null, pd: null },
  },
  expiresOn: '2027-11-03',
  isExpired: false,
  summary: 'OD SPH -1.25 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE 2025-11-03',
};

const VIEW = {
  uid: 'rx-1',
  name: 'Reading glasses',
  date: '2025-11-03',
  expires_on: '2027-11-03',
  is_expired: false,
  pd_mode: 'SINGLE',
  pd: 64,
  summary: 'OD SPH -1.25 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 64 · DATE 2025-11-03',
  right_eye: { sph: -1.25, cyl: -0.5, axis: 90, add: null, prism: null, prism_base: null, pd: null },
  left_eye: { sph: -1, cyl: null, axis: null, add: null, prism: null, prism_base: null, pd: null },
};

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function renderLink(onSaved = jest.fn(), editing: CustomerPrescription | null = null) {
  render(
    <main>
      <PrescriptionDialogLink store="uk" editing={editing} label={editing ? 'Edit' : 'Add a prescription'} onSaved={onSaved} />
    </main>,
  );
  return onSaved;
}

describe('PrescriptionDialogLink', () => {
  it('is a link to /addEditDialog without script; with it, a button opening the form as a modal: focus on its title, Escape closes, focus back', () => {
    const html = renderToStaticMarkup(<PrescriptionDialogLink store="uk" editing={SAVED} label="Edit" onSaved={jest.fn()} />);
    expect(html).toBe('<a href="/uk/addEditDialog?uid=rx-1">Edit</a>');

    renderLink(jest.fn(), SAVED);
    const link = screen.getByRole('button', { name: 'Edit' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    link.focus();
    fireEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Edit Reading glasses' });
    expect(screen.getByRole('heading', { name: 'Edit Reading glasses' })).toHaveFocus();
    expect(within(dialog).getByLabelText('Name of this prescription')).toHaveValue('Reading glasses');
    expect(within(within(dialog).getByRole('group', { name: 'Right eye (OD)' })).getByLabelText('AXIS')).toHaveValue('90');

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('checks the rules before saving, then shows Magento’s refusal at its field in the shopper’s language, keeping what was typed', async () => {
    speak('de');
    const onSaved = renderLink();
    fireEvent.click(screen.getByRole('button', { name: 'Add a prescription' }));
    const dialog = screen.getByRole('dialog', { name: 'Rezept hinzufügen' });
    const right = within(dialog).getByRole('group', { name: 'Rechtes Auge (OD)' });
    const save = within(dialog).getByRole('button', { name: 'Rezept speichern' });

    fireEvent.click(save);
    expect(within(right).getByLabelText('SPH (Sphäre)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(right).getByLabelText('SPH (Sphäre)')).toHaveFocus();
    expect(mutate).not.toHaveBeenCalled();

    type(within(right).getByLabelText('SPH (Sphäre)'), '-1,25');
    type(within(within(dialog).getByRole('group', { name: 'Linkes Auge (OS)' })).getByLabelText('SPH (Sphäre)'), '-1');
    type(within(dialog).getByLabelText('PD'), '63');
    type(within(dialog).getByLabelText('Datum des Rezepts'), '2025-11-03');
    mutate.mockResolvedValueOnce({
      data: {
        createCustomerPrescription: {
          prescription: null,
          user_errors: [{ code: 'DATE_IN_FUTURE', field: 'date', message: "The prescription's date can't be in the future." }],
        },
      },
    });
    await act(async () => fireEvent.click(save));
    expect(mutate).toHaveBeenCalledWith(
      expect.stringContaining('createCustomerPrescription'),
      {
        input: expect.objectContaining({
          name: 'Mein Rezept',
          date: '2025-11-03',
          pd_mode: 'SINGLE',
          pd: 63,
          right_eye: expect.objectContaining({ sph: -1.25, cyl: null }),
        }),
      },
      undefined,
    );
    const date = within(dialog).getByLabelText('Datum des Rezepts');
    expect(date).toHaveAccessibleDescription('Das Datum darf nicht in der Zukunft liegen. Ein Rezept ist zwei Jahre gültig.');
    expect(date).toHaveFocus();
    expect(within(right).getByLabelText('SPH (Sphäre)')).toHaveValue('-1,25');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves an edit and closes', async () => {
    const onSaved = renderLink(jest.fn(), SAVED);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    type(within(dialog).getByLabelText('PD'), '64');
    mutate.mockResolvedValueOnce({ data: { updateCustomerPrescription: { prescription: VIEW, user_errors: [] } } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save prescription' })));
    expect(mutate).toHaveBeenCalledWith(
      expect.stringContaining('updateCustomerPrescription'),
      expect.objectContaining({ uid: 'rx-1' }),
      undefined,
    );
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ uid: 'rx-1', prescription: expect.objectContaining({ pd: 64 }) }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when saving fails, and keeps the dialog open', async () => {
    renderLink(jest.fn(), SAVED);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    mutate.mockRejectedValueOnce(new Error('network down'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save prescription' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Your prescription could not be saved. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
