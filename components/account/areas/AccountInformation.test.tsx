/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CUSTOMER_DETAILS_KEY } from '@/lib/account/query-keys';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { NewsletterForm } from './NewsletterForm';
import { PasswordForm } from './PasswordForm';
import { accountClient, operationOf, renderWithQueryClient } from './test-support';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }), usePathname: () => '/uk' }));
jest.mock('@/lib/magento/client', () => require('./test-support').mockedClientModule());

const EMAIL = 'roni_cost@example.com';
const customer = (changes: object = {}) => ({ email: EMAIL, firstname: 'Veronica', lastname: 'Costello', is_subscribed: true, ...changes });

beforeEach(() => {
  refresh.mockReset();
  accountClient.mutate.mockReset();
});

const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(input(form, label), { target: { value } });
const submit = (form: HTMLElement, name: string) => act(async () => fireEvent.click(within(form).getByRole('button', { name })));

describe('the name', () => {
  it('is required: the error is tied to the field and focused, nothing is sent', async () => {
    renderWithQueryClient(<NameForm store="uk" firstname="Veronica" lastname="Costello" />);
    const form = screen.getByRole('form', { name: 'Name' });
    type(form, 'First name', '  ');
    await submit(form, 'Save name');
    expect(input(form, 'First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(document.activeElement).toBe(input(form, 'First name'));
    expect(accountClient.mutate).not.toHaveBeenCalled();
  });

  it('is saved with updateCustomerV2; the page and the header’s greeting are read again; the result gets the focus', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { updateCustomerV2: { customer: customer({ firstname: 'Roni' }) } } });
    const { invalidate } = renderWithQueryClient(<NameForm store="uk" firstname="Veronica" lastname="Costello" />);
    const form = screen.getByRole('form', { name: 'Name' });
    type(form, 'First name', ' Roni ');
    await submit(form, 'Save name');
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('UpdateCustomerName');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ firstname: 'Roni', lastname: 'Costello' });
    expect(refresh).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CUSTOMER_DETAILS_KEY });
    expect(document.activeElement).toBe(within(form).getByRole('status'));
    expect(within(form).getByRole('status')).toHaveTextContent('Your name is saved.');
  });
});

describe('the e-mail address', () => {
  it('needs the current password, and a different address', async () => {
    renderWithQueryClient(<EmailForm store="uk" email={EMAIL} />);
    const form = screen.getByRole('form', { name: 'Email address' });
    await submit(form, 'Change email address');
    expect(input(form, 'New email address')).toHaveAccessibleDescription('This is already your email address.');
    expect(input(form, 'Current password')).toHaveAccessibleDescription('Enter your current password.');
    type(form, 'New email address', 'not an email');
    await submit(form, 'Change email address');
    expect(input(form, 'New email address')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(accountClient.mutate).not.toHaveBeenCalled();
  });

  it('shows Magento’s refusal of a wrong password and keeps what was typed', async () => {
    accountClient.mutate.mockRejectedValueOnce(
      new MagentoGraphQlError([{ message: "The password doesn't match this account. Verify the password and try again." }]),
    );
    renderWithQueryClient(<EmailForm store="uk" email={EMAIL} />);
    const form = screen.getByRole('form', { name: 'Email address' });
    type(form, 'New email address', 'roni@example.com');
    type(form, 'Current password', 'wrong');
    await submit(form, 'Change email address');
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('UpdateCustomerEmail');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ email: 'roni@example.com', password: 'wrong' });
    expect(within(form).getByRole('alert')).toHaveTextContent("The password doesn't match this account.");
    expect(input(form, 'New email address')).toHaveValue('roni@example.com');
  });

  it('is changed, and the form then shows the new address', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { updateCustomerEmail: { customer: customer({ email: 'roni@example.com' }) } } });
    renderWithQueryClient(<EmailForm store="uk" email={EMAIL} />);
    const form = screen.getByRole('form', { name: 'Email address' });
    type(form, 'New email address', 'roni@example.com');
    type(form, 'Current password', 'roni_cost3@example.com');
    await submit(form, 'Change email address');
    expect(within(form).getByRole('status')).toHaveTextContent('Your email address is now roni@example.com.');
    expect(within(form).getByText('Your email address is roni@example.com.')).toBeInTheDocument();
    expect(input(form, 'Current password')).toHaveValue('');
  });
});

describe('the password', () => {
  it('follows Magento’s rules, checked in the browser as when creating an account', async () => {
    renderWithQueryClient(<PasswordForm store="uk" email={EMAIL} />);
    const form = screen.getByRole('form', { name: 'Password' });
    type(form, 'Current password', 'roni_cost3@example.com');
    type(form, 'New password', 'password');
    type(form, 'Confirm new password', 'different');
    await submit(form, 'Change password');
    expect(input(form, 'New password')).toHaveAccessibleDescription(
      'Use at least 3 of these: lower-case letters, upper-case letters, digits, special characters.',
    );
    expect(input(form, 'Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(document.activeElement).toBe(input(form, 'New password'));
    expect(accountClient.mutate).not.toHaveBeenCalled();
  });

  it('is changed with changeCustomerPassword; the fields are emptied', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { changeCustomerPassword: { email: EMAIL } } });
    renderWithQueryClient(<PasswordForm store="uk" email={EMAIL} />);
    const form = screen.getByRole('form', { name: 'Password' });
    type(form, 'Current password', 'roni_cost3@example.com');
    type(form, 'New password', 'NewSecret123!');
    type(form, 'Confirm new password', 'NewSecret123!');
    await submit(form, 'Change password');
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('ChangeCustomerPassword');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ currentPassword: 'roni_cost3@example.com', newPassword: 'NewSecret123!' });
    expect(within(form).getByRole('status')).toHaveTextContent('Your password is changed.');
    expect(input(form, 'New password')).toHaveValue('');
  });
});

describe('the newsletter', () => {
  it('is turned off and on with updateCustomerV2’s is_subscribed, with a confirmation', async () => {
    renderWithQueryClient(<NewsletterForm store="uk" isSubscribed />);
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const box = within(form).getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).toBeChecked();
    accountClient.mutate.mockResolvedValueOnce({ data: { updateCustomerV2: { customer: customer({ is_subscribed: false }) } } });
    fireEvent.click(box);
    await submit(form, 'Save');
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('UpdateNewsletterSubscription');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ isSubscribed: false });
    expect(within(form).getByRole('status')).toHaveTextContent('You are no longer subscribed to the newsletter.');
    expect(document.activeElement).toBe(within(form).getByRole('status'));

    accountClient.mutate.mockResolvedValueOnce({ data: { updateCustomerV2: { customer: customer({ is_subscribed: true }) } } });
    fireEvent.click(box);
    await submit(form, 'Save');
    expect(accountClient.mutate.mock.calls[1][1]).toEqual({ isSubscribed: true });
    expect(within(form).getByRole('status')).toHaveTextContent('You are subscribed to the newsletter.');
  });

  it('shows a failure without losing the choice', async () => {
    accountClient.mutate.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithQueryClient(<NewsletterForm store="uk" isSubscribed={false} />);
    const form = screen.getByRole('form', { name: 'Newsletter' });
    fireEvent.click(within(form).getByRole('checkbox'));
    await submit(form, 'Save');
    expect(within(form).getByRole('alert')).toHaveTextContent('We could not save your choice. Please try again.');
    expect(within(form).getByRole('checkbox')).toBeChecked();
  });
});
