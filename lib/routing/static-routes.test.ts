import { canonicalQuery } from './static-routes';

const canonical = (query: string) => canonicalQuery(new URLSearchParams(query));

describe('canonicalQuery: the cache key of a listing', () => {
  it('orders the parameters a listing reads, so one listing has one key', () => {
    expect(canonical('p=2&frame_shape=round&price=100_200')).toBe('frame_shape=round&p=2&price=100_200');
    expect(canonical('product_list_order=Price&product_list_dir=DESC')).toBe('product_list_dir=desc&product_list_order=price');
    expect(canonical('query=%20red%20%20frames%20')).toBe('query=red+frames');
    expect(canonical('price=200_*')).toBe('price=200_*');
  });

  it('drops what no listing reads, so no one can fill the page cache with variants of one page', () => {
    expect(canonical('utm_source=mail&gclid=abc&p=2')).toBe('p=2');
    expect(canonical('__proto__=x&constructor=y&redirect=%2F%2Fevil.example')).toBe('');
    expect(canonical('p=999999999&product_list_order=%3Csvg%3E&product_list_dir=up&price=javascript%3Aalert(1)')).toBe('');
    expect(canonical(`brand=${'a'.repeat(600)}`)).toBe('');
    expect(canonical('p=&query=')).toBe('');
  });

  it('keeps the FAQ search on FAQ pages, and only it', () => {
    expect(canonicalQuery(new URLSearchParams('q=%20envío%20gratis&utm_source=x'), '/faq')).toBe('q=env%C3%ADo+gratis');
    expect(canonicalQuery(new URLSearchParams('q=returns&p=2'), '/faq/delivery')).toBe('q=returns');
    expect(canonical('q=returns')).toBe('');
  });
});
