/** @jest-environment node */
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

const DELIVERY = `query DeliveryOptions {
  deliveryOptions {
    destinations {
      country { code label }
      methods { carrier_code method_code carrier_title method_title amount { value currency } }
      free_shipping { carrier_code method_code carrier_title method_title minimum_subtotal { value currency } }
    }
  }
}`;

interface Destination {
  country: { code: string; label: string };
  methods: Array<{
    carrier_code: string;
    method_code: string;
    carrier_title: string;
    method_title: string;
    amount: { value: number; currency: string };
  }>;
  free_shipping: { carrier_code: string; carrier_title: string; minimum_subtotal: { value: number; currency: string } } | null;
}

async function destinations(store: string): Promise<Destination[]> {
  const result = await shop.gql<{ deliveryOptions: { destinations: Destination[] } }>(DELIVERY, {}, { store });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.deliveryOptions.destinations;
}

describe('deliveryOptions', () => {
  it("gives the uk store view's flat rate, express and free-shipping threshold in pounds", async () => {
    const [home] = await destinations('uk');
    expect(home.country.code).toBe('GB');
    expect(home.methods).toEqual([
      expect.objectContaining({
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Flat Rate',
        amount: { value: 3.95, currency: 'GBP' },
      }),
      expect.objectContaining({
        carrier_code: 'express',
        method_code: 'express',
        carrier_title: 'Express',
        amount: { value: 9.95, currency: 'GBP' },
      }),
    ]);
    expect(home.free_shipping).toMatchObject({ carrier_code: 'freeshipping', minimum_subtotal: { value: 50, currency: 'GBP' } });
  });

  it('lists every destination of the store view, the home country first, with its own prices', async () => {
    const list = await destinations('de');
    expect(list[0].country.code).toBe('DE');
    const swiss = list.find((destination) => destination.country.code === 'CH');
    expect(swiss?.methods.map((method) => method.amount)).toEqual([
      { value: 9.95, currency: 'EUR' },
      { value: 24.95, currency: 'EUR' },
    ]);
    expect(swiss?.country.label).not.toBe('CH');
  });

  it("uses the store view's language for titles and its currency for amounts", async () => {
    const [home] = await destinations('fr');
    expect(home.country.code).toBe('FR');
    expect(home.methods[0]).toMatchObject({ carrier_title: 'Forfait', amount: { currency: 'EUR' } });
  });

  it('is answered with a public cache header, like every shopper-independent query', async () => {
    const result = await shop.gql(DELIVERY, {}, { store: 'us' });
    expect(result.headers.get('cache-control')).toContain('public');
    expect(result.body.data.deliveryOptions.destinations[0].methods[0].amount).toEqual({ value: 5.99, currency: 'USD' });
  });
});
