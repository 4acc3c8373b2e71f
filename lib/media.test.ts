import { loadSeededStoreViews, SEEDED_STORE_VIEWS, STOCK_MAGENTO_STORE_VIEWS } from '@/lib/__fixtures__/store-views';
import { setStoreViews } from '@/lib/store-views';
import { isOwnImage, mediaBaseUrl, mediaOrigins, mediaPath } from './media';

afterEach(() => loadSeededStoreViews());

describe('media from storeConfig.secure_base_media_url', () => {
  it('serves the embedded backend’s media under the shop’s own /media/', () => {
    expect(mediaBaseUrl()).toBe('http://localhost:4010/media/');
    expect(mediaPath('http://localhost:4010/media/catalog/product/a/l/alba.webp')).toBe('/media/catalog/product/a/l/alba.webp');
    expect(isOwnImage(mediaPath('http://localhost:4010/media/catalog/product/a.webp'))).toBe(true);
    expect(mediaOrigins()).toEqual([]);
  });

  it('follows a media base URL on a CDN under /pub/media/, known only at run time', () => {
    setStoreViews(STOCK_MAGENTO_STORE_VIEWS);
    expect(mediaBaseUrl()).toBe('https://magento.example/pub/media/');
    expect(mediaPath('https://magento.example/pub/media/catalog/product/m/b/mb01.jpg')).toBe('/media/catalog/product/m/b/mb01.jpg');
    // Magento's placeholder lives under /static/, not the media base: kept as it is (shown unoptimised).
    const placeholder = 'https://magento.example/static/frontend/Magento/luma/en_US/Magento_Catalog/images/product/placeholder/image.jpg';
    expect(mediaPath(placeholder)).toBe(placeholder);
    expect(isOwnImage(placeholder)).toBe(false);
  });

  it('allows in img-src the media host of a store view whose media live elsewhere', () => {
    setStoreViews(SEEDED_STORE_VIEWS.map((view) => (view.code === 'hk' ? { ...view, mediaUrl: 'https://cdn-asia.example/media/' } : view)));
    expect(mediaOrigins()).toEqual(['https://cdn-asia.example']);
    expect(mediaPath('https://cdn-asia.example/media/x.jpg')).toBe('https://cdn-asia.example/media/x.jpg');
  });
});
