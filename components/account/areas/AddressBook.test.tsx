/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import type { CustomerAddress } from '@/lib/magento/operations/account';
import { AddressActions } from './AddressActions';
import { NewAddress } from './NewAddress';
import { NoticeArea } from './NoticeArea';
import { accountClient, operationOf, renderWithQueryClient } from './test-support';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/magento/client', () => require('./test-support').mockedClientModule());

const countries = [
  { id: 'GB', full_name_locale: 'United Kingdom', available_regions: null },
  { id: 'US', full_name_locale: 'United States', available_regions: [{ id: 12, code: 'CA', name: 'California' }] },
];

const saved: CustomerAddress = {
  id: 12,
  firstname: 'Veronica',
  lastname: 'Costello',
  company: null,
  street: ['1 Princes Street'],
  city: 'Edinburgh',
  region: { region_code: null, region: null, region_id: null },
  postcode: 'EH2 2EQ',
  country_code: 'GB',
  telephone: '+44 131 496 0200',
  default_shipping: false,
  default_billing: false,
};

beforeEach(() => {
  refresh.mockReset();
  accountClient.query.mockReset().mockResolvedValue({ data: { countries } });
  accountClient.mutate.mockReset();
});

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

function fillNewAddress(form: HTMLElement, postcode: string) {
  fireEvent.change(field(form, 'First name'), { target: { value: 'Ada' } });
  fireEvent.change(field(form, 'Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(field(form, 'Street address'), { target: { value: '10 Downing Street' } });
  fireEvent.change(field(form, 'City'), { target: { value: 'London' } });
  fireEvent.change(field(form, 'Postcode'), { target: { value: postcode } });
  fireEvent.change(field(form, 'Phone number'), { target: { value: '+44 20 7000 0000' } });
}

async function openNewAddress() {
  renderWithQueryClient(
    <NoticeArea>
      <NewAddress store="uk" isFirst={false} />
    </NoticeArea>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
  const form = screen.getByRole('form', { name: 'New address' });
  await within(form).findByRole('option', { name: 'United Kingdom' });
  return form;
}

describe('adding an address', () => {
  it('opens the checkout’s address fields in the store view’s country, focused on the first field', async () => {
    const form = await openNewAddress();
    expect(within(form).getByLabelText('Country')).toHaveValue('GB');
    expect(document.activeElement).toBe(field(form, 'First name'));
    expect(within(form).getByRole('checkbox', { name: 'Use as my default shipping address' })).not.toBeChecked();
  });

  it('checks the country’s postcode rule in the browser: the error is tied to the field and focused, nothing is sent', async () => {
    const form = await openNewAddress();
    fillNewAddress(form, '12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const postcode = field(form, 'Postcode');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription('Enter a valid postcode for this country.');
    expect(document.activeElement).toBe(postcode);
    expect(accountClient.mutate).not.toHaveBeenCalled();
  });

  it('shows Magento’s refusal next to the form and keeps everything typed', async () => {
    accountClient.mutate.mockRejectedValueOnce(new MagentoGraphQlError([{ message: '"telephone" is required. Enter and try again.' }]));
    const form = await openNewAddress();
    fillNewAddress(form, 'SW1A 2AA');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save address' })));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('"telephone" is required. Enter and try again.');
    expect(document.activeElement).toBe(alert);
    expect(field(form, 'Street address')).toHaveValue('10 Downing Street');
    expect(field(form, 'Postcode')).toHaveValue('SW1A 2AA');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends Magento’s CustomerAddressInput, then reads the page again and reports above the list', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { createCustomerAddress: { ...saved, id: 13 } } });
    const form = await openNewAddress();
    fillNewAddress(form, 'sw1a 2aa');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Use as my default billing address' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save address' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('CreateCustomerAddress');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({
      input: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['10 Downing Street'],
        city: 'London',
        region: { region: '' },
        postcode: 'sw1a 2aa',
        country_code: 'GB',
        telephone: '+44 20 7000 0000',
        default_shipping: false,
        default_billing: true,
      },
    });
    expect(accountClient.mutate.mock.calls[0][2]).toEqual({ headers: { store: 'uk' } });
    expect(refresh).toHaveBeenCalled();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The address is added to your address book.');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for a region from the country’s list', async () => {
    const form = await openNewAddress();
    fillNewAddress(form, '94105');
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'US' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('State or region')).toHaveAccessibleDescription('Choose a state or region.');
  });
});

describe('a saved address', () => {
  function renderActions(address: CustomerAddress = saved) {
    renderWithQueryClient(
      <NoticeArea>
        <AddressActions store="uk" address={address} summary="1 Princes Street, Edinburgh" />
      </NoticeArea>,
    );
  }

  it('is edited in the same form, filled with it', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { updateCustomerAddress: saved } });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Edit address: 1 Princes Street, Edinburgh' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    await within(form).findByRole('option', { name: 'United Kingdom' });
    expect(field(form, 'Street address')).toHaveValue('1 Princes Street');
    expect(field(form, 'Postcode')).toHaveValue('EH2 2EQ');
    fireEvent.change(field(form, 'City'), { target: { value: 'Leith' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save address' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('UpdateCustomerAddress');
    expect(accountClient.mutate.mock.calls[0][1]).toMatchObject({ id: 12, input: { city: 'Leith', postcode: 'EH2 2EQ' } });
    expect(screen.getByRole('status')).toHaveTextContent('The address is saved.');
  });

  it('gives the focus back to "Edit" when the form is cancelled', async () => {
    renderActions();
    const edit = screen.getByRole('button', { name: 'Edit address: 1 Princes Street, Edinburgh' });
    fireEvent.click(edit);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Edit address: 1 Princes Street, Edinburgh'));
  });

  it('becomes the default shipping address', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { updateCustomerAddress: saved } });
    renderActions();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Make default shipping address: 1 Princes Street, Edinburgh' })),
    );
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ id: 12, input: { default_shipping: true } });
    expect(screen.getByRole('status')).toHaveTextContent('1 Princes Street, Edinburgh is now your default shipping address.');
  });

  it('is deleted only after "yes"', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { deleteCustomerAddress: true } });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete address: 1 Princes Street, Edinburgh' }));
    const question = screen.getByRole('group', { name: 'Delete the address 1 Princes Street, Edinburgh?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'No, keep it' }));
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(accountClient.mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete address: 1 Princes Street, Edinburgh' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('DeleteCustomerAddress');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ id: 12 });
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('The address 1 Princes Street, Edinburgh is deleted.');
  });

  it('reports Magento’s refusal to delete', async () => {
    accountClient.mutate.mockRejectedValueOnce(
      new MagentoGraphQlError([{ message: 'Customer Address 12 is set as default billing address and can not be deleted' }]),
    );
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete address: 1 Princes Street, Edinburgh' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' })));
    expect(screen.getByRole('alert')).toHaveTextContent('can not be deleted');
  });

  it('offers neither delete nor "make default" for what is already its default', () => {
    renderActions({ ...saved, default_shipping: true, default_billing: true });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  });
});
