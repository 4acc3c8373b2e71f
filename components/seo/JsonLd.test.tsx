/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('renders one ld+json script whose content a hostile value cannot break out of', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Product', name: 'Frame</script><img src=x onerror=alert(1)>' };
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('</script><img');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(data);
  });

  it('keeps a hostile value inside the script in server-rendered HTML', () => {
    const data = { name: '</script><img src=x onerror=alert(1)><!--' };
    document.body.innerHTML = renderToStaticMarkup(<JsonLd data={data} />);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
    expect(JSON.parse(document.querySelector('script')?.textContent ?? '')).toEqual(data);
  });

  it('renders a list of objects as a JSON array', () => {
    const { container } = render(<JsonLd data={[{ '@type': 'Organization' }, { '@type': 'WebSite' }]} />);
    expect(JSON.parse(container.querySelector('script')?.textContent ?? '')).toEqual([{ '@type': 'Organization' }, { '@type': 'WebSite' }]);
  });
});
