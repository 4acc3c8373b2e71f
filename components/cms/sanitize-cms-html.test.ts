import { isRelativeMagentoLink, sanitizeCmsHtml } from './sanitize-cms-html';

const clean = (html: string, demoteH1 = false) => sanitizeCmsHtml(html, { store: 'uk', demoteH1 });

describe('sanitizeCmsHtml', () => {
  it('keeps ordinary merchant HTML', () => {
    const html =
      '<h2>Our promise</h2><ul><li>Honest prices</li></ul><p class="lead">See <a href="https://example.com/x" title="a > b">this</a>.</p>';
    expect(clean(html)).toBe(html);
  });

  it('removes scripts, closed or not', () => {
    expect(clean('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<p>a</p><SCRIPT type="text/javascript" src="x.js"></SCRIPT >')).toBe('<p>a</p>');
    expect(clean('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('removes inline event handlers however they are written', () => {
    expect(clean('<img src="x.png" onerror="alert(1)" alt="">')).toBe('<img src="x.png" alt="" loading="lazy">');
    expect(clean('<a href="/uk/sale.html" ONCLICK=\'steal()\'>Sale</a>')).toBe('<a href="/uk/sale.html">Sale</a>');
    expect(clean('<img src="x.png"onerror="alert(1)">')).toBe('<img src="x.png" loading="lazy">');
    expect(clean('<svg/onload=alert(1)>')).toBe('<svg>');
    expect(clean('<div title="onclick=x" onmouseover=go()>x</div>')).toBe('<div title="onclick=x">x</div>');
  });

  it('drops script URLs, including encoded ones', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="javascript&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<iframe src="JavaScript:alert(1)"></iframe>')).toBe('<iframe></iframe>');
  });

  it('puts relative Magento links under the store view', () => {
    expect(clean('<a href="about-us">About</a>')).toBe('<a href="/uk/about-us">About</a>');
    expect(clean('<a href="/sunglasses/women.html?color=3">W</a>')).toBe('<a href="/uk/sunglasses/women.html?color=3">W</a>');
    expect(clean('<a href="{{store url="shipping-and-returns"}}">S</a>')).toBe('<a href="/uk/shipping-and-returns">S</a>');
    expect(clean('<img src="{{media url=\'wysiwyg/banner.webp\'}}" alt="Banner">')).toBe(
      '<img src="/media/wysiwyg/banner.webp" alt="Banner" loading="lazy">',
    );
  });

  it('leaves links that are not relative Magento links alone', () => {
    for (const href of [
      '/uk/cart',
      '/uk',
      '/fr/about-us',
      '#faq',
      '?page=2',
      'https://example.com',
      '//cdn.example.com/x',
      'mailto:help@brillora.example',
      'tel:+441234',
      '/media/guide.pdf',
    ]) {
      expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('demotes h1 when the page has its own', () => {
    expect(clean('<h1 class="hero">Welcome</h1><p>x</p>', true)).toBe('<h2 class="hero">Welcome</h2><p>x</p>');
    expect(clean('<h1>Welcome</h1>')).toBe('<h1>Welcome</h1>');
  });
});

describe('isRelativeMagentoLink', () => {
  it('tells Magento page links from others', () => {
    expect(isRelativeMagentoLink('privacy-policy')).toBe(true);
    expect(isRelativeMagentoLink('/privacy-policy')).toBe(true);
    expect(isRelativeMagentoLink('/user-guide.html')).toBe(true);
    expect(isRelativeMagentoLink('/fr/privacy-policy')).toBe(false);
    expect(isRelativeMagentoLink('/ae_ar?x=1')).toBe(false);
    expect(isRelativeMagentoLink('HTTPS://example.com')).toBe(false);
    expect(isRelativeMagentoLink('')).toBe(false);
  });
});
