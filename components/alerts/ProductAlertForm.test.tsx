/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { subscribeProductAlert } from '@/lib/magento/operations/alerts';
import { useUserStore } from '@/lib/state/user-store';
import { ProductAlertForm } from './ProductAlertForm';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
jest.mock('@/lib/magento/operations/alerts', () => ({ subscribeProductAlert: jest.fn() }));

const form = (type: 'STOCK' | 'PRICE' = 'STOCK') => (
  <ProductAlertForm store="uk" type={type} sku="KIT-1" productName="Travel Kit" label="Back-in-stock alert" />
);

describe('ProductAlertForm', () => {
  beforeEach(() => {
    (subscribeProductAlert as jest.Mock).mockReset();
    useUserStore.setState({ isSignedIn: false });
  });

  it('asks a guest for a valid e-mail address, then subscribes it', async () => {
    (subscribeProductAlert as jest.Mock).mockResolvedValue(undefined);
    render(form());
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, for example name@example.com.');
    expect(subscribeProductAlert).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Done! We’ll email you as soon as Travel Kit is back in stock.')).toBeInTheDocument();
    expect(subscribeProductAlert).toHaveBeenCalledWith('uk', { sku: 'KIT-1', type: 'STOCK', email: 'ada@example.com' });
  });

  it('subscribes a signed-in customer in one click, with their account’s address', async () => {
    useUserStore.setState({ isSignedIn: true });
    (subscribeProductAlert as jest.Mock).mockResolvedValue(undefined);
    render(form('PRICE'));
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.getByText('We’ll write to the email address of your account.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Done! We’ll email you when the price of Travel Kit drops.')).toBeInTheDocument();
    expect(subscribeProductAlert).toHaveBeenCalledWith('uk', { sku: 'KIT-1', type: 'PRICE' });
  });

  it('says why a subscription was refused and keeps the address typed', async () => {
    (subscribeProductAlert as jest.Mock).mockRejectedValue(
      new MagentoGraphQlError([{ message: 'This product is in stock.', extensions: { category: 'graphql-input' } }]),
    );
    render(form());
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Good news: Travel Kit is in stock, you can order it now.');
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
  });
});
