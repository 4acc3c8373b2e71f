/** @jest-environment node */
import { tagsOfPurgePattern } from './magento-tags';
import { PEER_ADDRESS_HEADER, PURGE_PEER_HEADER, PURGE_SECRET_HEADER, addressAllowed, purgeAllowed } from './purge-access';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("Magento's purge pattern", () => {
  it('reads the tags of the pattern Magento sends, and .* as everything', () => {
    expect(tagsOfPurgePattern('((^|,)cat_p_1(,|$))|((^|,)cat_p_2(,|$))')).toEqual(['cat_p_1', 'cat_p_2']);
    expect(tagsOfPurgePattern('((^|,)cms_p_7(,|$))')).toEqual(['cms_p_7']);
    expect(tagsOfPurgePattern('.*')).toBe('*');
  });

  it('refuses anything else rather than purging too little or too much', () => {
    for (const pattern of [null, '', 'cat_p_1', '((^|,)cat_p_1(,|$))|cat_p_2', '((^|,)cat_p_1(,|$))|', '.+', '((^|,)a(b)(,|$))']) {
      expect(tagsOfPurgePattern(pattern)).toBeNull();
    }
  });
});

describe('who may purge', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('allows this machine by default, and the listed addresses and ranges when configured', () => {
    expect(addressAllowed('127.0.0.1')).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1')).toBe(true);
    expect(addressAllowed('::1')).toBe(true);
    expect(addressAllowed('10.0.0.5')).toBe(false);
    expect(addressAllowed(null)).toBe(false);
    expect(addressAllowed('10.0.3.9', '10.0.0.0/16, 192.168.1.4')).toBe(true);
    expect(addressAllowed('10.1.0.1', '10.0.0.0/16, 192.168.1.4')).toBe(false);
    expect(addressAllowed('::ffff:192.168.1.4', '10.0.0.0/16, 192.168.1.4')).toBe(true);
  });

  it("goes by the server's record of the caller's address, never by what the client says", () => {
    expect(purgeAllowed(headers({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(purgeAllowed(headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }))).toBe(true);
    // Handed on by the middleware (a loopback call): the original caller counts.
    expect(purgeAllowed(headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1', [PURGE_PEER_HEADER]: '203.0.113.9' }))).toBe(false);
    expect(purgeAllowed(headers({ [PEER_ADDRESS_HEADER]: '203.0.113.9', [PURGE_PEER_HEADER]: '127.0.0.1' }))).toBe(false);
  });

  it('takes the shared secret from anywhere, and only the right one', () => {
    process.env.STOREFRONT_PURGE_SECRET = 'a-long-shared-purge-secret';
    expect(purgeAllowed(headers({ [PEER_ADDRESS_HEADER]: '203.0.113.9', [PURGE_SECRET_HEADER]: 'a-long-shared-purge-secret' }))).toBe(true);
    expect(purgeAllowed(headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1', [PURGE_SECRET_HEADER]: 'a-long-shared-purge-secreT' }))).toBe(false);
  });
});
