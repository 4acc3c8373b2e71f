/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { createProductReview, getReviewRatings } from '@/lib/magento/operations/reviews';
import { WriteReviewForm } from './WriteReviewForm';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
jest.mock('@/lib/magento/operations/reviews', () => ({ createProductReview: jest.fn(), getReviewRatings: jest.fn() }));

const RATINGS = ['Quality', 'Fit'].map((name, r) => ({
  id: `rating-${r}`,
  name,
  values: [1, 2, 3, 4, 5].map((value) => ({ value_id: `value-${r}-${value}`, value: String(value) })),
}));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

describe('WriteReviewForm', () => {
  beforeEach(() => {
    (createProductReview as jest.Mock).mockReset();
    (getReviewRatings as jest.Mock).mockReset().mockResolvedValue(RATINGS);
  });

  it('reads the store view’s ratings only when the form comes near the screen', async () => {
    let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const disconnect = jest.fn();
    const original = window.IntersectionObserver;
    window.IntersectionObserver = jest.fn((callback: (entries: Array<{ isIntersecting: boolean }>) => void) => {
      notify = callback;
      return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
    try {
      render(<WriteReviewForm store="uk" sku="NVK-TORVALD" />);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(getReviewRatings).not.toHaveBeenCalled();
      expect(screen.queryByRole('group', { name: 'Quality' })).toBeNull();

      act(() => notify?.([{ isIntersecting: true }]));
      expect(await screen.findByRole('group', { name: 'Quality' })).toBeInTheDocument();
      expect(getReviewRatings).toHaveBeenCalledTimes(1);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('offers each rating of the store view as a radio group and names what is missing', async () => {
    render(<WriteReviewForm store="uk" sku="NVK-TORVALD" />);
    const quality = await screen.findByRole('group', { name: 'Quality' });
    expect(
      within(quality)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    fireEvent.click(within(quality).getByRole('radio', { name: '4 stars' }));
    type('Nickname', 'Ada');
    send();
    expect(screen.getByRole('group', { name: 'Fit' })).toHaveAccessibleDescription('Choose a rating for Fit.');
    expect(within(screen.getByRole('group', { name: 'Fit' })).getByRole('radio', { name: '1 star' })).toHaveAccessibleDescription(
      'Choose a rating for Fit.',
    );
    expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription('Enter a summary of your review.');
    expect(screen.getByLabelText('Your review')).toHaveAccessibleDescription('Write your review.');
    expect(screen.getByRole('group', { name: 'Fit' }).querySelector('input')).toHaveFocus();
    expect(screen.getByLabelText('Nickname')).toHaveValue('Ada');
    expect(createProductReview).not.toHaveBeenCalled();
  });

  it('sends the review and says it awaits moderation', async () => {
    (createProductReview as jest.Mock).mockResolvedValue(undefined);
    render(<WriteReviewForm store="uk" sku="NVK-TORVALD" />);
    fireEvent.click(within(await screen.findByRole('group', { name: 'Quality' })).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Fit' })).getByRole('radio', { name: '3 stars' }));
    type('Nickname', ' Ada ');
    type('Summary', 'Light');
    type('Your review', 'I wear them all day.');
    send();
    expect(await screen.findByText('Thank you. Your review awaits moderation and will appear once it is approved.')).toBeInTheDocument();
    expect(createProductReview).toHaveBeenCalledWith('uk', {
      sku: 'NVK-TORVALD',
      nickname: 'Ada',
      summary: 'Light',
      text: 'I wear them all day.',
      ratings: [
        { id: 'rating-0', value_id: 'value-0-5' },
        { id: 'rating-1', value_id: 'value-1-3' },
      ],
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in where the store view lets only customers review, keeping what was typed', async () => {
    (createProductReview as jest.Mock).mockRejectedValue(
      new MagentoGraphQlError([
        { message: "Guest customers aren't allowed to add product reviews.", extensions: { category: 'graphql-authorization' } },
      ]),
    );
    render(<WriteReviewForm store="de" sku="NVK-TORVALD" />);
    for (const name of ['Quality', 'Fit'])
      fireEvent.click(within(await screen.findByRole('group', { name })).getByRole('radio', { name: '4 stars' }));
    type('Nickname', 'Lena');
    type('Summary', 'Gut');
    type('Your review', 'Sitzt gut.');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to write a review.');
    expect(screen.getByLabelText('Summary')).toHaveValue('Gut');
  });
});
