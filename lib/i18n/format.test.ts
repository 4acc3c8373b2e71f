import { formatMoney, numberFormat } from './format';

describe('numberFormat', () => {
  it('makes one formatter per locale and options and keeps it (making one is what costs)', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      const first = numberFormat('de_DE', { style: 'currency', currency: 'EUR' });
      expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(first);
      for (let i = 0; i < 100; i++) formatMoney(i, 'EUR', 'de_DE');
      expect(spy).toHaveBeenCalledTimes(1);
      expect(numberFormat('de_DE', { style: 'percent' })).not.toBe(first);
      expect(numberFormat('de_DE')).not.toBe(first);
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('formats as a fresh formatter would, in Magento or BCP 47 locales', () => {
    expect(formatMoney(1234.5, 'GBP', 'en_GB')).toBe('£1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'fr_FR')).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(numberFormat('ar-AE', { maximumFractionDigits: 1 }).format(4.25)).toBe(
      new Intl.NumberFormat('ar-AE', { maximumFractionDigits: 1 }).format(4.25),
    );
  });
});
