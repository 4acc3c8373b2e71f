/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Prescription } from '@/shared/prescription/rules';
import type { PrescriptionServices } from '@/lib/eyewear/prescription-services';
import { OrderPrescriptionForm } from './OrderPrescriptionForm';

jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
const mutate = jest.fn();
jest.mock('@/lib/account/browser', () => ({ browserAccountRequest: () => ({ client: { mutate, query: jest.fn() } }) }));

afterEach(() => {
  mutate.mockReset();
  refresh.mockReset();
});

const ORDER = {
  order_number: '100000042',
  prescription_pending: false,
  items: [{ uid: 'NDI=', product_name: 'Nordvik Elin', usage: 'PROGRESSIVE', prescription_status: 'SUBMITTED' }],
};
const accepted = () => ({ data: { submitOrderPrescription: { order: ORDER, user_errors: [] } } });
const GUEST: PrescriptionServices = { savedPrescriptions: null, uploadPrescription: jest.fn() };

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send prescription' })));

function renderForm(
  services: PrescriptionServices = GUEST,
  usage: 'progressive' | 'single-vision' = 'progressive',
  key: string | null = 'k'.repeat(32),
) {
  return render(<OrderPrescriptionForm store="uk" orderNumber="100000042" linkKey={key} usage={usage} services={services} />);
}

describe('OrderPrescriptionForm', () => {
  it('asks how the prescription is sent, checks it against the lenses’ rules, sends it with the key and thanks', async () => {
    renderForm();
    expect(screen.queryByRole('radio', { name: 'Use a saved prescription' })).toBeNull();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose how you will send your prescription.');

    fireEvent.click(screen.getByRole('radio', { name: 'Type it in' }));
    expect(screen.queryByLabelText('Name of this prescription')).toBeNull();
    const right = screen.getByRole('group', { name: 'Right eye (OD)' });
    const left = screen.getByRole('group', { name: 'Left eye (OS)' });
    type(within(right).getByLabelText('SPH (sphere)'), '-1.25');
    type(within(left).getByLabelText('SPH (sphere)'), '-1');
    type(screen.getByLabelText('PD'), '63');
    type(screen.getByLabelText('Prescription date'), '2025-11-03');
    await send();
    // Progressive lenses: the ADD is needed.
    expect(within(right).getByLabelText('ADD (addition)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(right).getByLabelText('ADD (addition)')).toHaveFocus();
    expect(mutate).not.toHaveBeenCalled();

    type(within(right).getByLabelText('ADD (addition)'), '2');
    type(within(left).getByLabelText('ADD (addition)'), '2');
    mutate.mockResolvedValueOnce(accepted());
    await send();
    expect(mutate).toHaveBeenCalledWith(
      expect.stringContaining('submitOrderPrescription'),
      {
        input: expect.objectContaining({
          order_number: '100000042',
          key: 'k'.repeat(32),
          prescription: expect.objectContaining({ pd: 63, right_eye: expect.objectContaining({ sph: -1.25, add: 2 }) }),
        }),
      },
      undefined,
    );
    expect(screen.getByRole('heading', { name: 'Thank you: we have your prescription' })).toHaveFocus();
    expect(refresh).toHaveBeenCalled();
  });

  it('shows Magento’s refusal at its field', async () => {
    renderForm(GUEST, 'single-vision');
    fireEvent.click(screen.getByRole('radio', { name: 'Type it in' }));
    expect(screen.queryByLabelText('ADD (addition)')).toBeNull();
    for (const group of screen.getAllByRole('group', { name: /eye/ })) type(within(group).getByLabelText('SPH (sphere)'), '1');
    type(screen.getByLabelText('PD'), '63');
    type(screen.getByLabelText('Prescription date'), '2025-11-03');
    mutate.mockResolvedValueOnce({
      data: {
        submitOrderPrescription: {
          order: null,
          user_errors: [{ code: 'DATE_IN_FUTURE', field: 'date', message: "The prescription's date can't be in the future." }],
        },
      },
    });
    await send();
    expect(screen.getByLabelText('Prescription date')).toHaveAccessibleDescription(/^The date can't be in the future\./);
    expect(screen.queryByRole('heading', { name: /Thank you/ })).toBeNull();
  });

  it('sends an uploaded file, or says when the upload is gone', async () => {
    const uploadPrescription = jest.fn(async () => ({ status: 'uploaded' as const, uid: 'u'.repeat(22) }));
    renderForm({ savedPrescriptions: null, uploadPrescription });
    fireEvent.click(screen.getByRole('radio', { name: 'Upload a photo or PDF' }));
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the file of your prescription.');
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'rx.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(screen.getByLabelText('Photo or PDF of your prescription'), { target: { files: [pdf] } }));
    await waitFor(() => expect(screen.getByText('rx.pdf was sent.')).toBeInTheDocument());

    mutate.mockResolvedValueOnce({
      data: { submitOrderPrescription: { order: null, user_errors: [{ code: 'UPLOAD_NOT_FOUND', field: 'upload_uid', message: 'gone' }] } },
    });
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('The uploaded file was not found. Please upload it again.');
    expect(mutate).toHaveBeenLastCalledWith(
      expect.any(String),
      { input: expect.objectContaining({ upload_uid: 'u'.repeat(22) }) },
      undefined,
    );
  });

  it('says how long to wait when the shop takes no more files for now', async () => {
    const uploadPrescription = jest.fn(async () => ({ status: 'throttled' as const, retryAfterSeconds: 1700 }));
    renderForm({ savedPrescriptions: null, uploadPrescription });
    fireEvent.click(screen.getByRole('radio', { name: 'Upload a photo or PDF' }));
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'rx.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(screen.getByLabelText('Photo or PDF of your prescription'), { target: { files: [pdf] } }));
    await waitFor(() =>
      expect(screen.getByLabelText('Photo or PDF of your prescription')).toHaveAccessibleDescription(
        /Too many attempts\. Please try again in 29 minutes\./,
      ),
    );
  });

  it('offers the signed-in shopper’s saved prescriptions, without the ADD for single-vision lenses', async () => {
    const saved: Prescription = {
      name: 'Office',
      date: '2025-10-01',
      pdMode: 'single',
      pd: 62,
      od: { sph: -2, cyl: null, axis: null, add: 1.5, prism: null, prismBase: null, pd: null },
      os: { sph: -2, cyl: null, axis: null, add: 1.5, prism: null, prismBase: null, pd: null },
    };
    renderForm(
      { savedPrescriptions: { load: async () => [{ uid: 'rx-1', prescription: saved }] }, uploadPrescription: jest.fn() },
      'single-vision',
      null,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Use a saved prescription' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Office, 1 October 2025/ }));
    mutate.mockResolvedValueOnce(accepted());
    await send();
    expect(mutate).toHaveBeenCalledWith(
      expect.any(String),
      {
        input: expect.objectContaining({
          key: null,
          prescription: expect.objectContaining({ right_eye: expect.objectContaining({ sph: -2, add: null }) }),
        }),
      },
      undefined,
    );
  });
});
