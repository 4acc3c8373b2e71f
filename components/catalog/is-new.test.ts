import { isNewProduct } from './is-new';

const now = new Date('2026-03-15T12:00:00Z');

describe('isNewProduct', () => {
  it.each([
    [null, null, false],
    ['2026-01-10 00:00:00', null, true],
    ['2026-03-16 00:00:00', null, false],
    ['2026-01-10 00:00:00', '2026-03-15 00:00:00', true],
    ['2026-01-10 00:00:00', '2026-03-14 00:00:00', false],
    ['2026-03-15', null, true],
    ['not a date', null, false],
  ])('from %s to %s → %s', (from, to, expected) => {
    expect(isNewProduct({ new_from_date: from, new_to_date: to }, now)).toBe(expected);
  });
});
