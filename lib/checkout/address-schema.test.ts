import { addressSchema, emailSchema, emptyAddress } from './address-schema';
import { firstErrorPerField } from '@/lib/forms/field-errors';

const t = (key: string) => key;
const filled = (country: string, postcode: string, region = '') => ({
  ...emptyAddress(country),
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: '1 High Street',
  city: 'London',
  telephone: '0123',
  postcode,
  region,
});
const errorsOf = (
  country: string,
  values: ReturnType<typeof filled>,
  regions: Array<{ id: number; code: string; name: string }> | null = null,
) => {
  const result = addressSchema(t, { id: country, full_name_locale: country, available_regions: regions }).safeParse(values);
  return result.success ? {} : firstErrorPerField(result.error);
};

describe('address rules per country', () => {
  it('checks a UK postcode against its pattern and requires it', () => {
    expect(errorsOf('GB', filled('GB', 'SW1A 2AA'))).toEqual({});
    expect(errorsOf('GB', filled('GB', 'NOT A CODE'))).toEqual({ postcode: 'postcodeInvalidError' });
    expect(errorsOf('GB', filled('GB', ''))).toEqual({ postcode: 'postcodeRequiredError' });
  });

  it('lets a UAE address go without a postcode', () => {
    expect(errorsOf('AE', filled('AE', ''))).toEqual({});
  });

  it('requires a region where the country lists regions', () => {
    const regions = [{ id: 12, code: 'CA', name: 'California' }];
    expect(errorsOf('US', filled('US', '90210'), regions)).toEqual({ region: 'regionError' });
    expect(errorsOf('US', filled('US', '90210', '12'), regions)).toEqual({});
  });

  it('requires the names, street, city and telephone', () => {
    expect(Object.keys(errorsOf('AE', emptyAddress('AE') as ReturnType<typeof filled>)).sort()).toEqual([
      'city',
      'firstname',
      'lastname',
      'street',
      'telephone',
    ]);
  });

  it('checks the guest email', () => {
    expect(emailSchema(t).safeParse(' ada@example.com ').success).toBe(true);
    expect(emailSchema(t).safeParse('ada@').error?.issues[0]?.message).toBe('emailError');
  });
});
