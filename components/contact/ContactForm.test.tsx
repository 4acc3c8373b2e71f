/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { contactUs } from '@/lib/magento/operations/contact';
import { ContactForm } from './ContactForm';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
jest.mock('@/lib/magento/operations/contact', () => ({ contactUs: jest.fn() }));

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ContactForm', () => {
  beforeEach(() => (contactUs as jest.Mock).mockReset());

  it('names each missing field, keeps what was typed and sends nothing', () => {
    render(<ContactForm store="uk" label="Contact us" />);
    type('Name', 'Ada');
    type('Your message', 'Green frames?');
    send();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, for example name@example.com.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Your message')).toHaveValue('Green frames?');
    expect(contactUs).not.toHaveBeenCalled();
  });

  it('sends a valid message and confirms it', async () => {
    (contactUs as jest.Mock).mockResolvedValue(true);
    render(<ContactForm store="uk" label="Contact us" />);
    type('Name', ' Ada Lovelace ');
    type('Email address', 'ada@example.com');
    type('Your message', 'Do you have green frames?');
    send();
    expect(
      await screen.findByText('Thank you, Ada Lovelace. We’ve received your message and will answer at ada@example.com.'),
    ).toBeInTheDocument();
    expect(contactUs).toHaveBeenCalledWith('uk', { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Do you have green frames?' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('ties the backend’s refusal to its field, and a failure to the form, keeping everything typed', async () => {
    (contactUs as jest.Mock)
      .mockRejectedValueOnce(
        new MagentoGraphQlError([
          { message: 'The email address is invalid. Verify the email address and try again.', extensions: { category: 'graphql-input' } },
        ]),
      )
      .mockRejectedValueOnce(new Error('offline'));
    render(<ContactForm store="uk" label="Contact us" />);
    type('Name', 'Ada');
    type('Email address', 'ada@example.com');
    type('Telephone (optional)', '020 7946 0000');
    type('Your message', 'Hello');
    send();
    expect(await screen.findByText('Enter a valid email address, for example name@example.com.')).toBeInTheDocument();
    expect(contactUs).toHaveBeenLastCalledWith('uk', {
      name: 'Ada',
      email: 'ada@example.com',
      telephone: '020 7946 0000',
      comment: 'Hello',
    });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello');
  });

  it('says how long to wait when the shop refuses one message too many, keeping everything typed', async () => {
    (contactUs as jest.Mock).mockRejectedValueOnce(
      new MagentoGraphQlError([
        {
          message: 'Too many attempts. Please try again in 42 minutes.',
          extensions: { category: 'graphql-input', retry_after: 2461 },
        },
      ]),
    );
    render(<ContactForm store="uk" label="Contact us" />);
    type('Name', 'Ada');
    type('Email address', 'ada@example.com');
    type('Your message', 'Hello');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 minutes.');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello');
  });
});
