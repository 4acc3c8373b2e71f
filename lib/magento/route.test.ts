import { routeOutcome, type ResolvedRoute } from './route';

const base: ResolvedRoute = { __typename: 'CategoryTree', type: 'CATEGORY', relative_url: 'eyeglasses.html', redirect_code: 0, uid: 'Mw==' };

describe('route outcome (spec section 2)', () => {
  it('navigates away for an absolute relative_url only to a host of STOREFRONT_REDIRECT_HOSTS', () => {
    const setting = process.env.STOREFRONT_REDIRECT_HOSTS;
    try {
      process.env.STOREFRONT_REDIRECT_HOSTS = 'blog.example.com, example.com';
      expect(routeOutcome('uk', { ...base, relative_url: 'https://example.com/x' })).toEqual({ kind: 'external', location: 'https://example.com/x' });
      expect(routeOutcome('uk', { ...base, relative_url: 'https://evil.example/x' })).toEqual({ kind: 'not-found' });
      expect(routeOutcome('uk', { ...base, relative_url: 'javascript:alert(1)' })).toEqual({ kind: 'not-found' });
      delete process.env.STOREFRONT_REDIRECT_HOSTS;
      expect(routeOutcome('uk', { ...base, relative_url: 'https://example.com/x' })).toEqual({ kind: 'not-found' });
    } finally {
      process.env.STOREFRONT_REDIRECT_HOSTS = setting;
      if (setting === undefined) delete process.env.STOREFRONT_REDIRECT_HOSTS;
    }
  });

  it('never redirects off the site through a relative_url', () => {
    for (const relative_url of ['../../..//evil.example', '/x/..//evil.example', '%2e%2e/%2e%2e//evil.example', '\\evil.example', '/\\evil.example']) {
      expect(routeOutcome('uk', { ...base, redirect_code: 301, relative_url })).toEqual({ kind: 'not-found' });
    }
    // A leading `//` is read as the store view's path, never as a host.
    expect(routeOutcome('uk', { ...base, redirect_code: 301, relative_url: '//evil.example' })).toMatchObject({ location: '/uk/evil.example' });
  });

  it('redirects with the code, adding a leading slash', () => {
    expect(routeOutcome('uk', { ...base, redirect_code: 301, relative_url: 'new-name.html' })).toEqual({
      kind: 'redirect',
      location: '/uk/new-name.html',
      status: 301,
    });
    expect(routeOutcome('fr', { ...base, redirect_code: 302, relative_url: '/x.html' })).toMatchObject({ location: '/fr/x.html', status: 302 });
  });

  it('is not found without a route, a type, or an id/identifier/uid', () => {
    expect(routeOutcome('uk', null)).toEqual({ kind: 'not-found' });
    expect(routeOutcome('uk', { ...base, type: null })).toEqual({ kind: 'not-found' });
    expect(routeOutcome('uk', { ...base, uid: null })).toEqual({ kind: 'not-found' });
  });

  it('renders the page otherwise', () => {
    expect(routeOutcome('uk', base)).toEqual({ kind: 'page', route: base });
    const cms = { __typename: 'CmsPage', type: 'CMS_PAGE' as const, relative_url: 'about-us', redirect_code: 0, identifier: 'about-us' };
    expect(routeOutcome('uk', cms).kind).toBe('page');
  });
});
