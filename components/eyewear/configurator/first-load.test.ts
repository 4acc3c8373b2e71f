import path from 'node:path';
import { firstLoadPaths, importGraph, isClientModule } from '@/scripts/import-graph';

/**
 * The configurator page's first load (issue 16: at most 175 KiB gzip, it was 181.8): the first
 * step, the frame and the price summary ship with the page; the prescription step and its forms,
 * the prescription services, the cart and user stores and next/image's client code come on demand
 * (on-demand.ts, useAddToCart.ts, frame-pictures.ts). The first load is what the route's server
 * modules import of client modules, with everything those import statically.
 */
const ENTRIES = ['page.tsx', 'layout.tsx', 'not-found.tsx'].map((file) => path.join('app', '[store]', 'customize', '[urlKey]', file));

const ON_DEMAND = [
  'components/eyewear/configurator/PrescriptionStep.tsx',
  'components/eyewear/prescription/PrescriptionForm.tsx',
  'components/eyewear/prescription/PrescriptionUpload.tsx',
  'components/eyewear/prescription/SavedPrescriptionChoice.tsx',
  'lib/eyewear/prescription-services.ts',
  'lib/magento/operations/prescription.ts',
  'lib/state/cart-store.ts',
  'lib/state/user-store.ts',
  'next/image',
  'valibot',
];

const firstLoad = (forbidden: (module: string) => boolean) => {
  const graph = importGraph(['app', 'components', 'lib', 'shared'], { code: true, packages: true, dynamic: false });
  return ENTRIES.flatMap((entry) => firstLoadPaths(graph, entry, forbidden, isClientModule));
};
const named = (modules: string[]) => (module: string) => modules.includes(module.split(path.sep).join('/'));

describe('the lens configurator page’s first load', () => {
  it('carries the first step, the frame and the price summary', () => {
    const shipped = [
      'components/eyewear/configurator/ChoiceStep.tsx',
      'components/eyewear/configurator/FramePanel.tsx',
      'components/eyewear/configurator/PriceSummary.tsx',
    ];
    expect(firstLoad(named(shipped)).map((chain) => chain.split(' → ').at(-1))).toEqual(
      expect.arrayContaining(shipped.map((module) => module.split('/').join(path.sep))),
    );
  });

  it('leaves out the prescription step, the prescription services, the cart and user stores and next/image', () => {
    expect(firstLoad(named(ON_DEMAND))).toEqual([]);
  });
});
