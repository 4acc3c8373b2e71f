import { orderLensUsage } from './order';

describe('orderLensUsage', () => {
  it('asks for an ADD as soon as one frame has progressive or reading lenses', () => {
    expect(orderLensUsage(['single-vision', 'reading'])).toBe('progressive');
    expect(orderLensUsage(['progressive'])).toBe('progressive');
  });

  it('refuses an ADD when every frame has single-vision lenses, and leaves it optional when unknown', () => {
    expect(orderLensUsage(['single-vision', 'single-vision'])).toBe('single-vision');
    expect(orderLensUsage(['single-vision', null])).toBeNull();
    expect(orderLensUsage([])).toBeNull();
  });
});
