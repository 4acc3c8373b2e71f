import { routeOutcome, type ResolvedRoute } from './route';

const base: ResolvedRoute = { __typename: 'CategoryTree', type: 'CATEGORY', relative_url: 'eyeglasses.html', redirect_code: 0, uid: 'Mw==' };

describe('route outcome (spec section 2)', () => {
  it('navigates away for an absolute relative_url', () => {
    expect(routeOutcome('uk', { ...base, relative_url: 'https://example.com/x' })).toEqual({ kind: 'external', location: 'https://example.com/x' });
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
