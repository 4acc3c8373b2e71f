import { alertPagePath, parseUnsubscribeLink } from './alert-paths';

const HASH = 'Yk9A5HekkR5CAWbNiJepmuWOFNQXpgVUu1PeCTasmks';

describe('alertPagePath', () => {
  it('names the product, and the variant when there is one', () => {
    expect(alertPagePath('uk', 'STOCK', 'round-frame', 'RND-BLK-M')).toBe('/uk/stock?product=round-frame&variant=RND-BLK-M');
    expect(alertPagePath('fr', 'PRICE', 'round frame')).toBe('/fr/price?product=round+frame');
  });
});

describe('parseUnsubscribeLink', () => {
  it('reads both shapes of the specification', () => {
    expect(parseUnsubscribeLink(['email', 'product', 'travel-kit', 'product_id', '831', 'hash', HASH, 'type', 'stock'])).toEqual({
      action: 'EMAIL',
      product_id: '831',
      hash: HASH,
      type: 'STOCK',
    });
    expect(parseUnsubscribeLink(['emailAll', 'product_id', '831', 'hash', HASH, 'type', 'price'])).toEqual({
      action: 'EMAIL_ALL',
      product_id: '831',
      hash: HASH,
      type: 'PRICE',
    });
  });

  it('refuses anything else', () => {
    const valid = ['email', 'product_id', '831', 'hash', HASH, 'type', 'stock'];
    expect(parseUnsubscribeLink([])).toBeNull();
    expect(parseUnsubscribeLink(['delete', ...valid.slice(1)])).toBeNull();
    expect(parseUnsubscribeLink([...valid.slice(0, -1), 'both'])).toBeNull();
    expect(parseUnsubscribeLink(['email', 'product_id', 'x1', 'hash', HASH, 'type', 'stock'])).toBeNull();
    expect(parseUnsubscribeLink(['email', 'product_id', '831', 'hash', 'a/b', 'type', 'stock'])).toBeNull();
    expect(parseUnsubscribeLink(['email', 'product', '', 'product_id', '831', 'hash', HASH, 'type', 'stock'])).toBeNull();
    expect(parseUnsubscribeLink([...valid, 'extra'])).toBeNull();
    expect(parseUnsubscribeLink(['email', 'hash', HASH, 'product_id', '831', 'type', 'stock'])).toBeNull();
  });
});
