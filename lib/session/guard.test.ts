import { afterSignInPath, isSignedInArea, safeRedirectPath, signInPath } from './guard';

describe('the signed-in areas', () => {
  it.each([
    '/order-history',
    '/address-book/',
    '/account-information',
    '/wishlist',
    '/saved-payments',
    '/communications',
    '/giftcard',
    '/prescription',
  ])('%s is signed-in only', (path) => expect(isSignedInArea(path)).toBe(true));

  it.each(['', '/', '/cart', '/checkout', '/sign-in', '/order-history-of-frames.html', '/wishlists', '/social-accounts'])('%s is public', (path) =>
    expect(isSignedInArea(path)).toBe(false),
  );
});

describe('the redirect after sign-in', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectPath('/uk/order-history?page=2#top')).toBe('/uk/order-history?page=2#top');
    expect(safeRedirectPath('/uk/sunglasses.html')).toBe('/uk/sunglasses.html');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/uk/\norder-history',
    '/uk/\torder',
    '/x/..//evil.com',
    '/uk/productalert/unsubscribe/../../..//evil.example',
    '/uk/%2e%2e/%2e%2e//evil.example',
    '/uk/%2E%2E%2f%2fevil.example',
    '/uk/..%5c..%5cevil.example',
    '/uk/..\\..\\evil.example',
    '/./evil.example',
    '',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('never returns to a sign-in page (no loop)', () => {
    expect(safeRedirectPath('/uk/sign-in')).toBeNull();
    expect(safeRedirectPath('/uk/create-account?email=a')).toBeNull();
    expect(safeRedirectPath('/uk/customer/account/createPassword?token=x')).toBeNull();
  });

  it('falls back to the store view’s home', () => {
    expect(afterSignInPath('uk', '//evil.example')).toBe('/uk');
    expect(afterSignInPath('uk', '/uk/wishlist')).toBe('/uk/wishlist');
  });

  it('builds the sign-in address with the remembered path', () => {
    expect(signInPath('fr', '/fr/order-history?page=2')).toBe('/fr/sign-in?redirect=%2Ffr%2Forder-history%3Fpage%3D2');
    expect(signInPath('fr', 'https://evil.example')).toBe('/fr/sign-in');
    expect(signInPath('fr')).toBe('/fr/sign-in');
  });
});
