import { drawFrame, frameDrawing, frameSvgPaths, frameViewBox, FRAME_STYLES } from './frame-drawing';

describe('frameDrawing', () => {
  it.each(FRAME_STYLES)('draws %s frames as two mirrored lenses within the unit width', (style) => {
    const drawing = frameDrawing(style);
    const [left, right] = drawing.lenses;
    expect(left.length).toBeGreaterThanOrEqual(8);
    // The right lens is the left one mirrored about the nose.
    left.forEach((point, index) => {
      expect(right[index].x).toBeCloseTo(-point.x);
      expect(right[index].y).toBeCloseTo(point.y);
    });
    expect(Math.max(...left.map((point) => point.x))).toBeLessThan(0);
    const xs = [...left, ...right, ...drawing.temples.flat()].map((point) => point.x);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(-0.5);
    expect(Math.max(...xs)).toBeLessThanOrEqual(0.5);
    expect(drawing.aspect).toBeGreaterThan(0.2);
    expect(drawing.aspect).toBeLessThan(0.5);
  });

  it('gives each shape its own outline: rectangles wider than tall, round lenses nearly as tall as wide', () => {
    const lensAspect = (style: (typeof FRAME_STYLES)[number]) => {
      const [lens] = frameDrawing(style).lenses;
      const xs = lens.map((point) => point.x);
      const ys = lens.map((point) => point.y);
      return (Math.max(...ys) - Math.min(...ys)) / (Math.max(...xs) - Math.min(...xs));
    };
    expect(lensAspect('rectangle')).toBeLessThan(0.65);
    expect(lensAspect('round')).toBeGreaterThan(0.85);
    // A cat-eye's outer top corner rises above the rest of the lens, on the side away from the nose.
    const [catEye] = frameDrawing('cat-eye').lenses;
    const highest = catEye.reduce((top, point) => (point.y < top.y ? point : top));
    expect(highest.x).toBeLessThan(Math.min(...catEye.map((point) => point.x)) + 0.05);
    expect(frameDrawing('browline').brows).not.toBeNull();
    expect(frameDrawing('round').brows).toBeNull();
  });

  it('gives SVG paths and a view box for the pictures', () => {
    const drawing = frameDrawing('aviator');
    const paths = frameSvgPaths(drawing);
    expect(paths.lenses.match(/Z/g)).toHaveLength(2);
    expect(paths.fittings).toMatch(/^M/);
    expect(frameViewBox(drawing).split(' ').map(Number)).toEqual([-0.54, expect.any(Number), 1.08, expect.any(Number)]);
  });
});

describe('drawFrame', () => {
  it('draws in the placement: moved to its centre, turned by its angle, scaled to its width, in the frame colour', () => {
    const calls: string[] = [];
    const context = new Proxy(
      {},
      {
        get:
          (_target, name: string) =>
          (...args: unknown[]) =>
            calls.push(`${name}(${args.map((arg) => (typeof arg === 'number' ? arg.toFixed(3) : String(arg))).join(',')})`),
        set: (_target, name: string, value: unknown) => {
          calls.push(`${name}=${String(value)}`);
          return true;
        },
      },
    ) as unknown as CanvasRenderingContext2D;
    drawFrame(
      context,
      { centre: { x: 120, y: 80 }, width: 200, height: 80, angle: 0.25 },
      { style: 'round', colour: '#6b3e26', tinted: true },
    );
    expect(calls.slice(0, 4)).toEqual(['save()', 'translate(120.000,80.000)', 'rotate(0.250)', 'scale(200.000,200.000)']);
    expect(calls).toContain('strokeStyle=#6b3e26');
    expect(calls.filter((call) => call === 'fill()')).toHaveLength(2);
    expect(calls.at(-1)).toBe('restore()');
  });
});
