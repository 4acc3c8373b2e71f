import { safeParse } from 'valibot';
import { addressSchema, emailSchema, emptyAddress } from './address-schema';
import { fieldErrorsOf } from '@/lib/forms/field-errors';

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
) => fieldErrorsOf(addressSchema(t, { id: country, full_name_locale: country, available_regions: regions }), values);

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
    expect(safeParse(emailSchema(t), ' ada@example.com ')).toMatchObject({ success: true, output: 'ada@example.com' });
    expect(safeParse(emailSchema(t), 'ada@').issues?.[0]?.message).toBe('emailError');
    // The addresses the forms took with zod's e-mail rule, taken the same (the backend checks again).
    for (const taken of ["o'brien@example.com", 'a.b+c_d-e@mail.example.co.uk', 'x@a-.com']) {
      expect([taken, safeParse(emailSchema(t), taken).success]).toEqual([taken, true]);
    }
    for (const refused of [
      '.ada@example.com',
      'ada.@example.com',
      'a..b@example.com',
      "ada'@example.com",
      'ada@example',
      'ada@example.c',
      'ada@-x.com',
      'a b@example.com',
      'ada@@example.com',
    ]) {
      expect([refused, safeParse(emailSchema(t), refused).success]).toEqual([refused, false]);
    }
  });
});
