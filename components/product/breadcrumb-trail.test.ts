import type { ProductCategory } from '@/lib/magento/product';
import { productBreadcrumbs } from './breadcrumb-trail';

const category = (uid: string, name: string, url_path: string, parents: [string, string, string][] = []): ProductCategory => ({
  uid,
  name,
  url_path,
  url_suffix: '.html',
  breadcrumbs: parents.length
    ? parents.map(([category_uid, category_name, category_url_path], index) => ({
        category_uid,
        category_name,
        category_url_path,
        category_level: index + 2,
      }))
    : null,
});

const eyeglasses = category('Mw==', 'Eyeglasses', 'eyeglasses');
const round = category('MTc=', 'Round', 'frame-shapes/round', [['MTY=', 'Frame Shapes', 'frame-shapes']]);
const men = category('NQ==', 'Men', 'eyeglasses/men', [['Mw==', 'Eyeglasses', 'eyeglasses']]);

describe('productBreadcrumbs', () => {
  it("follows the deepest category in the main category's branch", () => {
    expect(productBreadcrumbs('uk', [eyeglasses, round, men])).toEqual([
      { label: 'Eyeglasses', href: '/uk/eyeglasses.html' },
      { label: 'Men', href: '/uk/eyeglasses/men.html' },
    ]);
  });

  it('uses the only category there is', () => {
    expect(productBreadcrumbs('de', [round])).toEqual([
      { label: 'Frame Shapes', href: '/de/frame-shapes.html' },
      { label: 'Round', href: '/de/frame-shapes/round.html' },
    ]);
  });

  it('is empty without categories', () => {
    expect(productBreadcrumbs('uk', [])).toEqual([]);
  });
});
