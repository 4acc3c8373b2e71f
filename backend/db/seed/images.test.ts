/** @jest-environment node */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { categoryImagePath, productImagePath, renderProductImage, writeCategoryImages, writeProductImages, type ImageSpec } from './images';

const SAFE_PATH = /^\/([a-z0-9])\/([a-z0-9])\/([a-z0-9-]+)\.webp$/;

function allSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  const shapes = ['round', 'square', 'rectangle', 'cat-eye', 'aviator', 'oval', 'browline', 'geometric'];
  const views = ['front', 'angle', 'side'] as const;
  for (const shape of shapes) {
    for (const view of views) {
      specs.push({ kind: 'eyeglasses', shape, color: '#1a1a1a', view });
      specs.push({ kind: 'eyeglasses', shape, color: '#8b1e3f', view });
      specs.push({ kind: 'sunglasses', shape, color: '#1a1a1a', view });
      specs.push({ kind: 'sunglasses', shape, color: '#1a1a1a', lens: '#4a6b3a', view });
      specs.push({ kind: 'sunglasses', shape, color: '#1a1a1a', lens: '#6b4a3a', view });
    }
  }
  for (const view of views) {
    for (const kind of ['case', 'cloth', 'spray', 'chain'] as const) specs.push({ kind, color: '#2d2d2d', view });
    specs.push({ kind: 'contact-lenses', color: '#1e88c7', view, text: 'Daily Comfort' });
    specs.push({ kind: 'contact-lenses', color: '#1e88c7', view, text: 'Monthly Comfort' });
    specs.push({ kind: 'giftcard', color: '#7b3fa0', view, text: '€50' });
    specs.push({ kind: 'giftcard', color: '#7b3fa0', view, text: '€100' });
    specs.push({ kind: 'giftcard', color: '#7b3fa0', view });
  }
  return specs;
}

describe('productImagePath', () => {
  it('follows the Magento dispersion layout with a readable name', () => {
    expect(productImagePath({ kind: 'eyeglasses', shape: 'round', color: '#1a1a1a', view: 'front' })).toBe(
      '/e/y/eyeglasses-round-1a1a1a-front.webp',
    );
  });

  it('is deterministic, safe and distinct for distinct specs', () => {
    const specs = allSpecs();
    const paths = specs.map(productImagePath);
    expect(specs.map(productImagePath)).toEqual(paths);
    expect(new Set(paths).size).toBe(specs.length);
    for (const p of paths) {
      const m = SAFE_PATH.exec(p);
      expect(m).not.toBeNull();
      const [, a, b, name] = m!;
      expect(name.slice(0, 2)).toBe(a + b);
    }
  });

  it('includes the lens tint and a hash of the text', () => {
    const base: ImageSpec = { kind: 'sunglasses', shape: 'aviator', color: '#c9a227', view: 'angle' };
    const tinted = productImagePath({ ...base, lens: '#4A6B3A' });
    expect(tinted).toContain('4a6b3a');
    expect(tinted).not.toBe(productImagePath(base));
    const a = productImagePath({ kind: 'giftcard', color: '#7b3fa0', view: 'front', text: '€50' });
    const b = productImagePath({ kind: 'giftcard', color: '#7b3fa0', view: 'front', text: '€5O' });
    expect(a).not.toBe(b);
    expect(a).toMatch(SAFE_PATH);
  });

  it('treats colour case and shorthand as the same colour', () => {
    const spec: ImageSpec = { kind: 'case', color: '#AABBCC', view: 'side' };
    expect(productImagePath(spec)).toBe(productImagePath({ ...spec, color: '#abc' }));
  });

  it('keeps odd input safe', () => {
    const p = productImagePath({ kind: 'eyeglasses', shape: 'Cat Eye/../x', color: 'not a colour', view: 'front' });
    expect(p).toMatch(SAFE_PATH);
  });
});

describe('categoryImagePath', () => {
  it('is a flat safe path', () => {
    expect(categoryImagePath('eyeglasses')).toBe('/eyeglasses.webp');
    expect(categoryImagePath('Men / Sun')).toMatch(/^\/[a-z0-9-]+\.webp$/);
  });
});

describe('writing images', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const specs: ImageSpec[] = [
    { kind: 'eyeglasses', shape: 'round', color: '#1a1a1a', view: 'front' },
    { kind: 'eyeglasses', shape: 'round', color: '#1a1a1a', view: 'front' }, // duplicate
    { kind: 'sunglasses', shape: 'aviator', color: '#c9a227', lens: '#4a6b3a', view: 'angle' },
    { kind: 'sunglasses', shape: 'cat-eye', color: '#8b1e3f', view: 'side' },
    { kind: 'contact-lenses', color: '#1e88c7', view: 'front', text: 'AquaView Daily Comfort' },
    { kind: 'giftcard', color: '#7b3fa0', view: 'front', text: '€50' },
  ];

  it('writes one valid 1000x500 WebP per distinct spec', async () => {
    await writeProductImages(dir, specs);
    const distinct = [...new Set(specs.map(productImagePath))];
    expect(distinct).toHaveLength(specs.length - 1);
    for (const rel of distinct) {
      const file = path.join(dir, rel);
      expect(fs.existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1000);
      expect(meta.height).toBe(500);
    }
    // no temp files left behind
    const leftovers = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  }, 30000);

  it('does not rewrite existing files', async () => {
    const files = [...new Set(specs.map(productImagePath))].map((rel) => path.join(dir, rel));
    const past = new Date('2020-01-01T00:00:00Z');
    for (const f of files) fs.utimesSync(f, past, past);
    const before = files.map((f) => fs.statSync(f).mtimeMs);
    await writeProductImages(dir, specs);
    expect(files.map((f) => fs.statSync(f).mtimeMs)).toEqual(before);
  }, 30000);

  it('renders the same spec to identical bytes', async () => {
    const a = await renderProductImage(specs[2]);
    const b = await renderProductImage(specs[2]);
    expect(a.equals(b)).toBe(true);
  }, 30000);

  it('renders a gift card with its text', async () => {
    const spec: ImageSpec = { kind: 'giftcard', color: '#7b3fa0', view: 'front', text: '€50' };
    const file = path.join(dir, productImagePath(spec));
    const meta = await sharp(file).metadata();
    expect(meta.width).toBe(1000);
    expect(meta.height).toBe(500);
    // a different amount must change the picture (the text is actually drawn)
    const other = await renderProductImage({ ...spec, text: '€100' });
    const px = async (input: string | Buffer) => sharp(input).raw().toBuffer();
    const [p1, p2] = await Promise.all([px(file), px(other)]);
    expect(p1.equals(p2)).toBe(false);
  }, 30000);

  it('writes 1200x400 category banners', async () => {
    const catDir = path.join(dir, 'category');
    await writeCategoryImages(catDir, [
      { key: 'eyeglasses', kind: 'eyeglasses', color: '#1a1a1a' },
      { key: 'gift-cards', kind: 'giftcard', color: '#7b3fa0' },
    ]);
    for (const key of ['eyeglasses', 'gift-cards']) {
      const meta = await sharp(path.join(catDir, categoryImagePath(key))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1200);
      expect(meta.height).toBe(400);
    }
  }, 30000);
});
