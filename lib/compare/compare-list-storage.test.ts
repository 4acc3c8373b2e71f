/** @jest-environment jsdom */
import type { CompareRequest } from '@/lib/magento/operations/compare';
import { compareListKey, createCompareListStorage } from './compare-list-storage';

const GUEST_UID = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const CUSTOMER_UID = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

const storage = createCompareListStorage(() => window.localStorage);

function request(answer: unknown) {
  const mutate = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return { data: { assignCompareListToCustomer: answer } };
  });
  return { request: { client: { query: jest.fn(), mutate } } as unknown as CompareRequest, mutate };
}

beforeEach(() => window.localStorage.clear());

describe('the compare list of each store view', () => {
  it('is remembered per store view, and only with a uid that looks like Magento’s', () => {
    storage.remember('uk', GUEST_UID, false);
    expect(storage.read('uk')).toEqual({ uid: GUEST_UID, customer: false });
    expect(storage.read('de')).toBeNull();
    window.localStorage.setItem(compareListKey('de'), JSON.stringify({ value: { uid: '../etc', customer: false }, timeStored: 1 }));
    expect(storage.read('de')).toBeNull();
    storage.forget('uk');
    expect(storage.read('uk')).toBeNull();
  });

  it('forgets the customer’s lists at sign-out, and keeps a guest’s', () => {
    storage.remember('uk', CUSTOMER_UID, true);
    storage.remember('de', GUEST_UID, false);
    storage.remember('fr', CUSTOMER_UID, true);
    window.localStorage.setItem('cartId', 'unrelated');
    storage.forgetCustomerLists();
    expect(storage.read('uk')).toBeNull();
    expect(storage.read('fr')).toBeNull();
    expect(storage.read('de')).toEqual({ uid: GUEST_UID, customer: false });
    expect(window.localStorage.getItem('cartId')).toBe('unrelated');
  });

  it('hands a guest’s list to the customer at sign-in and keeps the uid Magento answers', async () => {
    storage.remember('uk', GUEST_UID, false);
    const { request: withClient, mutate } = request({ result: true, compare_list: { uid: CUSTOMER_UID } });
    await storage.assignToCustomer('uk', withClient);
    expect((mutate.mock.calls[0] as unknown[])[1]).toEqual({ uid: GUEST_UID });
    expect(storage.read('uk')).toEqual({ uid: CUSTOMER_UID, customer: true });
    // Theirs already: nothing to hand over.
    await storage.assignToCustomer('uk', withClient);
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('forgets a list Magento does not hand over (unknown, or someone else’s)', async () => {
    storage.remember('uk', GUEST_UID, false);
    await storage.assignToCustomer('uk', request({ result: false, compare_list: null }).request);
    expect(storage.read('uk')).toBeNull();
    storage.remember('uk', GUEST_UID, false);
    await storage.assignToCustomer('uk', request(new Error('This customer is not authorized to access this list')).request);
    expect(storage.read('uk')).toBeNull();
  });

  it('does nothing without a list', async () => {
    const { request: withClient, mutate } = request({ result: true, compare_list: { uid: CUSTOMER_UID } });
    await storage.assignToCustomer('uk', withClient);
    expect(mutate).not.toHaveBeenCalled();
  });
});
