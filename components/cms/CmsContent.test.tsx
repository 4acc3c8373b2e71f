/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CmsContent } from './CmsContent';

describe('CmsContent', () => {
  it('renders the merchant HTML without scripts or handlers, with store-view links', () => {
    const { container } = render(
      <CmsContent
        store="fr"
        html={
          '<h2>Livraison</h2><p onclick="steal()">Voir <a href="privacy-policy">la politique</a></p><script>window.hacked = true</script>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Livraison' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'la politique' })).toHaveAttribute('href', '/fr/privacy-policy');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});
