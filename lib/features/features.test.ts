/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCapabilityDetector, parseCapabilitiesFile } from './capabilities';
import { enabledFeatures, isRouteEnabled, parseDisabledFeatures, schemaCoordinates } from './enabled';
import { FEATURE_IDS, FEATURES, allCapabilities, featureOfOperation, featureOfRoute } from './registry';

/** Everything the registry names: a backend with every optional feature (the embedded one). */
const EVERYTHING = new Set(allCapabilities());

describe('the feature registry', () => {
  it('finds the feature of a page, with everything below it, never by a mere prefix', () => {
    expect(featureOfRoute('/faq')).toBe('faq');
    expect(featureOfRoute('/faq/shipping/returns')).toBe('faq');
    expect(featureOfRoute('/room/abc?x=1')).toBe('showroom');
    expect(featureOfRoute('/giftcard/')).toBe('giftcards');
    expect(featureOfRoute('/contact-us')).toBe('contact');
    expect(featureOfRoute('/prices')).toBeUndefined();
    expect(featureOfRoute('/cart')).toBeUndefined();
    expect(featureOfRoute('/checkout')).toBeUndefined();
    expect(featureOfRoute('/')).toBeUndefined();
  });

  it('finds the feature of an operation; core operations have none', () => {
    expect(featureOfOperation('ApplyGiftCardToCart')).toBe('giftcards');
    expect(featureOfOperation('ProductPageEyewearAttributes')).toBe('eyewear-attributes');
    expect(featureOfOperation('AddProductsToCart')).toBeUndefined();
    expect(featureOfOperation('GetCartDetails')).toBeUndefined();
  });

  it('declares each operation, route and capability in one feature only', () => {
    for (const key of ['operations', 'routes'] as const) {
      const all = FEATURE_IDS.flatMap((id) => FEATURES[id][key] as readonly string[]);
      expect(new Set(all).size).toBe(all.length);
    }
    for (const id of FEATURE_IDS) expect(FEATURES[id].requires.length).toBeGreaterThan(0);
  });
});

describe('enabledFeatures', () => {
  it('turns on exactly the features whose every capability the backend has', () => {
    const capabilities = new Set(['Query.giftCardAccount', 'Cart.applied_gift_cards', 'Query.faqCategories']);
    // FAQ also needs Query.faqSearch: half a feature is no feature.
    expect(enabledFeatures(capabilities)).toEqual(['giftcards']);
    expect(enabledFeatures(new Set())).toEqual([]);
    expect(enabledFeatures(EVERYTHING)).toEqual(FEATURE_IDS);
  });

  it('leaves out what STOREFRONT_DISABLED_FEATURES forces off, reporting names that are no feature', () => {
    const disabled = parseDisabledFeatures('giftcards, showroom  Delivery,nonsense');
    expect([...disabled.ids].sort()).toEqual(['delivery', 'giftcards', 'showroom']);
    expect(disabled.unknown).toEqual(['nonsense']);
    const on = enabledFeatures(EVERYTHING, disabled.ids);
    expect(on).not.toContain('giftcards');
    expect(on).toContain('faq');
    expect(enabledFeatures(EVERYTHING, parseDisabledFeatures('all').ids)).toEqual([]);
    expect(parseDisabledFeatures(undefined).ids.size).toBe(0);
  });

  it('lets a page be linked only when it is core or its feature is on', () => {
    expect(isRouteEnabled('/order-history', [])).toBe(true);
    expect(isRouteEnabled('/giftcard', [])).toBe(false);
    expect(isRouteEnabled('/giftcard', ['giftcards'])).toBe(true);
  });

  it('reads schema coordinates from introspected types', () => {
    const coordinates = schemaCoordinates([
      { name: 'Query', fields: [{ name: 'giftCardAccount' }] },
      { name: 'GiftCardAccountInput', fields: null, inputFields: [{ name: 'gift_card_code' }] },
      { name: '__Schema', fields: [{ name: 'types' }] },
      null,
    ]);
    expect([...coordinates].sort()).toEqual([
      'GiftCardAccountInput',
      'GiftCardAccountInput.gift_card_code',
      'Query',
      'Query.giftCardAccount',
    ]);
  });
});

describe('createCapabilityDetector', () => {
  function setup(detect: jest.Mock<Promise<Set<string>>, []>) {
    let now = 1_000;
    const log = jest.fn();
    const detector = createCapabilityDetector({ detect, now: () => now, ttlMs: 300_000, retryMs: 30_000, log });
    return { detector, log, advance: (ms: number) => (now += ms) };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('asks once, then answers from memory until the answer is stale', async () => {
    const detect = jest.fn(async () => new Set(['Query.faqCategories']));
    const { detector, advance } = setup(detect);
    const [a, b] = await Promise.all([detector.current(), detector.current()]);
    expect([...a]).toEqual(['Query.faqCategories']);
    expect(b).toBe(a);
    advance(299_000);
    await detector.current();
    expect(detect).toHaveBeenCalledTimes(1);
    expect(detector.source()).toBe('detected');
  });

  it('answers a stale set at once and refreshes behind', async () => {
    const detect = jest
      .fn(async () => new Set(['A']))
      .mockResolvedValueOnce(new Set(['A']))
      .mockResolvedValueOnce(new Set(['B']));
    const { detector, advance } = setup(detect);
    await detector.current();
    advance(301_000);
    expect([...(await detector.current())]).toEqual(['A']);
    await flush();
    expect([...(await detector.current())]).toEqual(['B']);
    expect(detect).toHaveBeenCalledTimes(2);
  });

  it('keeps the last known set when the backend cannot be asked, and asks again after the retry delay', async () => {
    const detect = jest.fn(async () => new Set(['A']));
    const { detector, advance, log } = setup(detect);
    await detector.current();
    detect.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    advance(301_000);
    await detector.current();
    await flush();
    expect([...(await detector.current())]).toEqual(['A']);
    expect(detector.source()).toBe('last-known');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('keeping the last known ones'));
    advance(29_000);
    await detector.current();
    expect(detect).toHaveBeenCalledTimes(2);
    advance(2_000);
    await detector.current();
    await flush();
    expect(detect).toHaveBeenCalledTimes(3);
    expect(detector.source()).toBe('detected');
  });

  it('is core only (nothing) before any answer, never a rejection, and retries soon', async () => {
    const detect = jest.fn(async (): Promise<Set<string>> => {
      throw new Error('introspection is disabled');
    });
    const { detector, advance, log } = setup(detect);
    await expect(detector.current()).resolves.toEqual(new Set());
    expect(detector.source()).toBe('core-only');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('only core features for now'));
    await detector.current();
    expect(detect).toHaveBeenCalledTimes(1);
    // Refused again (introspection disabled): asked again, said once.
    advance(30_000);
    await detector.current();
    expect(detect).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
    detect.mockResolvedValueOnce(new Set(['Query.deliveryOptions']));
    advance(30_000);
    expect([...(await detector.current())]).toEqual(['Query.deliveryOptions']);
  });
});

describe('capabilities file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'capabilities-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the capabilities check:magento --write-capabilities writes, and refuses anything else clearly', () => {
    const file = path.join(dir, 'capabilities.json');
    writeFileSync(file, JSON.stringify({ format: 1, capabilities: ['Query.faqCategories', 'Query.faqSearch'] }));
    const capabilities = parseCapabilitiesFile(readFileSync(file, 'utf8'));
    expect(enabledFeatures(capabilities)).toEqual(['faq']);
    expect(() => parseCapabilitiesFile('not json')).toThrow('not JSON');
    expect(() => parseCapabilitiesFile('{"capabilities": [1]}')).toThrow('"capabilities" list');
  });
});
