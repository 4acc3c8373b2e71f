/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { useCatalogStore } from '@/lib/state/catalog-store';
import { CategoryTreeSync } from './CategoryTreeSync';

const child = (uid: string, position: number) => ({
  uid,
  name: uid,
  url_path: `glasses/${uid}`,
  url_suffix: '.html',
  position,
  children: [],
});

it('merges the menu into the catalog state, children by position then uid', () => {
  render(
    <CategoryTreeSync
      categories={[
        {
          uid: 'Mw==',
          name: 'Eyeglasses',
          url_path: 'eyeglasses',
          url_suffix: '.html',
          position: 1,
          children: [child('Nw==', 2), child('NQ==', 1), child('NA==', 1)],
        },
      ]}
    />,
  );
  const { categories } = useCatalogStore.getState();
  expect(categories['Mw=='].children).toEqual(['NA==', 'NQ==', 'Nw==']);
  expect(categories['NQ=='].parentId).toBe('Mw==');
});
