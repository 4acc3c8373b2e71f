/**
 * Line drawings of frames by shape, for the try-on canvas and the frame pickers' small SVG
 * pictures: two lenses, a bridge and the temples' hinges, in a unit frame (width 1, centred on
 * 0,0, y down). A drawing, not a photo of the product: the product's shape in its colour.
 */
import type { FramePlacement, Point } from './face-geometry';

export const FRAME_STYLES = ['round', 'square', 'rectangle', 'cat-eye', 'aviator', 'oval', 'browline', 'geometric'] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

export function isFrameStyle(value: unknown): value is FrameStyle {
  return typeof value === 'string' && (FRAME_STYLES as readonly string[]).includes(value);
}

export interface FrameDrawing {
  /** Height ÷ width of the whole frame. */
  aspect: number;
  /** The lens on the image's left, then the other (its mirror image), as closed outlines. */
  lenses: [Point[], Point[]];
  /** From one lens's inner top edge to the other's. */
  bridge: Point[];
  /** Short temple stubs at the outer ends (hinges). */
  temples: [Point[], Point[]];
  /** A heavier top bar over each lens (browline frames), else none. */
  brows: [Point[], Point[]] | null;
}

/** Width of one lens, gap between lenses (the bridge), as parts of the frame's width. */
const LENS_WIDTH = 0.4;
const BRIDGE_GAP = 0.12;
const LENS_CENTRE = BRIDGE_GAP / 2 + LENS_WIDTH / 2;
const TEMPLE = 0.04;
const STEPS = 48;

/** Lens height ÷ lens width of each style. */
const LENS_ASPECT: Record<FrameStyle, number> = {
  round: 0.92,
  square: 0.82,
  rectangle: 0.58,
  'cat-eye': 0.66,
  aviator: 0.84,
  oval: 0.7,
  browline: 0.66,
  geometric: 0.84,
};

/** A superellipse: exponent 2 is an ellipse, larger values square it off. */
function superellipse(halfWidth: number, halfHeight: number, exponent: number): Point[] {
  return Array.from({ length: STEPS }, (_, index) => {
    const t = (index / STEPS) * Math.PI * 2;
    const cos = Math.cos(t);
    const sin = Math.sin(t);
    return {
      x: halfWidth * Math.sign(cos) * Math.abs(cos) ** (2 / exponent),
      y: halfHeight * Math.sign(sin) * Math.abs(sin) ** (2 / exponent),
    };
  });
}

function polygon(halfWidth: number, halfHeight: number, corners: ReadonlyArray<readonly [number, number]>): Point[] {
  return corners.map(([u, v]) => ({ x: u * halfWidth, y: v * halfHeight }));
}

/**
 * The outline of the lens on the image's left, around its own centre. `outer` is the side away
 * from the nose (negative x for this lens), which cat-eye and aviator shapes treat differently.
 */
function leftLens(style: FrameStyle): Point[] {
  const w = LENS_WIDTH / 2;
  const h = (LENS_WIDTH * LENS_ASPECT[style]) / 2;
  switch (style) {
    case 'round':
      return superellipse(w, h, 2);
    case 'oval':
      return superellipse(w, h, 2.2);
    case 'square':
      return superellipse(w, h, 5);
    case 'rectangle':
    case 'browline':
      return superellipse(w, h, 6);
    case 'geometric':
      return polygon(w, h, [
        [-1, -0.35],
        [-0.5, -1],
        [0.5, -1],
        [1, -0.35],
        [0.8, 0.6],
        [0.25, 1],
        [-0.35, 1],
        [-0.85, 0.6],
      ]);
    case 'cat-eye':
      // The outer top corner sweeps up and out.
      return polygon(w, h, [
        [-1.08, -1.25],
        [-0.2, -0.92],
        [0.75, -0.88],
        [1, -0.45],
        [0.88, 0.45],
        [0.45, 0.95],
        [-0.3, 1],
        [-0.82, 0.62],
        [-1, -0.2],
      ]);
    case 'aviator':
      // A teardrop: straight top, deepest towards the nose's side of the cheek.
      return polygon(w, h, [
        [-1, -0.85],
        [-0.3, -1],
        [0.7, -0.95],
        [1, -0.7],
        [0.95, -0.1],
        [0.7, 0.6],
        [0.25, 1],
        [-0.35, 0.95],
        [-0.8, 0.55],
        [-1, -0.1],
      ]);
  }
}

const shift = (points: readonly Point[], dx: number): Point[] => points.map((point) => ({ x: point.x + dx, y: point.y }));
const mirror = (points: readonly Point[]): Point[] => points.map((point) => ({ x: -point.x, y: point.y }));

/** The drawing of a frame style in the unit frame. */
export function frameDrawing(style: FrameStyle): FrameDrawing {
  const lensHeight = LENS_WIDTH * LENS_ASPECT[style];
  const lens = leftLens(style);
  const left = shift(lens, -LENS_CENTRE);
  const right = shift(mirror(lens), LENS_CENTRE);
  const top = Math.min(...lens.map((point) => point.y));
  const inner = BRIDGE_GAP / 2;
  const bridgeY = style === 'aviator' ? top * 0.85 : top * 0.45;
  const bridge = [
    { x: -inner - 0.01, y: bridgeY },
    { x: 0, y: bridgeY - lensHeight * 0.1 },
    { x: inner + 0.01, y: bridgeY },
  ];
  const hingeY = top * 0.7;
  const edge = LENS_CENTRE + LENS_WIDTH / 2;
  const temples: [Point[], Point[]] = [
    [
      { x: -edge, y: hingeY },
      { x: -edge - TEMPLE, y: hingeY },
    ],
    [
      { x: edge, y: hingeY },
      { x: edge + TEMPLE, y: hingeY },
    ],
  ];
  const browBar = lens.filter((point) => point.y < top * 0.55);
  const brows: [Point[], Point[]] | null =
    style === 'browline' ? [shift(browBar, -LENS_CENTRE), shift(mirror(browBar), LENS_CENTRE)] : null;
  // Cat-eye corners rise above the lens height: the frame's aspect covers every point.
  const all = [...left, ...right];
  const aspect = Math.max(...all.map((point) => point.y)) - Math.min(...all.map((point) => point.y));
  return { aspect, lenses: [left, right], bridge, temples, brows };
}

/** The frame as SVG paths in the unit frame: the closed lens outlines, and the open bridge and temples. */
export function frameSvgPaths(drawing: FrameDrawing): { lenses: string; fittings: string } {
  const line = (points: readonly Point[], close: boolean) =>
    points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(4)} ${point.y.toFixed(4)}`).join('') + (close ? 'Z' : '');
  return {
    lenses: drawing.lenses.map((lens) => line(lens, true)).join(''),
    fittings: [drawing.bridge, ...drawing.temples, ...(drawing.brows ?? [])].map((points) => line(points, false)).join(''),
  };
}

/** The SVG viewBox that frames a drawing with a margin for the stroke. */
export function frameViewBox(drawing: FrameDrawing): string {
  const ys = [...drawing.lenses[0], ...drawing.lenses[1]].map((point) => point.y);
  const top = Math.min(...ys) - 0.04;
  const height = Math.max(...ys) - Math.min(...ys) + 0.08;
  return `-0.54 ${top.toFixed(4)} 1.08 ${height.toFixed(4)}`;
}

/** Stroke of the rims, as a part of the frame's width. */
export const RIM_WIDTH = 0.018;

export interface FrameLook {
  style: FrameStyle;
  /** CSS colour of the rims. */
  colour: string;
  /** Sunglasses: lenses filled with a dark tint. */
  tinted: boolean;
}

/** Draws a frame placed on a face onto a canvas (in the canvas's current transform). */
export function drawFrame(context: CanvasRenderingContext2D, placement: FramePlacement, look: FrameLook): void {
  const drawing = frameDrawing(look.style);
  const trace = (points: readonly Point[], close: boolean) => {
    context.beginPath();
    points.forEach((point, index) => (index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y)));
    if (close) context.closePath();
  };
  context.save();
  context.translate(placement.centre.x, placement.centre.y);
  context.rotate(placement.angle);
  context.scale(placement.width, placement.width);
  // The drawing's own centre (not its lenses' centre line) goes on the placement's centre.
  const ys = [...drawing.lenses[0], ...drawing.lenses[1]].map((point) => point.y);
  context.translate(0, -(Math.max(...ys) + Math.min(...ys)) / 2);
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.strokeStyle = look.colour;
  for (const lens of drawing.lenses) {
    trace(lens, true);
    context.fillStyle = look.tinted ? 'rgba(20, 24, 28, 0.62)' : 'rgba(255, 255, 255, 0.12)';
    context.fill();
    context.lineWidth = RIM_WIDTH;
    context.stroke();
  }
  context.lineWidth = RIM_WIDTH * 0.8;
  trace(drawing.bridge, false);
  context.stroke();
  context.lineWidth = RIM_WIDTH * 1.2;
  for (const temple of drawing.temples) {
    trace(temple, false);
    context.stroke();
  }
  if (drawing.brows) {
    context.lineWidth = RIM_WIDTH * 2.4;
    for (const brow of drawing.brows) {
      trace(brow, false);
      context.stroke();
    }
  }
  context.restore();
}
