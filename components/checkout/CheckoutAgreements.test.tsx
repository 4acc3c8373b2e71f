/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { getCheckoutAgreements } from '@/lib/magento/catalog';
import { CheckoutAgreements, acceptedAgreementIds, missingAgreement } from './CheckoutAgreements';
import { shownAgreements } from './checkout-agreements';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
jest.mock('@/lib/magento/catalog', () => ({ getCheckoutAgreements: jest.fn() }));

const TERMS = {
  agreement_id: 1,
  name: 'Terms of sale',
  content: '<p>Returns within <strong>14 days</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
  checkbox_text: 'I accept the terms of sale',
  is_html: true,
  mode: 'MANUAL' as const,
};
const PRIVACY = { ...TERMS, agreement_id: 2, name: 'Privacy', content: 'We keep your data\nfor your orders.', is_html: false, mode: 'AUTO' as const };

describe('the checkout terms and conditions', () => {
  it("prepares the store view's terms on the server, merchant HTML sanitised, plain text kept as text", async () => {
    jest.mocked(getCheckoutAgreements).mockResolvedValue([TERMS, PRIVACY]);
    const [terms, privacy] = await shownAgreements('uk');
    expect(terms).toMatchObject({ id: 1, manual: true, checkboxText: 'I accept the terms of sale' });
    expect(terms.html).toContain('<strong>14 days</strong>');
    expect(terms.html).not.toMatch(/script|onerror|javascript:/);
    expect(privacy).toMatchObject({ id: 2, manual: false, html: null, text: 'We keep your data\nfor your orders.' });
  });

  it('shows nothing when the backend has none or cannot tell', async () => {
    jest.mocked(getCheckoutAgreements).mockRejectedValue(new Error('down'));
    expect(await shownAgreements('uk')).toEqual([]);
    const { container } = render(<CheckoutAgreements agreements={[]} accepted={[]} showError={false} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for a tick on each MANUAL term only, and says so when one is missing', async () => {
    jest.mocked(getCheckoutAgreements).mockResolvedValue([TERMS, PRIVACY]);
    const agreements = await shownAgreements('uk');
    expect(missingAgreement(agreements, [])?.id).toBe(1);
    expect(missingAgreement(agreements, [1])).toBeUndefined();
    expect(acceptedAgreementIds(agreements, [1, 2])).toEqual(['1']);

    const onChange = jest.fn();
    render(<CheckoutAgreements agreements={agreements} accepted={[]} showError onChange={onChange} />);
    const tick = screen.getByRole('checkbox', { name: 'I accept the terms of sale' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(tick).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Accept the terms and conditions to place your order.');
    fireEvent.click(tick);
    expect(onChange).toHaveBeenCalledWith(1, true);
  });
});
