/**
 * Deterministic product and category images for the seed.
 *
 * Every image is drawn as an SVG string from a small spec (kind, frame shape, colours, view, label)
 * and rasterised by sharp (librsvg) to WebP. No randomness, no dates: the same spec always yields the
 * same bytes on the same machine, and the file name is derived from the spec alone, so restarts only
 * render what is missing.
 *
 * Glasses are modelled in 3-D (lens outlines on a slightly wrapped front, bridge, end pieces, temples
 * with an ear bend) and projected with a small perspective camera for the front, 3/4 and side views.
 * Accessories, contact lenses and gift cards are flat vector drawings.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';

export type ImageKind = 'eyeglasses' | 'sunglasses' | 'contact-lenses' | 'case' | 'cloth' | 'spray' | 'chain' | 'giftcard';
export type ImageView = 'front' | 'angle' | 'side';
export interface ImageSpec {
  kind: ImageKind;
  /** frame shape key: round|square|rectangle|cat-eye|aviator|oval|browline|geometric */
  shape?: string;
  /** frame/body colour hex like '#1a1a1a' */
  color: string;
  /** lens tint hex (sunglasses) */
  lens?: string;
  view: ImageView;
  /** label for gift cards / contact lens boxes */
  text?: string;
}

const KINDS: readonly string[] = ['eyeglasses', 'sunglasses', 'contact-lenses', 'case', 'cloth', 'spray', 'chain', 'giftcard'];
const VIEWS: readonly string[] = ['front', 'angle', 'side'];
const SHAPES: readonly string[] = ['round', 'square', 'rectangle', 'cat-eye', 'aviator', 'oval', 'browline', 'geometric'];

const PRODUCT_W = 1000;
const PRODUCT_H = 500;
const CATEGORY_W = 1200;
const CATEGORY_H = 400;
const WEBP = { quality: 78, effort: 4 } as const;
const CONCURRENCY = 4;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

function slug(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function shortHash(s: string, n = 8): string {
  return createHash('sha1').update(s, 'utf8').digest('hex').slice(0, n);
}

/** '#ABC' / 'abc' / '#aabbcc' -> 'aabbcc'; anything else -> null. */
function normHex(c: string | undefined): string | null {
  if (typeof c !== 'string') return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c.trim());
  if (!m) return null;
  let h = m[1].toLowerCase();
  if (h.length === 3) h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2];
  return h;
}

/** A file-name part that is the value itself when it is already safe, else a slug plus a hash. */
function safePart(value: string, known?: readonly string[]): string {
  if (known ? known.includes(value) : /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) return value;
  return `${slug(value).slice(0, 24) || 'x'}-h${shortHash(value, 6)}`;
}

function colorPart(c: string): string {
  return normHex(c) ?? `c${safePart(String(c))}`;
}

/**
 * Deterministic path of a product image relative to /media/catalog/product, Magento-style
 * dispersed by the first two characters of the file name: '/e/y/eyeglasses-round-1a1a1a-front.webp'.
 */
export function productImagePath(spec: ImageSpec): string {
  const parts: string[] = [safePart(String(spec.kind), KINDS)];
  if (spec.shape) parts.push(safePart(spec.shape, SHAPES));
  parts.push(colorPart(spec.color));
  if (spec.lens) parts.push(`l${colorPart(spec.lens)}`);
  if (spec.text) parts.push(`t${shortHash(spec.text)}`);
  parts.push(safePart(String(spec.view), VIEWS));
  const name = `${parts.join('-')}.webp`;
  return `/${name[0]}/${name[1]}/${name}`;
}

/** Path of a category banner relative to /media/catalog/category, e.g. '/eyeglasses.webp'. */
export function categoryImagePath(key: string): string {
  return `/${safePart(key)}.webp`;
}

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------

type RGB = [number, number, number];

function rgb(c: string | undefined, fallback = '777777'): RGB {
  const h = normHex(c) ?? fallback;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function hex(c: RGB): string {
  return (
    '#' +
    c
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance 0..1. */
function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A lighter shade for highlights that still reads on very dark colours. */
function sheen(c: string, t = 0.38): string {
  return luminance(c) < 0.02 ? mix(c, '#8a8a8a', t + 0.2) : lighten(c, t);
}

function escXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

// ---------------------------------------------------------------------------------------------
// SVG builder
// ---------------------------------------------------------------------------------------------

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
const f3 = (n: number) => (Math.round(n * 1000) / 1000).toString();

class Svg {
  defs: string[] = [];
  body: string[] = [];
  private n = 0;
  constructor(private prefix: string) {}

  id(name: string): string {
    this.n += 1;
    return `${this.prefix}${name}${this.n}`;
  }

  add(s: string): void {
    this.body.push(s);
  }

  /** Linear gradient in user space; stops: [offset, colour, opacity?]. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: [number, string, number?][]): string {
    const id = this.id('g');
    if (Math.abs(x2 - x1) < 0.5 && Math.abs(y2 - y1) < 0.5) y2 = y1 + 1;
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}">` +
        stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
        `</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(cx: number, cy: number, r: number, stops: [number, string, number?][], fx?: number, fy?: number): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"` +
        (fx !== undefined ? ` fx="${f1(fx)}" fy="${f1(fy ?? cy)}"` : '') +
        `>` +
        stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
        `</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(d: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Soft floor shadow: elliptical radial gradients (much cheaper to rasterise than a blur filter). */
  shadow(cx: number, y: number, width: number, strength = 1): void {
    const soft = this.id('s');
    const core = this.id('s');
    const a = 0.22 * strength;
    this.defs.push(
      `<radialGradient id="${soft}"><stop offset="0" stop-color="#3a3026" stop-opacity="${f3(a)}"/>` +
        `<stop offset="0.55" stop-color="#3a3026" stop-opacity="${f3(a * 0.45)}"/>` +
        `<stop offset="1" stop-color="#3a3026" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="${core}"><stop offset="0" stop-color="#2a231c" stop-opacity="${f3(a * 0.6)}"/>` +
        `<stop offset="1" stop-color="#2a231c" stop-opacity="0"/></radialGradient>`,
    );
    this.add(
      `<ellipse cx="${f1(cx)}" cy="${f1(y)}" rx="${f1(width * 0.56)}" ry="${f1(Math.max(14, width * 0.045))}" fill="url(#${soft})"/>`,
    );
    this.add(
      `<ellipse cx="${f1(cx)}" cy="${f1(y - 2)}" rx="${f1(width * 0.42)}" ry="${f1(Math.max(5, width * 0.012))}" fill="url(#${core})"/>`,
    );
  }

  render(): string {
    return (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') + this.body.join('');
  }
}

function polyD(pts: V2[], closed: boolean): string {
  if (!pts.length) return '';
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`;
  for (let i = 1; i < pts.length; i += 1) d += `L${f1(pts[i][0])} ${f1(pts[i][1])}`;
  return closed ? `${d}Z` : d;
}

function bbox(pts: V2[]): { x0: number; y0: number; x1: number; y1: number; w: number; h: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of pts) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1, w: x1 - x0, h: y1 - y0 };
}

// ---------------------------------------------------------------------------------------------
// Glasses: 3-D model
// ---------------------------------------------------------------------------------------------

type V2 = [number, number];
type V3 = [number, number, number];

interface ShapeDef {
  /** lens half-width / half-height (model units, roughly px at scale 1) */
  a: number;
  b: number;
  /** lens outline in local coordinates, u outward (away from the nose), v up */
  outline: V2[];
  rimW: number;
  metal: boolean;
  /** half of the gap between the lenses */
  bridgeHalf: number;
  /** height of the bridge attachment and the hinge, as a fraction of b */
  bridgeV: number;
  hingeV: number;
  doubleBridge?: boolean;
  browline?: boolean;
  rivets?: boolean;
}

const N_OUTLINE = 120;

function superellipse(a: number, b: number, nTop: number, nBottom = nTop): V2[] {
  const pts: V2[] = [];
  for (let i = 0; i < N_OUTLINE; i += 1) {
    const t = (i / N_OUTLINE) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const n = s >= 0 ? nTop : nBottom;
    pts.push([a * Math.sign(c) * Math.pow(Math.abs(c), 2 / n), b * Math.sign(s) * Math.pow(Math.abs(s), 2 / n)]);
  }
  return pts;
}

function cubic(p0: V2, c1: V2, c2: V2, p1: V2, steps: number, out: V2[]): void {
  for (let i = 0; i < steps; i += 1) {
    const t = i / steps;
    const m = 1 - t;
    out.push([
      m * m * m * p0[0] + 3 * m * m * t * c1[0] + 3 * m * t * t * c2[0] + t * t * t * p1[0],
      m * m * m * p0[1] + 3 * m * m * t * c1[1] + 3 * m * t * t * c2[1] + t * t * t * p1[1],
    ]);
  }
}

function polygonOutline(vertices: V2[], perEdge: number): V2[] {
  const pts: V2[] = [];
  for (let i = 0; i < vertices.length; i += 1) {
    const p = vertices[i];
    const q = vertices[(i + 1) % vertices.length];
    for (let j = 0; j < perEdge; j += 1) {
      const t = j / perEdge;
      pts.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return pts;
}

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

function shapeDef(shape: string): ShapeDef {
  switch (shape) {
    case 'round':
      return { a: 126, b: 126, outline: superellipse(126, 126, 2), rimW: 12, metal: false, bridgeHalf: 54, bridgeV: 0.42, hingeV: 0.38 };
    case 'oval':
      return { a: 148, b: 104, outline: superellipse(148, 104, 2.25), rimW: 12, metal: false, bridgeHalf: 50, bridgeV: 0.4, hingeV: 0.4 };
    case 'rectangle':
      return {
        a: 158,
        b: 90,
        outline: superellipse(158, 90, 5.5),
        rimW: 16,
        metal: false,
        bridgeHalf: 48,
        bridgeV: 0.45,
        hingeV: 0.55,
        rivets: true,
      };
    case 'cat-eye': {
      const out: V2[] = [];
      const p0: V2 = [-146, 12];
      const p1: V2 = [158, 96];
      const p2: V2 = [130, 4];
      const p3: V2 = [-40, -94];
      cubic(p0, [-146, 70], [20, 56], p1, 40, out);
      cubic(p1, [166, 70], [150, 30], p2, 18, out);
      cubic(p2, [100, -64], [36, -96], p3, 32, out);
      cubic(p3, [-114, -88], [-146, -42], p0, 30, out);
      return { a: 146, b: 104, outline: out, rimW: 17, metal: false, bridgeHalf: 48, bridgeV: 0.38, hingeV: 0.7, rivets: true };
    }
    case 'aviator': {
      const out: V2[] = [];
      const p0: V2 = [-140, 96];
      const p1: V2 = [100, 102];
      const p2: V2 = [150, 30];
      const p3: V2 = [-62, -122];
      cubic(p0, [-60, 112], [40, 112], p1, 30, out);
      cubic(p1, [136, 98], [152, 66], p2, 20, out);
      cubic(p2, [148, -56], [40, -128], p3, 40, out);
      cubic(p3, [-116, -118], [-150, 8], p0, 30, out);
      return { a: 152, b: 118, outline: out, rimW: 6, metal: true, bridgeHalf: 44, bridgeV: 0.36, hingeV: 0.72, doubleBridge: true };
    }
    case 'browline':
      return {
        a: 144,
        b: 110,
        outline: superellipse(144, 110, 5, 2.4),
        rimW: 5,
        metal: true,
        bridgeHalf: 50,
        bridgeV: 0.42,
        hingeV: 0.6,
        browline: true,
      };
    case 'geometric': {
      const a = 146;
      const b = 118;
      const outline = polygonOutline(
        [
          [a, b * 0.42],
          [a * 0.6, b],
          [-a * 0.6, b],
          [-a, b * 0.42],
          [-a, -b * 0.3],
          [-a * 0.55, -b],
          [a * 0.55, -b],
          [a, -b * 0.3],
        ],
        15,
      );
      return { a, b, outline, rimW: 6, metal: true, bridgeHalf: 50, bridgeV: 0.42, hingeV: 0.3 };
    }
    case 'square':
    default:
      return {
        a: 140,
        b: 122,
        outline: superellipse(140, 122, 4.4),
        rimW: 17,
        metal: false,
        bridgeHalf: 48,
        bridgeV: 0.45,
        hingeV: 0.55,
        rivets: true,
      };
  }
}

interface FrameModel {
  def: ShapeDef;
  /** [right lens (x > 0), left lens (x < 0)] */
  lenses: { side: 1 | -1; outline: V3[]; upper: V3[] }[];
  bridges: V3[][];
  endpieces: { side: 1 | -1; a: V3; h: V3 }[];
  temples: { side: 1 | -1; top: V3[]; bot: V3[]; tipFrom: number }[];
  pads: { side: 1 | -1; c: V3; arm: V3[] }[];
}

function buildFrame(shape: string): FrameModel {
  const def = shapeDef(shape);
  const totalHalf = def.bridgeHalf + 2 * def.a + 12;
  const wrap = (x: number) => -26 * (x / totalHalf) * (x / totalHalf);
  const toWorld = (side: 1 | -1, [u, v]: V2): V3 => {
    const x = side * (def.bridgeHalf + def.a + u);
    return [x, v, wrap(x)];
  };
  /** The outline point furthest towards `dir` (+1 outer, -1 inner) at about height `target`. */
  const pick = (dir: 1 | -1, target: number): V2 => {
    let best: V2 = def.outline[0];
    let bestScore = -Infinity;
    for (const p of def.outline) {
      const score = dir * p[0] - 2 * Math.abs(p[1] - target);
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
    return best;
  };

  // upper arc (for highlights and the browline brow): longest cyclic run of points with v > thr
  const thr = def.b * (def.browline ? -0.05 : 0.2);
  const flags = def.outline.map((p) => p[1] > thr);
  let start = flags.findIndex((f, i) => f && !flags[(i - 1 + flags.length) % flags.length]);
  if (start < 0) start = 0;
  const upperLocal: V2[] = [];
  for (let i = 0; i < def.outline.length; i += 1) {
    const j = (start + i) % def.outline.length;
    if (!flags[j]) break;
    upperLocal.push(def.outline[j]);
  }

  const lenses = ([1, -1] as const).map((side) => ({
    side,
    outline: def.outline.map((p) => toWorld(side, p)),
    upper: upperLocal.map((p) => toWorld(side, p)),
  }));

  const innerTop = pick(-1, def.b * def.bridgeV);
  const bridges: V3[][] = [];
  const arch = (y: number, lift: number, uIn: number): V3[] => {
    const pts: V3[] = [];
    const x0 = def.bridgeHalf + def.a + uIn;
    for (let i = 0; i <= 16; i += 1) {
      const t = i / 16;
      const x = -x0 + 2 * x0 * t;
      pts.push([x, y + lift * Math.sin(Math.PI * t), wrap(x) + 4 * Math.sin(Math.PI * t)]);
    }
    return pts;
  };
  bridges.push(arch(innerTop[1], def.metal ? 14 : 10, innerTop[0] + def.rimW * 0.2));
  if (def.doubleBridge) {
    const top = pick(-1, def.b * 0.86);
    bridges.push(arch(top[1] + 3, 2, top[0] + 2));
  }

  const hingeLocal = pick(1, def.b * def.hingeV);
  const endpieces = ([1, -1] as const).map((side) => {
    const a = toWorld(side, [hingeLocal[0] - def.rimW * 0.2, hingeLocal[1]]);
    const h: V3 = [a[0] + side * (def.metal ? 12 : 16), a[1], a[2] - (def.metal ? 10 : 16)];
    return { side, a, h };
  });

  const L = totalHalf * 2 * 1.02;
  const bendFrom = L * 0.72;
  const temples = endpieces.map(({ side, h }) => {
    const top: V3[] = [];
    const bot: V3[] = [];
    const steps = 48;
    for (let i = 0; i <= steps; i += 1) {
      const d = (L * i) / steps;
      const t = d / L;
      const bend = Math.max(0, d - bendFrom);
      const y = h[1] - (bend * bend) / 330 - d * 0.02;
      const x = h[0] + side * d * 0.06;
      const z = h[2] - d + (bend * bend) / 900;
      const height = def.metal ? (t > 0.62 ? 8 : 5) : 24 - 12 * Math.min(1, t / 0.72) - 2 * Math.max(0, (t - 0.72) / 0.28);
      top.push([x, y + height / 2, z]);
      bot.push([x, y - height / 2, z]);
    }
    return { side, top, bot, tipFrom: def.metal ? Math.round(steps * 0.62) : steps + 1 };
  });

  const pads = def.metal
    ? ([1, -1] as const).map((side) => {
        const inner = pick(-1, -def.b * 0.15);
        const c = toWorld(side, [inner[0] + 26, inner[1]]);
        c[2] -= 14;
        const att = toWorld(side, [inner[0] + 4, inner[1] + 34]);
        return { side, c, arm: [att, [c[0] - side * 4, c[1] + 12, c[2] + 4] as V3] };
      })
    : [];

  return { def, lenses, bridges, endpieces, temples, pads };
}

interface Camera {
  yaw: number;
  pitch: number;
  dist: number;
}

const CAMERAS: Record<ImageView, Camera> = {
  front: { yaw: 0, pitch: (2 * Math.PI) / 180, dist: 6000 },
  angle: { yaw: (34 * Math.PI) / 180, pitch: (9 * Math.PI) / 180, dist: 2200 },
  side: { yaw: Math.PI / 2, pitch: 0, dist: 9000 },
};

function projector(cam: Camera) {
  const cy = Math.cos(cam.yaw);
  const sy = Math.sin(cam.yaw);
  const cp = Math.cos(cam.pitch);
  const sp = Math.sin(cam.pitch);
  return (p: V3): { x: number; y: number; s: number } => {
    const x1 = p[0] * cy + p[2] * sy;
    const z1 = -p[0] * sy + p[2] * cy;
    const y2 = p[1] * cp - z1 * sp;
    const z2 = p[1] * sp + z1 * cp;
    const s = cam.dist / (cam.dist - z2);
    return { x: x1 * s, y: -y2 * s, s };
  };
}

interface GlassesOpts {
  shape: string;
  color: string;
  lens?: string; // tint => sunglasses
  view: ImageView;
  /** target box on the canvas */
  box?: { cx: number; cy: number; w: number; h: number };
  shadow?: boolean;
}

/** Draws a pair of glasses into svg; returns the screen position of the two temple tips. */
function drawGlasses(svg: Svg, o: GlassesOpts): { tips: V2[]; hinges: V2[] } {
  const m = buildFrame(o.shape);
  const def = m.def;
  const cam = CAMERAS[o.view];
  const proj = projector(cam);
  const box = o.box ?? { cx: PRODUCT_W / 2, cy: 232, w: 860, h: 320 };

  // fit
  const all: V2[] = [];
  const pushP = (p: V3) => {
    const q = proj(p);
    all.push([q.x, q.y]);
  };
  m.lenses.forEach((l) => l.outline.forEach(pushP));
  const templeKeep = (n: number) => (o.view === 'front' ? Math.round(n * 0.25) : n);
  m.temples.forEach((t) => {
    t.top.slice(0, templeKeep(t.top.length)).forEach(pushP);
    t.bot.slice(0, templeKeep(t.bot.length)).forEach(pushP);
  });
  m.endpieces.forEach((e) => pushP(e.h));
  const bb = bbox(all);
  const pad = 24;
  const k = Math.min(box.w / (bb.w + pad), box.h / (bb.h + pad));
  const ox = box.cx - k * (bb.x0 + bb.w / 2);
  const oy = box.cy - k * (bb.y0 + bb.h / 2);
  const P = (p: V3): V2 => {
    const q = proj(p);
    return [ox + k * q.x, oy + k * q.y];
  };
  const S = (p: V3) => k * proj(p).s;

  const color = o.color;
  const isSun = o.lens !== undefined;
  const frameLight = sheen(color, 0.22);
  const frameDark = darken(color, 0.3);
  const metalColor = def.browline ? '#c8c2b6' : color;
  const edge = luminance(color) > 0.5 ? darken(color, 0.32) : darken(color, 0.25);

  if (o.shadow !== false) {
    svg.shadow(box.cx, oy + k * bb.y1 + 14, k * bb.w * 0.92);
  }

  // depth: in 'angle' and 'side' the right side (x > 0) is the far one
  const farSide: 1 | -1 | 0 = o.view === 'front' ? 0 : 1;

  const drawTemple = (side: 1 | -1) => {
    const t = m.temples.find((x) => x.side === side)!;
    // straight on, only the start of the temple shows behind the end piece
    const keep = templeKeep(t.top.length);
    const top = t.top.slice(0, keep).map(P);
    const bot = t.bot.slice(0, keep).map(P);
    const s = S(t.top[0]);
    const thick = (def.metal ? 3.2 : 6) * s;
    const n = Math.min(t.tipFrom, top.length - 1);
    const frontPart = top.slice(0, n + 1).concat(bot.slice(0, n + 1).reverse());
    const bbt = bbox(top.concat(bot));
    const fill = svg.linear(0, bbt.y0, 0, bbt.y1, [
      [0, frameLight],
      [0.5, def.metal ? color : color],
      [1, frameDark],
    ]);
    const templeColor = def.browline ? color : def.metal ? metalColor : color;
    svg.add(
      `<path d="${polyD(frontPart, true)}" fill="${def.browline ? color : fill}" stroke="${templeColor}" stroke-width="${f1(thick)}" stroke-linejoin="round"/>`,
    );
    if (t.tipFrom < top.length) {
      const tip = top.slice(n).concat(bot.slice(n).reverse());
      const tipColor = luminance(color) > 0.35 ? darken(color, 0.55) : darken(color, 0.2);
      svg.add(
        `<path d="${polyD(tip, true)}" fill="${tipColor}" stroke="${tipColor}" stroke-width="${f1(thick * 1.6)}" stroke-linejoin="round"/>`,
      );
    }
    // highlight along the upper edge
    const hl = top.slice(1, Math.min(top.length, t.tipFrom)).map(([x, y]): V2 => [x, y + thick * 0.15]);
    svg.add(
      `<path d="${polyD(hl, false)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f1(Math.max(1, thick * 0.35))}" stroke-linecap="round"/>`,
    );
  };

  const drawPads = (side: 1 | -1) => {
    for (const p of m.pads.filter((x) => x.side === side)) {
      const s = S(p.c);
      const c = P(p.c);
      svg.add(
        `<path d="${polyD(p.arm.map(P), false)}" fill="none" stroke="${metalColor}" stroke-width="${f1(2.2 * s)}" stroke-linecap="round"/>`,
      );
      const rx = (o.view === 'side' ? 4 : 9) * s;
      const ry = 15 * s;
      svg.add(
        `<ellipse cx="${f1(c[0])}" cy="${f1(c[1])}" rx="${f1(rx)}" ry="${f1(ry)}" transform="rotate(${-side * 18} ${f1(c[0])} ${f1(c[1])})" fill="#eef3f5" fill-opacity="0.7" stroke="#9aa4aa" stroke-width="${f1(1.2 * s)}"/>`,
      );
    }
  };

  const drawLens = (side: 1 | -1) => {
    const l = m.lenses.find((x) => x.side === side)!;
    const pts = l.outline.map(P);
    const d = polyD(pts, true);
    const lb = bbox(pts);
    const s = S(l.outline[0]);
    const rimW = def.rimW * s;

    // glass
    if (isSun) {
      const tint = o.lens || '#3a3a3a';
      const g = svg.linear(lb.x0, lb.y0, lb.x0 + lb.w * 0.15, lb.y1, [
        [0, darken(tint, 0.45), 0.97],
        [0.55, tint, 0.93],
        [1, lighten(tint, 0.22), 0.88],
      ]);
      svg.add(`<path d="${d}" fill="${g}"/>`);
    } else {
      const g = svg.linear(lb.x0, lb.y0, lb.x1, lb.y1, [
        [0, '#c9d8e2', 0.34],
        [0.5, '#e4edf2', 0.18],
        [1, '#d3e0e8', 0.3],
      ]);
      svg.add(`<path d="${d}" fill="${g}"/>`);
    }
    // reflection bands
    const clip = svg.clip(d);
    const band = (from: number, width: number, op: number) => {
      const sl = lb.w * 0.38;
      const x0 = lb.x0 + lb.w * from;
      const bw = lb.w * width;
      const poly: V2[] = [
        [x0, lb.y1 + 6],
        [x0 + bw, lb.y1 + 6],
        [x0 + bw + sl, lb.y0 - 6],
        [x0 + sl, lb.y0 - 6],
      ];
      svg.add(`<path d="${polyD(poly, true)}" fill="#ffffff" fill-opacity="${op}" clip-path="${clip}"/>`);
    };
    if (isSun) {
      band(0.08, 0.2, 0.1);
      band(0.34, 0.06, 0.14);
    } else {
      band(0.06, 0.22, 0.5);
      band(0.34, 0.06, 0.6);
    }

    // rim
    if (def.metal) {
      const g = svg.linear(0, lb.y0, 0, lb.y1, [
        [0, lighten(metalColor, 0.55)],
        [0.35, metalColor],
        [0.7, darken(metalColor, 0.3)],
        [1, lighten(metalColor, 0.2)],
      ]);
      svg.add(
        `<path d="${d}" fill="none" stroke="${darken(metalColor, 0.35)}" stroke-width="${f1(rimW + 1.4 * s)}" stroke-linejoin="round"/>`,
      );
      svg.add(`<path d="${d}" fill="none" stroke="${g}" stroke-width="${f1(rimW)}" stroke-linejoin="round"/>`);
    } else {
      const g = svg.linear(0, lb.y0 - rimW / 2, 0, lb.y1 + rimW / 2, [
        [0, frameLight],
        [0.3, color],
        [0.8, color],
        [1, frameDark],
      ]);
      svg.add(`<path d="${d}" fill="none" stroke="${edge}" stroke-width="${f1(rimW + 2 * s)}" stroke-linejoin="round"/>`);
      svg.add(`<path d="${d}" fill="none" stroke="${g}" stroke-width="${f1(rimW)}" stroke-linejoin="round"/>`);
      // inner bevel line
      svg.add(
        `<path d="${d}" fill="none" stroke="${frameDark}" stroke-opacity="0.5" stroke-width="${f1(Math.max(0.8, rimW * 0.12))}" stroke-linejoin="round"/>`,
      );
    }
    if (def.browline) {
      const up = l.upper.map(P);
      const ub = bbox(up);
      const bw = 24 * s;
      const g = svg.linear(0, ub.y0 - bw / 2, 0, ub.y1 + bw / 2, [
        [0, frameLight],
        [0.35, color],
        [1, frameDark],
      ]);
      // thicker towards the outside: stroke twice, the second offset upwards on the outer half
      const outerHalf = up.filter((_, i) => i < up.length * 0.55);
      svg.add(
        `<path d="${polyD(up, false)}" fill="none" stroke="${edge}" stroke-width="${f1(bw + 2 * s)}" stroke-linejoin="round" stroke-linecap="round"/>`,
      );
      svg.add(
        `<path d="${polyD(up, false)}" fill="none" stroke="${g}" stroke-width="${f1(bw)}" stroke-linejoin="round" stroke-linecap="round"/>`,
      );
      svg.add(
        `<path d="${polyD(
          outerHalf.map(([x, y]): V2 => [x, y - bw * 0.22]),
          false,
        )}" fill="none" stroke="${g}" stroke-width="${f1(bw * 0.8)}" stroke-linejoin="round" stroke-linecap="round"/>`,
      );
      const hl = up.slice(2, -2).map(([x, y]): V2 => [x, y - bw * 0.3]);
      svg.add(
        `<path d="${polyD(hl, false)}" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="${f1(bw * 0.16)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    } else {
      // gloss highlight along the upper arc
      const up = l.upper.map(P).map(([x, y]): V2 => [x, y - rimW * 0.24]);
      const trimmed = up.slice(Math.floor(up.length * 0.12), Math.ceil(up.length * 0.88));
      svg.add(
        `<path d="${polyD(trimmed, false)}" fill="none" stroke="#ffffff" stroke-opacity="${def.metal ? 0.55 : 0.38}" stroke-width="${f1(Math.max(1, rimW * (def.metal ? 0.25 : 0.2)))}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  };

  const drawEndpiece = (side: 1 | -1) => {
    const e = m.endpieces.find((x) => x.side === side)!;
    const a = P(e.a);
    const h = P(e.h);
    const s = S(e.a);
    const w = (def.metal && !def.browline ? 6 : def.browline ? 20 : def.rimW * 1.05) * s;
    const c = def.metal && !def.browline ? metalColor : color;
    svg.add(
      `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(h[0])} ${f1(h[1])}" stroke="${edge}" stroke-width="${f1(w + 2 * s)}" stroke-linecap="round"/>`,
    );
    svg.add(`<path d="M${f1(a[0])} ${f1(a[1])}L${f1(h[0])} ${f1(h[1])}" stroke="${c}" stroke-width="${f1(w)}" stroke-linecap="round"/>`);
    if ((def.rivets || def.browline) && o.view !== 'side' && !(o.view === 'angle' && side === farSide)) {
      const r = 3.2 * s;
      for (const dy of [-0.22, 0.22]) {
        const px = a[0] - side * 14 * s * Math.cos(cam.yaw);
        const py = a[1] + dy * w - (def.browline ? w * 0.15 : 0);
        svg.add(`<circle cx="${f1(px)}" cy="${f1(py)}" r="${f1(r)}" fill="#d9d9d9" stroke="#8f8f8f" stroke-width="${f1(0.8 * s)}"/>`);
      }
    }
  };

  const drawBridges = () => {
    m.bridges.forEach((b, i) => {
      const pts = b.map(P);
      const s = S(b[8]);
      const w = (def.metal ? (i === 0 ? 5.5 : 4.5) : def.rimW * 0.95) * s;
      const bb2 = bbox(pts);
      const stroke = def.metal
        ? svg.linear(0, bb2.y0 - w, 0, bb2.y1 + w, [
            [0, lighten(metalColor, 0.5)],
            [0.5, metalColor],
            [1, darken(metalColor, 0.3)],
          ])
        : svg.linear(0, bb2.y0 - w / 2, 0, bb2.y1 + w / 2, [
            [0, frameLight],
            [0.4, color],
            [1, frameDark],
          ]);
      svg.add(
        `<path d="${polyD(pts, false)}" fill="none" stroke="${def.metal ? darken(metalColor, 0.35) : edge}" stroke-width="${f1(w + 1.6 * s)}" stroke-linecap="round"/>`,
      );
      svg.add(`<path d="${polyD(pts, false)}" fill="none" stroke="${stroke}" stroke-width="${f1(w)}" stroke-linecap="round"/>`);
    });
  };

  if (farSide === 0) {
    drawTemple(1);
    drawTemple(-1);
    drawPads(1);
    drawPads(-1);
    drawLens(1);
    drawLens(-1);
    drawBridges();
    drawEndpiece(1);
    drawEndpiece(-1);
  } else {
    // in profile the far temple hides exactly behind the near one
    if (o.view !== 'side') drawTemple(1);
    drawPads(1);
    drawLens(1);
    drawEndpiece(1);
    drawBridges();
    drawPads(-1);
    drawLens(-1);
    drawEndpiece(-1);
    drawTemple(-1);
  }

  const tips = m.temples.map((t) => P(t.top[t.top.length - 3]));
  const hinges = m.endpieces.map((e) => P(e.h));
  return { tips, hinges };
}

// ---------------------------------------------------------------------------------------------
// Other kinds (flat vector drawings in a 1000x500 frame)
// ---------------------------------------------------------------------------------------------

/** Wraps a label into at most two balanced lines. */
function wrapTwoLines(text: string, maxChars: number): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const words = clean.split(' ');
  const cut = (s: string) => (s.length > maxChars ? `${s.slice(0, maxChars - 1).trimEnd()}…` : s);
  if (words.length === 1) return [cut(clean)];
  let best: string[] = [clean];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best.map(cut);
}

function textEl(
  x: number,
  y: number,
  size: number,
  s: string,
  fill: string,
  opts: { weight?: number; anchor?: 'start' | 'middle' | 'end'; spacing?: number; opacity?: number } = {},
): string {
  return (
    `<text x="${f1(x)}" y="${f1(y)}" font-family="${FONT}" font-size="${f1(size)}" font-weight="${opts.weight ?? 700}"` +
    ` text-anchor="${opts.anchor ?? 'start'}" fill="${fill}"` +
    (opts.spacing ? ` letter-spacing="${opts.spacing}"` : '') +
    (opts.opacity !== undefined ? ` fill-opacity="${opts.opacity}"` : '') +
    `>${escXml(s)}</text>`
  );
}

/** Glasses pictogram (two rounded lenses and a bridge) centred at cx, cy with the given width. */
function pictogram(cx: number, cy: number, w: number, stroke: string, sw: number): string {
  const r = w * 0.2;
  const dx = w * 0.27;
  return (
    `<g fill="none" stroke="${stroke}" stroke-width="${f1(sw)}" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="${f1(cx - dx - r)}" y="${f1(cy - r * 0.8)}" width="${f1(2 * r)}" height="${f1(1.6 * r)}" rx="${f1(r * 0.6)}"/>` +
    `<rect x="${f1(cx + dx - r)}" y="${f1(cy - r * 0.8)}" width="${f1(2 * r)}" height="${f1(1.6 * r)}" rx="${f1(r * 0.6)}"/>` +
    `<path d="M${f1(cx - dx + r)} ${f1(cy - r * 0.3)}Q${f1(cx)} ${f1(cy - r * 0.75)} ${f1(cx + dx - r)} ${f1(cy - r * 0.3)}"/>` +
    `<path d="M${f1(cx - dx - r)} ${f1(cy - r * 0.45)}L${f1(cx - w / 2)} ${f1(cy - r * 0.7)}M${f1(cx + dx + r)} ${f1(cy - r * 0.45)}L${f1(cx + w / 2)} ${f1(cy - r * 0.7)}"/>` +
    `</g>`
  );
}

/** Wave logo: two stacked sine waves. */
function waveLogo(x: number, y: number, w: number, color: string, sw: number): string {
  const wave = (dy: number, op: number) => {
    let d = `M${f1(x)} ${f1(y + dy)}`;
    const seg = w / 4;
    for (let i = 0; i < 4; i += 1) {
      const x0 = x + seg * i;
      d += `Q${f1(x0 + seg / 2)} ${f1(y + dy + (i % 2 ? seg * 0.45 : -seg * 0.45))} ${f1(x0 + seg)} ${f1(y + dy)}`;
    }
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f1(sw)}" stroke-linecap="round" stroke-opacity="${op}"/>`;
  };
  return wave(0, 1) + wave(sw * 1.9, 0.55);
}

function drawContactBoxFace(svg: Svg, w: number, h: number, color: string, text: string): string {
  // face drawn at origin (0,0)-(w,h)
  const face = svg.linear(0, 0, 0, h, [
    [0, '#ffffff'],
    [1, '#eef0f2'],
  ]);
  const lines = wrapTwoLines(text || 'Contact lenses', 18);
  const maxLen = Math.max(1, ...lines.map((l) => l.length));
  const size = Math.min(40, (w * 0.8) / (0.62 * maxLen));
  let out = `<rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="${face}" stroke="#d4d7da" stroke-width="1.5"/>`;
  out += `<path d="M0 ${f1(h * 0.74)}C${f1(w * 0.35)} ${f1(h * 0.64)} ${f1(w * 0.6)} ${f1(h * 0.86)} ${w} ${f1(h * 0.7)}L${w} ${f1(h - 6)}Q${w} ${h} ${w - 6} ${h}L6 ${h}Q0 ${h} 0 ${h - 6}Z" fill="${color}"/>`;
  out += `<path d="M0 ${f1(h * 0.79)}C${f1(w * 0.35)} ${f1(h * 0.69)} ${f1(w * 0.6)} ${f1(h * 0.91)} ${w} ${f1(h * 0.75)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>`;
  out += waveLogo(w * 0.07, h * 0.16, w * 0.16, color, 5);
  out += textEl(w * 0.27, h * 0.18, 15, 'CONTACT LENSES', '#6b7177', { weight: 700, spacing: 2 });
  const y0 = lines.length > 1 ? h * 0.4 : h * 0.48;
  lines.forEach((l, i) => {
    out += textEl(w * 0.07, y0 + i * size * 1.15, size, l, '#23282d', { weight: 700 });
  });
  // lens drawing on the band
  out += `<ellipse cx="${f1(w * 0.84)}" cy="${f1(h * 0.86)}" rx="${f1(w * 0.07)}" ry="${f1(w * 0.045)}" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="2.5"/>`;
  return out;
}

function drawBlister(svg: Svg, x: number, y: number, w: number, h: number, color: string, label: string): void {
  const foil = svg.linear(x, y, x + w, y + h, [
    [0, '#f7f7f7'],
    [0.5, '#d9dcdf'],
    [1, '#f1f2f3'],
  ]);
  svg.add(
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(h * 0.12)}" fill="${foil}" stroke="#b9bec3" stroke-width="1.5"/>`,
  );
  svg.add(
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w * 0.3)}" height="${f1(h)}" rx="${f1(h * 0.12)}" fill="${color}" fill-opacity="0.9"/>`,
  );
  svg.add(`<rect x="${f1(x + w * 0.2)}" y="${f1(y)}" width="${f1(w * 0.1)}" height="${f1(h)}" fill="${color}" fill-opacity="0.9"/>`);
  svg.add(textEl(x + w * 0.15, y + h * 0.6, Math.min(18, h * 0.2), label, '#ffffff', { anchor: 'middle', weight: 700 }));
  const cx = x + w * 0.64;
  const cy = y + h / 2;
  const r = Math.min(w * 0.28, h * 0.42);
  const dome = svg.radial(cx - r * 0.3, cy - r * 0.35, r * 1.3, [
    [0, '#ffffff', 0.95],
    [0.6, '#e3edf3', 0.6],
    [1, '#b6c7d2', 0.7],
  ]);
  svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${dome}" stroke="#a9b6bf" stroke-width="1.5"/>`);
  svg.add(
    `<circle cx="${f1(cx + r * 0.04)}" cy="${f1(cy + r * 0.05)}" r="${f1(r * 0.62)}" fill="#bfe0f2" fill-opacity="0.55" stroke="#7fb4d4" stroke-width="2"/>`,
  );
  svg.add(
    `<path d="M${f1(cx - r * 0.55)} ${f1(cy - r * 0.25)}A${f1(r * 0.62)} ${f1(r * 0.62)} 0 0 1 ${f1(cx - r * 0.1)} ${f1(cy - r * 0.62)}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-opacity="0.9"/>`,
  );
}

function drawContactLenses(svg: Svg, color: string, text: string, view: ImageView): void {
  const top = lighten(color, 0.88);
  const sideFill = (x0: number, x1: number) =>
    svg.linear(x0, 0, x1, 0, [
      [0, '#dfe2e5'],
      [1, '#c9cdd1'],
    ]);
  if (view === 'front') {
    const w = 470;
    const h = 270;
    const x = 265;
    const y = 140;
    const d = 26;
    svg.shadow(500 + d / 2, y + h + 10, w * 1.05);
    svg.add(
      `<path d="M${x} ${y}L${x + d} ${y - d}L${x + w + d} ${y - d}L${x + w} ${y}Z" fill="${top}" stroke="#d0d4d8" stroke-width="1.5"/>`,
    );
    svg.add(
      `<path d="M${x + w} ${y}L${x + w + d} ${y - d}L${x + w + d} ${y + h - d}L${x + w} ${y + h}Z" fill="${sideFill(x + w, x + w + d)}" stroke="#c4c8cc" stroke-width="1.5"/>`,
    );
    svg.add(`<g transform="translate(${x} ${y})">${drawContactBoxFace(svg, w, h, color, text)}</g>`);
  } else if (view === 'angle') {
    // 3/4 box seen from slightly above: front face to the left of the near edge, side face to the right
    const w = 440;
    const h = 250;
    const fw = w * 0.84; // foreshortened front width
    const sw = 150; // foreshortened side width
    const t1 = 0.16; // front edges rise towards the left
    const t2 = 0.34; // side edges rise towards the right
    const E = 640;
    const T = 160;
    const B = T + h;
    const lx = E - fw;
    const ly = T - fw * t1;
    const rx = E + sw;
    const ry = T - sw * t2;
    svg.shadow((lx + rx) / 2 + 10, B + 6, rx - lx + 30);
    svg.add(
      `<path d="M${f1(lx)} ${f1(ly)}L${E} ${T}L${rx} ${f1(ry)}L${f1(lx + sw)} ${f1(ly - sw * t2)}Z" fill="${top}" stroke="#d0d4d8" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
    svg.add(
      `<path d="M${E} ${T}L${rx} ${f1(ry)}L${rx} ${f1(ry + h)}L${E} ${B}Z" fill="${sideFill(E, rx)}" stroke="#c4c8cc" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
    svg.add(
      `<path d="M${E} ${f1(T + h * 0.72)}L${rx} ${f1(ry + h * 0.72)}L${rx} ${f1(ry + h)}L${E} ${B}Z" fill="${darken(color, 0.12)}"/>`,
    );
    svg.add(`<g transform="matrix(1 ${-t2} 0 1 ${E + 30} ${T + 52})">${waveLogo(0, 0, 86, color, 6)}</g>`);
    svg.add(
      `<g transform="matrix(${f3(fw / w)} ${f3((fw * t1) / w)} 0 1 ${f1(lx)} ${f1(ly)})">${drawContactBoxFace(svg, w, h, color, text)}</g>`,
    );
  } else {
    // side: a blister pack in front of the box's narrow side
    const bx = 560;
    const by = 110;
    const bw = 170;
    const bh = 290;
    svg.shadow(560, 420, 560);
    svg.add(
      `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="${sideFill(bx, bx + bw)}" stroke="#c4c8cc" stroke-width="1.5"/>`,
    );
    svg.add(`<rect x="${bx}" y="${f1(by + bh * 0.72)}" width="${bw}" height="${f1(bh * 0.28)}" rx="6" fill="${color}"/>`);
    svg.add(`<g transform="translate(${bx + 40} ${by + 40})">${waveLogo(0, 0, 90, color, 6)}</g>`);
    svg.add(textEl(bx + bw / 2, by + bh * 0.5, 16, 'CONTACT', '#6b7177', { anchor: 'middle', spacing: 2 }));
    svg.add(textEl(bx + bw / 2, by + bh * 0.5 + 22, 16, 'LENSES', '#6b7177', { anchor: 'middle', spacing: 2 }));
    const label = wrapTwoLines(text || '', 10)[0] ?? '';
    drawBlister(svg, 250, 270, 300, 140, color, label.length <= 6 ? label : '');
    drawBlister(svg, 290, 190, 300, 140, color, '');
    drawBlister(svg, 250, 270, 300, 140, color, label.length <= 6 ? label : '');
  }
}

function drawCase(svg: Svg, color: string, view: ImageView): void {
  const light = sheen(color, 0.35);
  const dark = darken(color, 0.35);
  if (view === 'front') {
    const x = 210;
    const y = 150;
    const w = 580;
    const h = 210;
    svg.shadow(500, y + h + 8, w * 0.95);
    const g = svg.linear(0, y, 0, y + h, [
      [0, light],
      [0.35, color],
      [0.75, color],
      [1, dark],
    ]);
    svg.add(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${g}" stroke="${darken(color, 0.3)}" stroke-width="2"/>`,
    );
    // seam between lid and base
    const sy = y + h * 0.56;
    svg.add(`<path d="M${x + 14} ${sy}Q500 ${sy + 10} ${x + w - 14} ${sy}" fill="none" stroke="${darken(color, 0.45)}" stroke-width="3"/>`);
    svg.add(
      `<path d="M${x + 16} ${sy + 4}Q500 ${sy + 14} ${x + w - 16} ${sy + 4}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`,
    );
    // gloss
    svg.add(
      `<path d="M${x + 70} ${y + 30}Q500 ${y + 6} ${x + w - 70} ${y + 30}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>`,
    );
    // logo plate
    svg.add(`<rect x="470" y="${y + 70}" width="60" height="18" rx="9" fill="#d8d8d8" stroke="#9a9a9a" stroke-width="1"/>`);
    svg.add(pictogram(500, y + 79, 40, '#7a7a7a', 2));
  } else if (view === 'angle') {
    // closed clamshell seen from above at an angle: foreshortened top surface over the side wall
    const W = 580;
    const Ht = 196; // top surface depth as seen
    const D = 84; // wall height
    const x0 = 500 - W / 2;
    const x1 = 500 + W / 2;
    const y0 = 112;
    const r = Ht / 2;
    const stadium = (y: number) =>
      `M${x0 + r} ${y}H${x1 - r}A${r} ${r} 0 0 1 ${x1 - r} ${y + Ht}H${x0 + r}A${r} ${r} 0 0 1 ${x0 + r} ${y}Z`;
    const lowerHalf = (y: number) => `M${x0} ${y + r}A${r} ${r} 0 0 0 ${x0 + r} ${y + Ht}H${x1 - r}A${r} ${r} 0 0 0 ${x1} ${y + r}`;
    const wall = svg.linear(0, y0 + r, 0, y0 + Ht + D, [
      [0, color],
      [1, dark],
    ]);
    const topFill = svg.linear(x0, y0, x1, y0 + Ht, [
      [0, light],
      [0.5, color],
      [1, darken(color, 0.15)],
    ]);
    svg.shadow(500, y0 + Ht + D - 4, W * 0.95);
    svg.add(`<path d="${stadium(y0 + D)}" fill="${wall}"/>`);
    svg.add(`<rect x="${x0}" y="${y0 + r}" width="${W}" height="${D}" fill="${wall}"/>`);
    svg.add(`<path d="${lowerHalf(y0 + D)}V${y0 + r}H${x0}Z" fill="none" stroke="${darken(color, 0.3)}" stroke-width="2"/>`);
    svg.add(`<path d="${lowerHalf(y0 + D * 0.5)}" fill="none" stroke="${darken(color, 0.5)}" stroke-width="3"/>`);
    svg.add(`<path d="${lowerHalf(y0 + D * 0.5 + 4)}" fill="none" stroke="#ffffff" stroke-opacity="0.15" stroke-width="2"/>`);
    svg.add(`<path d="${stadium(y0)}" fill="${topFill}" stroke="${darken(color, 0.3)}" stroke-width="2"/>`);
    const dome = svg.radial(470, y0 + Ht * 0.4, W * 0.45, [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ]);
    svg.add(`<path d="${stadium(y0)}" fill="${dome}" transform="translate(500 ${y0 + r}) scale(1 0.8) translate(-500 ${-(y0 + r)})"/>`);
    svg.add(
      `<path d="M${x0 + r - 20} ${y0 + 30}Q500 ${y0 + 8} ${x1 - r + 20} ${y0 + 30}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="9" stroke-linecap="round"/>`,
    );
    svg.add(`<rect x="470" y="${y0 + Ht - 34}" width="60" height="16" rx="8" fill="#d8d8d8" stroke="#9a9a9a" stroke-width="1"/>`);
    svg.add(pictogram(500, y0 + Ht - 26, 38, '#7a7a7a', 2));
  } else {
    // end view: D-shaped cross-section of the clamshell, plus the long side receding
    const g = svg.linear(0, 140, 0, 400, [
      [0, light],
      [0.4, color],
      [1, dark],
    ]);
    svg.shadow(500, 398, 520);
    svg.add(
      `<path d="M300 300C300 200 360 150 440 150L640 150C720 150 760 200 760 270C760 350 720 395 640 395L440 395C360 395 300 370 300 300Z" fill="${g}" stroke="${darken(color, 0.3)}" stroke-width="2"/>`,
    );
    svg.add(
      `<ellipse cx="400" cy="272" rx="100" ry="122" fill="${mix(color, '#ffffff', 0.08)}" stroke="${darken(color, 0.3)}" stroke-width="2"/>`,
    );
    svg.add(`<path d="M300 282L760 282" stroke="${darken(color, 0.45)}" stroke-width="3"/>`);
    svg.add(
      `<path d="M340 188Q420 160 520 162L640 162" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"/>`,
    );
  }
}

function drawCloth(svg: Svg, color: string, view: ImageView): void {
  const light = lighten(color, 0.25);
  const dark = darken(color, 0.25);
  const stitch = luminance(color) > 0.5 ? darken(color, 0.3) : lighten(color, 0.45);
  if (view === 'front') {
    const x = 330;
    const y = 70;
    const s = 340;
    svg.shadow(500, y + s + 6, s * 1.1);
    const g = svg.linear(x, y, x + s, y + s, [
      [0, light],
      [0.6, color],
      [1, dark],
    ]);
    const f = 90; // folded corner
    svg.add(
      `<path d="M${x + 8} ${y}L${x + s - 8} ${y}Q${x + s} ${y} ${x + s} ${y + 8}L${x + s} ${y + s - f}L${x + s - f} ${y + s}L${x + 8} ${y + s}Q${x} ${y + s} ${x} ${y + s - 8}L${x} ${y + 8}Q${x} ${y} ${x + 8} ${y}Z" fill="${g}"/>`,
    );
    svg.add(
      `<rect x="${x + 14}" y="${y + 14}" width="${s - 28}" height="${s - 28}" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" clip-path="${svg.clip(`M${x} ${y}H${x + s}V${y + s - f - 8}L${x + s - f - 8} ${y + s}H${x}Z`)}"/>`,
    );
    svg.add(
      `<path d="M${x + s} ${y + s - f}L${x + s - f} ${y + s}L${x + s - f + 6} ${y + s - f + 6}Z" fill="${mix(color, '#ffffff', 0.45)}" stroke="${dark}" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
    svg.add(pictogram(500, y + s / 2 - 10, 150, stitch, 5));
    svg.add(
      `<path d="M${x} ${y + 60}C${x + 120} ${y + 110} ${x + 200} ${y + 40} ${x + s} ${y + 120}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="40"/>`,
    );
  } else {
    // folded stack, seen 3/4 ('angle') or flatter from low ('side')
    const lowView = view === 'side';
    const w = lowView ? 460 : 360;
    const d = lowView ? 90 : 170;
    const shear = lowView ? 70 : 120;
    const x = 500 - (w + shear) / 2;
    const base = lowView ? 330 : 360;
    const layers = 4;
    const th = lowView ? 12 : 9;
    svg.shadow(500, base + layers * th + 6, w + shear);
    for (let i = 0; i < layers; i += 1) {
      const y = base - i * th;
      const g = svg.linear(x, y - d, x + w + shear, y, [
        [0, i === layers - 1 ? light : color],
        [1, i === layers - 1 ? color : dark],
      ]);
      // top face parallelogram with soft rounded front fold
      svg.add(
        `<path d="M${f1(x)} ${f1(y)}L${f1(x + w)} ${f1(y)}L${f1(x + w + shear)} ${f1(y - d)}L${f1(x + shear)} ${f1(y - d)}Z" fill="${g}" stroke="${dark}" stroke-width="1.2" stroke-linejoin="round"/>`,
      );
      svg.add(
        `<path d="M${f1(x)} ${f1(y)}Q${f1(x - 8)} ${f1(y + th / 2)} ${f1(x)} ${f1(y + th)}L${f1(x + w)} ${f1(y + th)}Q${f1(x + w + 8)} ${f1(y + th / 2)} ${f1(x + w)} ${f1(y)}Z" fill="${dark}"/>`,
      );
    }
    const y = base - (layers - 1) * th;
    svg.add(
      `<path d="M${f1(x + 14)} ${f1(y - 10)}L${f1(x + w - 14)} ${f1(y - 10)}L${f1(x + w + shear - 18)} ${f1(y - d + 10)}L${f1(x + shear + 10)} ${f1(y - d + 10)}Z" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5"/>`,
    );
    svg.add(
      `<g transform="matrix(1 0 ${f1(-shear / d)} ${lowView ? 0.45 : 0.75} ${f1(x + w / 2 + shear / 2)} ${f1(y - d / 2)})">${pictogram(0, 0, 130, stitch, 5)}</g>`,
    );
  }
}

function drawSpray(svg: Svg, color: string, view: ImageView): void {
  const cx = 500;
  const top = 150;
  const bottom = 420;
  const bw = 150; // bottle width
  const plastic = svg.linear(cx - bw / 2, 0, cx + bw / 2, 0, [
    [0, '#dfe6ea', 0.95],
    [0.25, '#ffffff', 0.95],
    [0.6, '#eef3f6', 0.95],
    [1, '#c7d1d8', 0.95],
  ]);
  const lab = svg.linear(cx - bw / 2, 0, cx + bw / 2, 0, [
    [0, darken(color, 0.2)],
    [0.3, sheen(color, 0.25)],
    [0.65, color],
    [1, darken(color, 0.35)],
  ]);
  const cap = svg.linear(cx - 40, 0, cx + 40, 0, [
    [0, darken(color, 0.3)],
    [0.35, sheen(color, 0.35)],
    [1, darken(color, 0.4)],
  ]);
  svg.shadow(cx, bottom + 4, bw * 1.5);
  const ell = view === 'front' ? 0 : view === 'angle' ? 14 : 4;
  // bottle body with shoulders
  svg.add(
    `<path d="M${cx - bw / 2} ${bottom - 12}L${cx - bw / 2} ${top + 70}Q${cx - bw / 2} ${top + 30} ${cx - 30} ${top + 18}L${cx - 30} ${top}L${cx + 30} ${top}L${cx + 30} ${top + 18}Q${cx + bw / 2} ${top + 30} ${cx + bw / 2} ${top + 70}L${cx + bw / 2} ${bottom - 12}Q${cx + bw / 2} ${bottom + ell * 0.3} ${cx} ${bottom + ell * 0.3}Q${cx - bw / 2} ${bottom + ell * 0.3} ${cx - bw / 2} ${bottom - 12}Z" fill="${plastic}" stroke="#aab6be" stroke-width="1.5"/>`,
  );
  // liquid
  svg.add(
    `<path d="M${cx - bw / 2 + 6} ${top + 110}L${cx + bw / 2 - 6} ${top + 110}L${cx + bw / 2 - 6} ${bottom - 14}Q${cx} ${bottom} ${cx - bw / 2 + 6} ${bottom - 14}Z" fill="#bcd9ea" fill-opacity="0.35"/>`,
  );
  // label
  const ly = top + 120;
  const lh = 130;
  svg.add(
    `<path d="M${cx - bw / 2} ${ly}Q${cx} ${ly + ell} ${cx + bw / 2} ${ly}L${cx + bw / 2} ${ly + lh}Q${cx} ${ly + lh + ell} ${cx - bw / 2} ${ly + lh}Z" fill="${lab}"/>`,
  );
  const ink = luminance(color) > 0.45 ? '#1f2327' : '#ffffff';
  const shift = view === 'angle' ? -18 : view === 'side' ? -40 : 0;
  svg.add(
    `<g clip-path="${svg.clip(`M${cx - bw / 2} ${ly}H${cx + bw / 2}V${ly + lh}H${cx - bw / 2}Z`)}">${pictogram(cx + shift, ly + 42, 90, ink, 4)}${textEl(cx + shift, ly + 90, 17, 'LENS', ink, { anchor: 'middle', spacing: 2 })}${textEl(cx + shift, ly + 110, 13, 'CLEANER', ink, { anchor: 'middle', spacing: 2, weight: 400 })}</g>`,
  );
  // gloss stripe
  svg.add(
    `<path d="M${cx - bw / 2 + 22} ${top + 60}L${cx - bw / 2 + 22} ${bottom - 20}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"/>`,
  );
  // collar + pump head
  svg.add(`<rect x="${cx - 36}" y="${top - 34}" width="72" height="40" rx="5" fill="${cap}"/>`);
  svg.add(
    `<path d="M${cx - 36} ${top - 24}H${cx + 36}M${cx - 36} ${top - 14}H${cx + 36}M${cx - 36} ${top - 4}H${cx + 36}" stroke="${darken(color, 0.45)}" stroke-opacity="0.5" stroke-width="1.5"/>`,
  );
  svg.add(`<rect x="${cx - 8}" y="${top - 56}" width="16" height="24" fill="${darken(color, 0.1)}"/>`);
  svg.add(`<rect x="${cx - 26}" y="${top - 100}" width="52" height="48" rx="10" fill="${cap}"/>`);
  if (view === 'front') {
    svg.add(`<circle cx="${cx}" cy="${top - 80}" r="7" fill="${darken(color, 0.55)}"/>`);
  } else {
    const len = view === 'angle' ? 26 : 40;
    svg.add(
      `<path d="M${cx + 20} ${top - 88}H${cx + 20 + len}Q${cx + 28 + len} ${top - 88} ${cx + 28 + len} ${top - 80}Q${cx + 28 + len} ${top - 72} ${cx + 20 + len} ${top - 72}H${cx + 20}Z" fill="${cap}"/>`,
    );
    svg.add(`<circle cx="${cx + 26 + len}" cy="${top - 80}" r="3" fill="${darken(color, 0.6)}"/>`);
  }
  svg.add(
    `<path d="M${cx - 18} ${top - 92}Q${cx - 18} ${top - 96} ${cx - 10} ${top - 96}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"/>`,
  );
}

/** Chain links along a polyline. */
function chainLinks(svg: Svg, pts: V2[], color: string, size: number): void {
  const light = sheen(color, 0.5);
  const dark = darken(color, 0.35);
  // resample by arc length
  const out: { p: V2; a: number }[] = [];
  const step = size * 1.35;
  let acc = 0;
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const seg = Math.hypot(x1 - x0, y1 - y0);
    let t = acc === 0 && i === 1 ? 0 : step - acc;
    while (t <= seg) {
      const f = seg === 0 ? 0 : t / seg;
      out.push({ p: [x0 + (x1 - x0) * f, y0 + (y1 - y0) * f], a: (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI });
      t += step;
    }
    acc = seg - (t - step);
  }
  out.forEach(({ p, a }, i) => {
    const flat = i % 2 === 1;
    svg.add(
      `<ellipse cx="${f1(p[0])}" cy="${f1(p[1])}" rx="${f1(size)}" ry="${f1(flat ? size * 0.28 : size * 0.58)}" transform="rotate(${f1(a)} ${f1(p[0])} ${f1(p[1])})" fill="none" stroke="${flat ? dark : color}" stroke-width="${f1(size * 0.32)}"/>`,
    );
    if (!flat) {
      svg.add(
        `<ellipse cx="${f1(p[0])}" cy="${f1(p[1] - size * 0.12)}" rx="${f1(size * 0.7)}" ry="${f1(size * 0.35)}" transform="rotate(${f1(a)} ${f1(p[0])} ${f1(p[1])})" fill="none" stroke="${light}" stroke-opacity="0.7" stroke-width="${f1(size * 0.1)}"/>`,
      );
    }
  });
}

function catenary(x0: number, y0: number, x1: number, y1: number, sag: number, n = 60): V2[] {
  const pts: V2[] = [];
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const c = Math.cosh((t - 0.5) * 3);
    const c0 = Math.cosh(1.5);
    const drop = (sag * (c0 - c)) / (c0 - 1);
    pts.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + drop]);
  }
  return pts;
}

function chainEnd(x: number, y: number, angle: number): string {
  // rubber loop that slips over a temple tip
  return (
    `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(angle)})">` +
    `<rect x="-8" y="-4" width="16" height="26" rx="4" fill="#2b2b2b"/>` +
    `<ellipse cx="0" cy="-14" rx="11" ry="14" fill="none" stroke="#2b2b2b" stroke-width="5"/>` +
    `</g>`
  );
}

function drawChain(svg: Svg, color: string, view: ImageView): void {
  if (view === 'front') {
    svg.shadow(500, 430, 560, 0.6);
    const pts = catenary(215, 110, 785, 110, 280);
    chainLinks(svg, pts, color, 11);
    svg.add(chainEnd(215, 96, 8));
    svg.add(chainEnd(785, 96, -8));
  } else if (view === 'angle') {
    // worn on a pair of glasses: chain hanging from the temple tips
    const g = drawGlasses(svg, {
      shape: 'round',
      color: '#2a2a2a',
      view: 'front',
      box: { cx: 500, cy: 140, w: 470, h: 170 },
      shadow: false,
    });
    const [r, l] = g.hinges;
    const pts = catenary(l[0] - 4, l[1] + 16, r[0] + 4, r[1] + 16, 250);
    chainLinks(svg, pts, color, 9);
    svg.add(chainEnd(l[0] - 4, l[1] + 8, 0));
    svg.add(chainEnd(r[0] + 4, r[1] + 8, 0));
    svg.shadow(500, 440, 360, 0.5);
  } else {
    // coiled loosely on the floor, seen from above at an angle
    svg.shadow(500, 400, 520, 0.6);
    const pts: V2[] = [];
    for (let i = 0; i <= 160; i += 1) {
      const t = (i / 160) * Math.PI * 4.2;
      const r = 200 - i * 0.75;
      pts.push([500 + r * Math.cos(t), 270 + r * 0.42 * Math.sin(t)]);
    }
    chainLinks(svg, pts, color, 9);
    svg.add(chainEnd(pts[0][0] + 10, pts[0][1], -90));
    const e = pts[pts.length - 1];
    svg.add(chainEnd(e[0] - 12, e[1], 90));
  }
}

function drawGiftcard(svg: Svg, color: string, text: string, view: ImageView): void {
  const w = 560;
  const h = Math.round(w / 1.586);
  const ink = luminance(color) > 0.5 ? '#1d2125' : '#ffffff';
  const card = () => {
    const g = svg.linear(0, 0, w, h, [
      [0, sheen(color, 0.3)],
      [0.55, color],
      [1, darken(color, 0.35)],
    ]);
    const clip = svg.clip(`M0 0H${w}V${h}H0Z`);
    const label = text || 'Gift card';
    const size = Math.min(118, (w * 0.62) / (0.62 * Math.max(1, label.length)));
    return (
      `<g><rect x="0" y="0" width="${w}" height="${h}" rx="28" fill="${g}" stroke="${darken(color, 0.3)}" stroke-opacity="0.35" stroke-width="1.5"/>` +
      `<g clip-path="${clip}"><circle cx="${w * 0.92}" cy="${h * 0.05}" r="${h * 0.75}" fill="#ffffff" fill-opacity="0.08"/>` +
      `<circle cx="${w * 1.02}" cy="${h * 0.1}" r="${h * 0.5}" fill="#ffffff" fill-opacity="0.07"/>` +
      `<path d="M0 ${h * 0.78}C${w * 0.3} ${h * 0.68} ${w * 0.6} ${h * 0.95} ${w} ${h * 0.8}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="26"/></g>` +
      `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="27" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>` +
      pictogram(92, 78, 110, ink, 7) +
      textEl(w - 36, 70, 22, 'GIFT CARD', ink, { anchor: 'end', spacing: 4, opacity: 0.9 }) +
      textEl(40, h - 46, size, label, ink, { weight: 700 }) +
      `</g>`
    );
  };
  if (view === 'front') {
    const x = (PRODUCT_W - w) / 2;
    const y = 40;
    svg.shadow(500, y + h + 10, w);
    svg.add(`<g transform="translate(${x} ${y})">${card()}</g>`);
  } else if (view === 'angle') {
    svg.shadow(500, 440, w * 1.05);
    // an envelope behind, the card rotated in front
    svg.add(
      `<g transform="translate(250 120) rotate(6)"><rect x="0" y="0" width="520" height="300" rx="8" fill="#f4efe6" stroke="#d9d1c3" stroke-width="2"/><path d="M0 0L260 170L520 0" fill="none" stroke="#d9d1c3" stroke-width="2"/></g>`,
    );
    svg.add(`<g transform="translate(240 110) rotate(-9) scale(0.9)">${card()}</g>`);
  } else {
    svg.shadow(500, 452, w * 0.8);
    // standing card seen obliquely (its right edge further away)
    svg.add(`<g transform="matrix(0.74 0.1 0 0.9 293 55)">${card()}</g>`);
  }
}

// ---------------------------------------------------------------------------------------------
// Compose
// ---------------------------------------------------------------------------------------------

/** The product drawing (no background) in a 1000x500 frame. */
function drawProduct(svg: Svg, spec: ImageSpec): void {
  const color = normHex(spec.color) ? `#${normHex(spec.color)}` : '#555555';
  const view: ImageView = VIEWS.includes(spec.view) ? spec.view : 'front';
  const shape = spec.shape && SHAPES.includes(spec.shape) ? spec.shape : 'square';
  switch (spec.kind) {
    case 'eyeglasses':
      drawGlasses(svg, { shape, color, view });
      break;
    case 'sunglasses':
      drawGlasses(svg, { shape, color, view, lens: normHex(spec.lens) ? `#${normHex(spec.lens)}` : '#3a3a3a' });
      break;
    case 'contact-lenses':
      drawContactLenses(svg, color, spec.text ?? '', view);
      break;
    case 'case':
      drawCase(svg, color, view);
      break;
    case 'cloth':
      drawCloth(svg, color, view);
      break;
    case 'spray':
      svg.add('<g transform="translate(500 262) scale(1.08) translate(-500 -262)">');
      drawSpray(svg, color, view);
      svg.add('</g>');
      break;
    case 'chain':
      drawChain(svg, color, view);
      break;
    case 'giftcard':
      drawGiftcard(svg, color, spec.text ?? '', view);
      break;
    default:
      drawCase(svg, color, view);
  }
}

/** Full SVG document of a product image. Exported for tests/previews. */
export function productImageSvg(spec: ImageSpec): string {
  const svg = new Svg('p');
  const bg = svg.radial(500, 210, 640, [
    [0, '#fdfcfb'],
    [0.7, '#f6f4f1'],
    [1, '#efece8'],
  ]);
  drawProduct(svg, spec);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_W}" height="${PRODUCT_H}" viewBox="0 0 ${PRODUCT_W} ${PRODUCT_H}">` +
    `<rect width="${PRODUCT_W}" height="${PRODUCT_H}" fill="${bg}"/>` +
    svg.render() +
    `</svg>`
  );
}

const BANNER_SHAPES: Record<string, string[]> = {
  eyeglasses: ['round', 'rectangle', 'cat-eye'],
  sunglasses: ['aviator', 'square', 'round'],
};

/** Full SVG document of a category banner. Exported for tests/previews. */
export function categoryImageSvg(kind: ImageKind, color: string): string {
  const c = normHex(color) ? `#${normHex(color)}` : '#555555';
  const outer = new Svg('k');
  const bg = outer.linear(0, 0, CATEGORY_W, CATEGORY_H, [
    [0, mix(c, '#f7f3ee', 0.86)],
    [0.55, mix(c, '#fbf9f6', 0.94)],
    [1, mix(c, '#f3efe9', 0.9)],
  ]);
  const glow = outer.radial(600, 150, 560, [
    [0, '#ffffff', 0.6],
    [1, '#ffffff', 0],
  ]);
  const parts: string[] = [];
  const centres = [220, 600, 980];
  const glasses = kind === 'eyeglasses' || kind === 'sunglasses';
  centres.forEach((cx, i) => {
    const tile = new Svg(`t${i}`);
    const spec: ImageSpec = glasses
      ? { kind, shape: (BANNER_SHAPES[kind] ?? ['square', 'square', 'square'])[i], color: c, view: 'front' }
      : {
          kind,
          color: c,
          view: (['angle', 'front', 'side'] as const)[i],
          text: kind === 'giftcard' ? '€50' : kind === 'contact-lenses' ? 'Daily comfort' : undefined,
        };
    drawProduct(tile, spec);
    const s = glasses ? (i === 1 ? 0.41 : 0.36) : i === 1 ? 0.5 : 0.44;
    parts.push(`<g transform="translate(${f1(cx - 500 * s)} ${f1(200 - 245 * s)}) scale(${s})">${tile.render()}</g>`);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CATEGORY_W}" height="${CATEGORY_H}" viewBox="0 0 ${CATEGORY_W} ${CATEGORY_H}">` +
    `${outer.render()}<rect width="${CATEGORY_W}" height="${CATEGORY_H}" fill="${bg}"/>` +
    `<rect width="${CATEGORY_W}" height="${CATEGORY_H}" fill="${glow}"/>` +
    parts.join('') +
    `</svg>`
  );
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8'), { density: 72 }).removeAlpha().webp(WEBP).toBuffer();
}

/** Renders the WebP bytes of one product image (exported for tests/previews). */
export function renderProductImage(spec: ImageSpec): Promise<Buffer> {
  return rasterise(productImageSvg(spec));
}

async function exists(file: string): Promise<boolean> {
  try {
    const st = await fs.stat(file);
    return st.isFile() && st.size > 0;
  } catch {
    return false;
  }
}

/** Writes atomically (temp file + rename) so an interrupted run never leaves a truncated image. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

async function runPool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Renders every distinct spec once (deduplicated by path) into productMediaDir, creating the
 * dispersion folders; files that already exist are left untouched.
 */
export async function writeProductImages(productMediaDir: string, specs: ImageSpec[]): Promise<void> {
  const byPath = new Map<string, ImageSpec>();
  for (const spec of specs) {
    const p = productImagePath(spec);
    if (!byPath.has(p)) byPath.set(p, spec);
  }
  await runPool([...byPath.entries()], CONCURRENCY, async ([rel, spec]) => {
    const file = path.join(productMediaDir, rel);
    if (await exists(file)) return;
    await writeAtomic(file, await renderProductImage(spec));
  });
}

/** Writes 1200x400 category banners (a row of three items of the kind) for each key. */
export async function writeCategoryImages(
  categoryMediaDir: string,
  keys: { key: string; kind: ImageKind; color: string }[],
): Promise<void> {
  const byPath = new Map<string, { kind: ImageKind; color: string }>();
  for (const k of keys) {
    const p = categoryImagePath(k.key);
    if (!byPath.has(p)) byPath.set(p, k);
  }
  await runPool([...byPath.entries()], CONCURRENCY, async ([rel, k]) => {
    const file = path.join(categoryMediaDir, rel);
    if (await exists(file)) return;
    await writeAtomic(file, await rasterise(categoryImageSvg(k.kind, k.color)));
  });
}
