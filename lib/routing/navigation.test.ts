/** @jest-environment jsdom */
import {
  confirmLeavingPage,
  guardLeavingPage,
  isPlainClick,
  opensHere,
  setLeavePageHandler,
  shouldDelayNavigation,
  skipNextNavigationDelay,
  withoutStoreCode,
} from './navigation';

describe('client navigation rules', () => {
  it('compares paths without their store code', () => {
    expect(withoutStoreCode('/ae_ar/sunglasses.html')).toBe('/sunglasses.html');
    expect(withoutStoreCode('/uk')).toBe('/');
    expect(shouldDelayNavigation('/uk/sunglasses.html', '/fr/sunglasses.html')).toBe(false);
  });

  it('goes at once to the shop’s own routes and delays catalogue URLs', () => {
    expect(shouldDelayNavigation('/uk', '/uk/cart')).toBe(false);
    expect(shouldDelayNavigation('/uk', '/uk/search.html')).toBe(false);
    expect(shouldDelayNavigation('/uk', '/uk/eyeglasses.html')).toBe(true);
  });

  it('skips the delay once when asked', () => {
    skipNextNavigationDelay();
    expect(shouldDelayNavigation('/uk', '/uk/eyeglasses.html')).toBe(false);
    expect(shouldDelayNavigation('/uk', '/uk/eyeglasses.html')).toBe(true);
  });
});

describe('leave-page confirmation', () => {
  afterEach(() => setLeavePageHandler(null));

  it('does not ask when nothing guards the page', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    await expect(confirmLeavingPage('Leave?')).resolves.toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('uses the browser confirm dialog unless a custom handler is set', async () => {
    const release = guardLeavingPage();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await expect(confirmLeavingPage('Leave?')).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith('Leave?');
    setLeavePageHandler(() => true);
    await expect(confirmLeavingPage('Leave?')).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    release();
  });
});

describe('links followed in this tab', () => {
  it('takes only a main-button click with no modifier key as following a link here', () => {
    expect(isPlainClick(new MouseEvent('click', { button: 0 }))).toBe(true);
    for (const init of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }])
      expect(isPlainClick(new MouseEvent('click', { button: 0, ...init }))).toBe(false);
  });

  it('takes a link as opening here unless it downloads, names another window or has no address', () => {
    const link = (attributes: Record<string, string>) => {
      const anchor = document.createElement('a');
      for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
      return anchor;
    };
    expect(opensHere(link({ href: '/uk/cart' }))).toBe(true);
    expect(opensHere(link({ href: '/uk/cart', target: '_self' }))).toBe(true);
    expect(opensHere(link({ href: '/uk/cart', target: '_blank' }))).toBe(false);
    expect(opensHere(link({ href: '/uk/invoice.pdf', download: '' }))).toBe(false);
    expect(opensHere(link({}))).toBe(false);
  });
});
