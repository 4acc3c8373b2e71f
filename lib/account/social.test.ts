/** @jest-environment jsdom */
import { linkReturn, providerKey, randomState, rememberLink, takeLink, PENDING_LINK_KEY } from './social';

beforeEach(() => sessionStorage.clear());

describe('linking a social account', () => {
  it('keeps the link under way once: taking it removes it', () => {
    const storage = window.sessionStorage;
    rememberLink({ state: 's1', provider: 'GOOGLE' }, storage);
    expect(storage.getItem(PENDING_LINK_KEY)).toBe('{"state":"s1","provider":"GOOGLE"}');
    expect(takeLink(storage)).toEqual({ state: 's1', provider: 'GOOGLE' });
    expect(takeLink(storage)).toBeNull();
  });

  it('reads nothing usable from a broken record', () => {
    const storage = window.sessionStorage;
    storage.setItem(PENDING_LINK_KEY, '{broken');
    expect(takeLink(storage)).toBeNull();
    storage.setItem(PENDING_LINK_KEY, '{"state":1}');
    expect(takeLink(storage)).toBeNull();
    expect(takeLink(undefined)).toBeNull();
  });

  it('uses the code only when the state is the one this tab kept', () => {
    const pending = () => ({ state: 'kept', provider: 'APPLE' as const });
    expect(linkReturn('?code=abc&state=kept', pending)).toEqual({ provider: 'APPLE', code: 'abc' });
    expect(linkReturn('?code=abc&state=forged', pending)).toBe('refused');
    expect(linkReturn('?code=abc&state=kept', () => null)).toBe('refused');
    expect(linkReturn('?error=access_denied&state=kept', pending)).toBe('refused');
  });

  it('leaves an address that is no return alone, and its pending link in storage', () => {
    const take = jest.fn(() => null);
    expect(linkReturn('', take)).toBeNull();
    expect(linkReturn('?page=2', take)).toBeNull();
    expect(take).not.toHaveBeenCalled();
  });

  it('makes unguessable, URL-safe states', () => {
    const states = new Set(Array.from({ length: 50 }, () => randomState()));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('names providers by message key', () => {
    expect(providerKey('GOOGLE')).toBe('providerGoogle');
    expect(providerKey('FACEBOOK')).toBe('providerFacebook');
    expect(providerKey('APPLE')).toBe('providerApple');
  });
});
