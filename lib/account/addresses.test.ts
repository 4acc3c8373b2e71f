import { toCheckoutAddress } from '@/components/checkout/address-values';
import type { CustomerAddress } from '@/lib/magento/operations/account';
import { addressFormValues, addressLines, countryName, customerAddressInput, sortedAddressBook } from './addresses';

const saved = (overrides: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id: 12,
  firstname: 'Veronica',
  lastname: 'Costello',
  company: null,
  street: ['1 Market Street', 'Suite 300'],
  city: 'San Francisco',
  region: { region_code: 'CA', region: 'California', region_id: 12 },
  postcode: '94105',
  country_code: 'US',
  telephone: '(555) 410-0100',
  default_shipping: false,
  default_billing: false,
  ...overrides,
});

const california = { id: 12, code: 'CA', name: 'California' };
const countries = [
  { id: 'US', full_name_locale: 'United States', available_regions: [california] },
  { id: 'GB', full_name_locale: 'United Kingdom', available_regions: null },
];

describe('an address as lines', () => {
  it('gives name, street lines, place, country in the store view’s language and telephone', () => {
    expect(addressLines(saved(), 'en-GB')).toEqual([
      'Veronica Costello',
      '1 Market Street',
      'Suite 300',
      'San Francisco, California, 94105',
      'United States',
      '(555) 410-0100',
    ]);
    expect(addressLines(saved(), 'fr-FR')[4]).toBe('États-Unis');
  });

  it('takes an order’s address too (region as text) and leaves out what is empty', () => {
    expect(
      addressLines(
        {
          firstname: 'Ada',
          lastname: 'Lovelace',
          company: 'Analytical Engines',
          street: ['Sheikh Zayed Road 1', ''],
          city: 'Dubai',
          region: null,
          postcode: null,
          country_code: 'AE',
          telephone: null,
        },
        'en-GB',
      ),
    ).toEqual(['Ada Lovelace', 'Analytical Engines', 'Sheikh Zayed Road 1', 'Dubai', 'United Arab Emirates']);
  });

  it('names an unknown country by its code', () => {
    expect(countryName('AA', 'en-GB')).toBe('AA');
    expect(countryName('not a code', 'en-GB')).toBe('not a code');
  });
});

describe('a saved address in the address form', () => {
  it('fills the checkout’s fields, the region by id, every street line kept', () => {
    expect(addressFormValues(saved())).toEqual({
      firstname: 'Veronica',
      lastname: 'Costello',
      street: '1 Market Street, Suite 300',
      city: 'San Francisco',
      country_id: 'US',
      region: '12',
      postcode: '94105',
      telephone: '(555) 410-0100',
    });
  });

  it('keeps a region typed as text, and copes with missing parts', () => {
    expect(
      addressFormValues(saved({ region: { region_code: null, region: 'Greater London', region_id: null }, street: null, postcode: null })),
    ).toMatchObject({ region: 'Greater London', street: '', postcode: '' });
  });

  it('round-trips through the form into Magento’s CustomerAddressInput', () => {
    const input = customerAddressInput(toCheckoutAddress(addressFormValues(saved()), countries));
    expect(input).toEqual({
      firstname: 'Veronica',
      lastname: 'Costello',
      street: ['1 Market Street, Suite 300'],
      city: 'San Francisco',
      region: { region_id: 12, region_code: 'CA', region: 'California' },
      postcode: '94105',
      country_code: 'US',
      telephone: '(555) 410-0100',
    });
  });

  it('sends an emptied postcode and a text region, so an edit clears them', () => {
    const values = { ...addressFormValues(saved()), country_id: 'GB', region: '', postcode: '' };
    expect(customerAddressInput(toCheckoutAddress(values, countries))).toMatchObject({
      country_code: 'GB',
      region: { region: '' },
      postcode: '',
    });
  });
});

describe('the address book’s order', () => {
  it('puts the default shipping address first, then the default billing one, then the rest as saved', () => {
    const book = [saved({ id: 3 }), saved({ id: 2, default_billing: true }), saved({ id: 1 }), saved({ id: 4, default_shipping: true })];
    expect(sortedAddressBook(book).map((address) => address.id)).toEqual([4, 2, 1, 3]);
    expect(book.map((address) => address.id)).toEqual([3, 2, 1, 4]);
  });
});
