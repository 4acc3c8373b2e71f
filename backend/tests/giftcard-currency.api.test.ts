/** @jest-environment node */
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

// Issue 17: "The UK gift-card listing shows euro amounts." Every amount a store view shows — the
// price, and the face value in a card's name and description — is in its own currency.

interface Card {
  sku: string;
  name: string;
  short_description: { html: string };
  price_range: { minimum_price: { final_price: { value: number; currency: string } } };
}

async function giftCards(store: string): Promise<Card[]> {
  const { body } = await shop.gql(
    `{ products(filter: { sku: { in: ["GIFTCARD-25", "GIFTCARD-100", "GIFTCARD-ANY"] } }, pageSize: 10) {
      items { sku name short_description { html } price_range { minimum_price { final_price { value currency } } } } } }`,
    {},
    { store },
  );
  expect(body.errors).toBeUndefined();
  return body.data.products.items;
}

describe('gift cards in each store view’s currency', () => {
  it.each([
    ['uk', 'GBP', '£'],
    ['us', 'USD', '$'],
    ['pl', 'PLN', 'zł'],
  ])('%s names and prices its cards in %s', async (store, currency, symbol) => {
    const cards = await giftCards(store);
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.price_range.minimum_price.final_price.currency).toBe(currency);
      expect(`${card.name} ${card.short_description.html}`).not.toContain('€');
    }
    const fixed = cards.find((card) => card.sku === 'GIFTCARD-25')!;
    const value = fixed.price_range.minimum_price.final_price.value;
    // The face value in the name is the card's price, in the store view's currency.
    expect(fixed.name).toContain(symbol);
    expect(fixed.name.replace(/\D/g, '')).toBe(String(value));
  });

  it('keeps euro names where the store view sells in euros', async () => {
    const [fr, eu] = [await giftCards('fr'), await giftCards('eu')];
    expect(fr.find((card) => card.sku === 'GIFTCARD-25')!.name).toMatch(/^Carte cadeau 25\s€$/u);
    expect(eu.find((card) => card.sku === 'GIFTCARD-25')!.name).toBe('€25 Gift Card');
  });
});

describe('currency of every store view', () => {
  it.each(['hk', 'ae_ar', 'uk'])('answers %s’s display currencies (the storefront sends Content-Currency only for these)', async (store) => {
    const { body } = await shop.gql(`{ currency { default_display_currency_code available_currency_codes base_currency_symbol } }`, {}, { store });
    expect(body.errors).toBeUndefined();
    expect(body.data.currency.available_currency_codes).toEqual([body.data.currency.default_display_currency_code]);
    expect(body.data.currency.base_currency_symbol).toBeTruthy();
  });
});
