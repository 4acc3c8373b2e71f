/** @jest-environment jsdom */
import { isRelativeMagentoLink, sanitizeCmsHtml } from './sanitize-cms-html';

const clean = (html: string, demoteH1 = false) => sanitizeCmsHtml(html, { store: 'uk', demoteH1 });

/** The sanitized HTML as a browser's HTML parser reads it (jsdom parses like the specification). */
function parsed(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = clean(html);
  return container;
}

const EXECUTING_ELEMENTS =
  'script, style, iframe, frame, frameset, object, embed, applet, form, input, button, textarea, select, meta, base, link, svg, math, animate, set, template, noscript, xmp, title';
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'cite', 'lowsrc', 'dynsrc'];

/** Everything that could run script once the output is in a page. */
function assertInert(payload: string): void {
  const root = parsed(payload);
  expect(root.querySelector(EXECUTING_ELEMENTS)).toBeNull();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith('on')).toBe(false);
      expect(name).not.toBe('srcdoc');
      expect(name).not.toBe('http-equiv');
      if (URL_ATTRIBUTES.includes(name)) {
        const compact = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        expect(compact).not.toMatch(/^(javascript|vbscript|data|livescript|mocha):/);
      }
      if (name === 'style') expect(attribute.value.toLowerCase()).not.toMatch(/url\(|expression|javascript|behavior|binding/);
    }
  }
}

/** The payloads of issue 12: each survived the former regex sanitizer as live script. */
const ISSUE_PAYLOADS = [
  `<img src=x onerror=alert(1) '>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<scr<script></script>ipt>alert(1)</scr</script>ipt>`,
  `<style><a title="</style><img src=x onerror=alert(1)>">`,
  `<textarea><a title="</textarea><img src=x onerror=alert(1)>">`,
  `<noscript><a title="</noscript><img src=x onerror=alert(1)>">`,
  `<title><a title="</title><img src=x onerror=alert(1)>">`,
  `<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>`,
  `<svg><animate attributeName=href values="javascript:alert(1)" /><a><text>x</text></a></svg>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
];

/** A good part of OWASP's XSS filter evasion list, written out again for this test. */
const EVASION_PAYLOADS = [
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<a href=" &#14; javascript:alert(1)">x</a>`,
  `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=https://xss.example/xss.js?< B >`,
  `<SCRIPT SRC=//xss.example/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=https://xss.example/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'https://xss.example/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<https://xss.example/xss.css>; REL=stylesheet">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<div style="background-image: url(javascript:alert('XSS'))">x</div>`,
  `<div style="width: expression(alert('XSS'));">x</div>`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT ="blah" SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT a="blah" '' SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT a=\`>\` SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT a=">'>" SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<A HREF="javascript:document.location='https://xss.example/'">XSS</A>`,
  `<a href="jAvAsCrIpT&colon;alert(1)">x</a>`,
  `<a href="javascript&#58;alert(1)">x</a>`,
  `<a href="&#x6A;avascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<img srcset="javascript:alert(1) 1x">`,
  `<a href="https://example.com" target="_blank" onfocus=alert(1) autofocus>x</a>`,
  `<p id="__next_f">x</p><p id="__proto__">y</p>`,
  `<div>\u0000<script>alert(1)</script></div>`,
  `<img/src/onerror=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<a href=javas&#99;ript:alert(1)>x</a>`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<![CDATA[<img src=x onerror=alert(1)>]]>`,
  `<? echo('<SCR)'; echo('IPT>alert("XSS")</SCRIPT>'); ?>`,
];

describe('sanitizeCmsHtml', () => {
  it('keeps ordinary merchant HTML', () => {
    const html =
      '<h2>Our promise</h2><ul><li>Honest prices</li></ul><p class="lead">See <a href="https://example.com/x" title="a &gt; b">this</a>.</p>';
    expect(clean(html)).toBe(html);
  });

  it('keeps what Magento content uses: tables, figures, images, inline formatting', () => {
    const html =
      '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td colspan="2">52 mm</td></tr></tbody></table>' +
      '<figure><img src="/media/wysiwyg/a.webp" alt="Frames" width="600" height="400" loading="lazy" /><figcaption>Our <em>new</em> <strong>frames</strong></figcaption></figure>' +
      '<ol start="3"><li>One<br />two</li></ol><p style="text-align:center">Centred</p>';
    expect(clean(html)).toBe(html);
  });

  it.each(ISSUE_PAYLOADS)('makes the issue payload %s inert', (payload) => {
    assertInert(payload);
  });

  it.each(EVASION_PAYLOADS)('makes the evasion payload %s inert', (payload) => {
    assertInert(payload);
  });

  it('writes out the issue payloads as harmless text or nothing', () => {
    expect(clean(`<img src=x onerror=alert(1) '>`)).toBe('<img src="x" loading="lazy" />');
    expect(clean(`<scr<script></script>ipt>alert(1)</scr</script>ipt>`)).not.toMatch(/<script/i);
    expect(clean(`<style><a title="</style><img src=x onerror=alert(1)>">`)).not.toMatch(/onerror/i);
    expect(clean(`<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>`)).toBe('');
    expect(clean(`<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>`)).toBe('<p>x</p>');
  });

  it('removes scripts, closed or not, and keeps the text around them', () => {
    expect(clean('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<p>a</p><SCRIPT type="text/javascript" src="x.js"></SCRIPT >')).toBe('<p>a</p>');
    expect(clean('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('removes inline event handlers however they are written', () => {
    expect(clean('<img src="x.png" onerror="alert(1)" alt="">')).toBe('<img src="x.png" alt="" loading="lazy" />');
    expect(clean('<a href="/uk/sale.html" ONCLICK=\'steal()\'>Sale</a>')).toBe('<a href="/uk/sale.html">Sale</a>');
    expect(clean('<div title="onclick=x" onmouseover=go()>x</div>')).toBe('<div title="onclick=x">x</div>');
  });

  it('drops script URLs, including encoded ones', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="javascript&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('opens new tabs without a handle on this page', () => {
    expect(clean('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps only inline styles that load nothing', () => {
    expect(clean('<p style="color:red;background-image:url(https://x.example/a.png)">x</p>')).toBe('<p style="color:red">x</p>');
  });

  it('puts relative Magento links under the store view', () => {
    expect(clean('<a href="about-us">About</a>')).toBe('<a href="/uk/about-us">About</a>');
    expect(clean('<a href="/sunglasses/women.html?color=3">W</a>')).toBe('<a href="/uk/sunglasses/women.html?color=3">W</a>');
    expect(clean('<a href="{{store url="shipping-and-returns"}}">S</a>')).toBe('<a href="/uk/shipping-and-returns">S</a>');
    expect(clean('<img src="{{media url=\'wysiwyg/banner.webp\'}}" alt="Banner">')).toBe(
      '<img src="/media/wysiwyg/banner.webp" alt="Banner" loading="lazy" />',
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
