/**
 * Geometry of a face from its 68 landmarks (the iBUG 300-W layout that face-api's landmark models
 * return), for the virtual try-on: where a frame sits, how wide it is, how it turns with the head,
 * and which face shape the proportions suggest. Pure functions over points in image pixels (y down),
 * so tests feed landmarks without a model.
 *
 * The layout, as seen in the image: 0–16 the jaw line from the image's left ear to its right ear
 * (8 the chin), 17–21 and 22–26 the brows, 27–30 the nose bridge, 36–41 the eye on the image's
 * left (the person's right eye) and 42–47 the other eye.
 */

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned box in image pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const LANDMARK_COUNT = 68;

export const LANDMARKS = {
  jawStart: 0,
  chin: 8,
  jawEnd: 16,
  imageLeftEye: [36, 37, 38, 39, 40, 41],
  imageRightEye: [42, 43, 44, 45, 46, 47],
  imageLeftBrowMiddle: 19,
  imageRightBrowMiddle: 24,
} as const;

export const FACE_SHAPES = ['oval', 'round', 'square', 'heart', 'long'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];

export const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function centroid(points: readonly Point[]): Point {
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** The interior angle at `vertex` of the corner from `a` to `b`, in degrees (0–180). */
export function cornerAngle(a: Point, vertex: Point, b: Point): number {
  const first = Math.atan2(a.y - vertex.y, a.x - vertex.x);
  const second = Math.atan2(b.y - vertex.y, b.x - vertex.x);
  let degrees = Math.abs(((second - first) * 180) / Math.PI) % 360;
  if (degrees > 180) degrees = 360 - degrees;
  return degrees;
}

function assertLandmarks(points: readonly Point[]): void {
  if (points.length !== LANDMARK_COUNT) throw new RangeError(`Expected ${LANDMARK_COUNT} landmarks, got ${points.length}`);
}

/** The centres of the two eyes, the one on the image's left first. */
export function eyeCentres(points: readonly Point[]): { left: Point; right: Point } {
  assertLandmarks(points);
  return {
    left: centroid(LANDMARKS.imageLeftEye.map((index) => points[index])),
    right: centroid(LANDMARKS.imageRightEye.map((index) => points[index])),
  };
}

/**
 * The head's roll: the angle of the line from the eye on the image's left to the other one, in
 * radians, positive when that line goes down to the right (clockwise on screen, as canvas rotates).
 */
export function headRoll(points: readonly Point[]): number {
  const { left, right } = eyeCentres(points);
  return Math.atan2(right.y - left.y, right.x - left.x);
}

export interface FaceMeasurements {
  /** Between the eyes' centres. */
  eyeDistance: number;
  /** Across the face at the temples (jaw line's two ends, by the ears). */
  templeWidth: number;
  /** Across the cheekbones (second points of the jaw line). */
  cheekboneWidth: number;
  /** Across the jaw at its corners. */
  jawWidth: number;
  /**
   * Forehead to chin. The landmarks stop at the brows; by the classical thirds of a face the brows
   * are a third of the way down from the hairline, so the length is 1.5 × brows-to-chin.
   */
  faceLength: number;
  /** The jaw's corner angle in degrees (about 110° for a square jaw, 140° and more for a soft or pointed one). */
  jawAngle: number;
}

const FOREHEAD_FACTOR = 1.5;

export function measureFace(points: readonly Point[]): FaceMeasurements {
  const { left, right } = eyeCentres(points);
  const brows = midpoint(points[LANDMARKS.imageLeftBrowMiddle], points[LANDMARKS.imageRightBrowMiddle]);
  const chin = points[LANDMARKS.chin];
  const jawAngle = (cornerAngle(points[0], points[4], chin) + cornerAngle(points[16], points[12], chin)) / 2;
  return {
    eyeDistance: distance(left, right),
    templeWidth: distance(points[0], points[16]),
    cheekboneWidth: distance(points[1], points[15]),
    jawWidth: distance(points[4], points[12]),
    faceLength: distance(brows, chin) * FOREHEAD_FACTOR,
    jawAngle,
  };
}

/** The proportions the face shape is read from: all ratios, so they hold at any size and roll. */
export interface FaceProportions {
  /** Face length ÷ cheekbone width. */
  length: number;
  /** Jaw width ÷ cheekbone width. */
  jaw: number;
  /** The jaw's corner angle in degrees. */
  jawAngle: number;
}

export function faceProportions(measurements: FaceMeasurements): FaceProportions {
  return {
    length: measurements.faceLength / measurements.cheekboneWidth,
    jaw: measurements.jawWidth / measurements.cheekboneWidth,
    jawAngle: measurements.jawAngle,
  };
}

/**
 * Where the proportions change the verdict. A long face is clearly longer than wide; a square one
 * has a jaw nearly as wide as its cheekbones with a marked corner; a heart narrows to its chin; a
 * round one is about as long as wide; anything between is oval. The tiny landmark model draws
 * every jaw a little like the average one, so the limits sit close to the average proportions it
 * gives (length 1.47, jaw 0.80, jaw angle 139° over the faces of face-api's sample photos).
 */
export const FACE_SHAPE_LIMITS = {
  longFrom: 1.58,
  squareJawFrom: 0.83,
  squareAngleUpTo: 136,
  heartJawBelow: 0.785,
  roundLengthUpTo: 1.38,
} as const;

/** The face shape the proportions suggest (an estimate to offer the shopper, never a verdict). */
export function classifyFaceShape(proportions: FaceProportions): FaceShape {
  const limits = FACE_SHAPE_LIMITS;
  if (proportions.length >= limits.longFrom) return 'long';
  if (proportions.jaw >= limits.squareJawFrom && proportions.jawAngle <= limits.squareAngleUpTo) return 'square';
  if (proportions.jaw < limits.heartJawBelow) return 'heart';
  if (proportions.length <= limits.roundLengthUpTo) return 'round';
  return 'oval';
}

export function estimateFaceShape(points: readonly Point[]): FaceShape {
  return classifyFaceShape(faceProportions(measureFace(points)));
}

/** Where a frame is drawn: its centre, size and turn, in image pixels and radians. */
export interface FramePlacement {
  centre: Point;
  width: number;
  height: number;
  angle: number;
}

/**
 * Frames are about as wide as the face at the temples. The landmarks of the temples can wander
 * (hair, a turned head), so the width is the mean of the temple width and 2.4 × the eye distance
 * (the temples of an adult face are about 2.4 eye distances apart).
 */
const EYES_TO_TEMPLES = 2.4;
/** Lenses are centred a little below the eye line, the bridge resting on the nose. */
const DROP_FACTOR = 0.05;

/** The placement of a frame whose height is `aspect` × its width on the face of `points`. */
export function placeFrame(points: readonly Point[], aspect: number): FramePlacement {
  const { left, right } = eyeCentres(points);
  const measurements = measureFace(points);
  const angle = headRoll(points);
  const width = (measurements.templeWidth + EYES_TO_TEMPLES * measurements.eyeDistance) / 2;
  const height = width * aspect;
  const eyes = midpoint(left, right);
  // "Down" in the face's own frame: perpendicular to the eye line.
  const drop = height * DROP_FACTOR;
  const centre = { x: eyes.x - Math.sin(angle) * drop, y: eyes.y + Math.cos(angle) * drop };
  return { centre, width, height, angle };
}

/** The axis-aligned box around a placed (turned) frame. */
export function placementBox(placement: FramePlacement): Box {
  const cos = Math.abs(Math.cos(placement.angle));
  const sin = Math.abs(Math.sin(placement.angle));
  const width = placement.width * cos + placement.height * sin;
  const height = placement.width * sin + placement.height * cos;
  return { x: placement.centre.x - width / 2, y: placement.centre.y - height / 2, width, height };
}

/** The largest of several faces (the one nearest the camera), or null. */
export function largestFace<T extends { box: Box }>(faces: readonly T[]): T | null {
  return faces.reduce<T | null>(
    (best, face) => (!best || face.box.width * face.box.height > best.box.width * best.box.height ? face : best),
    null,
  );
}

/** Points moved by a uniform scale then a turn about the origin, then a shift (for fitting and tests). */
export function transformPoints(points: readonly Point[], { scale = 1, angle = 0, dx = 0, dy = 0 }): Point[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return points.map((point) => ({
    x: (point.x * cos - point.y * sin) * scale + dx,
    y: (point.x * sin + point.y * cos) * scale + dy,
  }));
}
