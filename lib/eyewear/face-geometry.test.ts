import { FRONTAL_FACE } from './__fixtures__/face';
import {
  classifyFaceShape,
  cornerAngle,
  estimateFaceShape,
  eyeCentres,
  faceProportions,
  FACE_SHAPE_LIMITS,
  headRoll,
  largestFace,
  measureFace,
  placeFrame,
  placementBox,
  transformPoints,
  type Point,
} from './face-geometry';

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (angle: number) => (angle * Math.PI) / 180;

/** The face turned by `angle` degrees about its eyes' midpoint, scaled and moved. */
function moved(points: readonly Point[], { scale = 1, angle = 0, dx = 0, dy = 0 }) {
  const { left, right } = eyeCentres(points);
  const centre = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const centred = points.map((point) => ({ x: point.x - centre.x, y: point.y - centre.y }));
  return transformPoints(centred, { scale, angle: radians(angle), dx: centre.x + dx, dy: centre.y + dy });
}

/** The face stretched (factor > 1) or squashed along its own vertical axis. */
const stretched = (points: readonly Point[], factor: number) => points.map((point) => ({ x: point.x, y: point.y * factor }));

describe('eyes and roll', () => {
  it('finds the eyes of the frontal face level, the one on the image left first', () => {
    const { left, right } = eyeCentres(FRONTAL_FACE);
    expect(left.x).toBeLessThan(right.x);
    expect(Math.abs(left.y - right.y)).toBeLessThan(2);
    expect(Math.abs(degrees(headRoll(FRONTAL_FACE)))).toBeLessThan(1);
  });

  it.each([15, -25, 40])('reads a head tilted by %i° as that roll', (angle) => {
    const base = degrees(headRoll(FRONTAL_FACE));
    expect(degrees(headRoll(moved(FRONTAL_FACE, { angle }))) - base).toBeCloseTo(angle, 6);
  });

  it('needs all 68 landmarks', () => {
    expect(() => headRoll(FRONTAL_FACE.slice(0, 67))).toThrow(RangeError);
  });

  it('measures corner angles in degrees', () => {
    expect(cornerAngle({ x: 0, y: -1 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toBeCloseTo(90);
    expect(cornerAngle({ x: -1, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toBeCloseTo(180);
    expect(cornerAngle({ x: 1, y: 1 }, { x: 0, y: 0 }, { x: 1, y: -1 })).toBeCloseTo(90);
  });
});

describe('placeFrame', () => {
  const aspect = 0.4;

  it('centres the frame between the eyes, a little below their line, as wide as the face at the temples', () => {
    const placement = placeFrame(FRONTAL_FACE, aspect);
    const { left, right } = eyeCentres(FRONTAL_FACE);
    const measurements = measureFace(FRONTAL_FACE);
    expect(placement.centre.x).toBeCloseTo((left.x + right.x) / 2, 0);
    expect(placement.centre.y).toBeGreaterThan((left.y + right.y) / 2);
    expect(placement.centre.y - (left.y + right.y) / 2).toBeLessThan(placement.height / 5);
    expect(placement.width / measurements.templeWidth).toBeGreaterThan(0.9);
    expect(placement.width / measurements.templeWidth).toBeLessThan(1.1);
    // Wider than the eyes, so both lenses cover them.
    expect(placement.width).toBeGreaterThan(2 * measurements.eyeDistance);
    expect(placement.height).toBeCloseTo(placement.width * aspect);
  });

  it('scales with the face and turns with the head', () => {
    const base = placeFrame(FRONTAL_FACE, aspect);
    const tilted = placeFrame(moved(FRONTAL_FACE, { scale: 2, angle: 20, dx: 30, dy: -10 }), aspect);
    expect(tilted.width).toBeCloseTo(base.width * 2, 6);
    expect(degrees(tilted.angle - base.angle)).toBeCloseTo(20, 6);
  });

  it('keeps the frame on the face: over both eyes, its ends at the temples, at any roll', () => {
    for (const angle of [0, 12, -30]) {
      const face = moved(FRONTAL_FACE, { angle });
      const placement = placeFrame(face, aspect);
      const along = { x: Math.cos(placement.angle), y: Math.sin(placement.angle) };
      const ends = [-1, 1].map((side) => ({
        x: placement.centre.x + (side * along.x * placement.width) / 2,
        y: placement.centre.y + (side * along.y * placement.width) / 2,
      }));
      // Each end of the frame is near the temple on its side (the jaw line's ends, 0 and 16).
      expect(Math.hypot(ends[0].x - face[0].x, ends[0].y - face[0].y)).toBeLessThan(0.15 * placement.width);
      expect(Math.hypot(ends[1].x - face[16].x, ends[1].y - face[16].y)).toBeLessThan(0.15 * placement.width);
      // Both eyes are inside the frame's own (turned) rectangle.
      const { left, right } = eyeCentres(face);
      for (const eye of [left, right]) {
        const dx = eye.x - placement.centre.x;
        const dy = eye.y - placement.centre.y;
        expect(Math.abs(dx * along.x + dy * along.y)).toBeLessThan(placement.width / 2);
        expect(Math.abs(-dx * along.y + dy * along.x)).toBeLessThan(placement.height / 2);
      }
      // Upright, its box lies within the face's landmarks (give or take a temple: this face is
      // turned a little, so the frame centred on the eyes reaches past its nearer cheek), above the chin.
      if (angle === 0) {
        const box = placementBox(placement);
        const xs = face.map((point) => point.x);
        expect(box.x).toBeGreaterThan(Math.min(...xs) - 0.1 * box.width);
        expect(box.x + box.width).toBeLessThan(Math.max(...xs) + 0.1 * box.width);
        expect(box.y + box.height).toBeLessThan(face[8].y);
      }
    }
  });

  it('gives the box of a turned frame its full extent', () => {
    const box = placementBox({ centre: { x: 100, y: 50 }, width: 40, height: 10, angle: Math.PI / 2 });
    expect(box.width).toBeCloseTo(10);
    expect(box.height).toBeCloseTo(40);
    expect(box.x).toBeCloseTo(95);
    expect(box.y).toBeCloseTo(30);
  });
});

describe('face shape', () => {
  it('reads proportions that hold at any size, place and roll', () => {
    const base = faceProportions(measureFace(FRONTAL_FACE));
    const other = faceProportions(measureFace(moved(FRONTAL_FACE, { scale: 0.37, angle: -33, dx: 500, dy: 80 })));
    expect(other.length).toBeCloseTo(base.length, 6);
    expect(other.jaw).toBeCloseTo(base.jaw, 6);
    expect(other.jawAngle).toBeCloseTo(base.jawAngle, 6);
  });

  it('estimates the frontal face as oval, a longer one as long and a shorter one as round', () => {
    expect(estimateFaceShape(FRONTAL_FACE)).toBe('oval');
    expect(estimateFaceShape(stretched(FRONTAL_FACE, 1.15))).toBe('long');
    expect(estimateFaceShape(stretched(FRONTAL_FACE, 0.9))).toBe('round');
    // Turned, the same.
    expect(estimateFaceShape(moved(stretched(FRONTAL_FACE, 1.15), { angle: 25 }))).toBe('long');
  });

  it('tells each shape by its proportions', () => {
    const limits = FACE_SHAPE_LIMITS;
    const average = { length: 1.47, jaw: 0.8, jawAngle: 139 };
    expect(classifyFaceShape(average)).toBe('oval');
    expect(classifyFaceShape({ ...average, length: limits.longFrom })).toBe('long');
    expect(classifyFaceShape({ ...average, length: limits.roundLengthUpTo })).toBe('round');
    expect(classifyFaceShape({ ...average, jaw: limits.squareJawFrom, jawAngle: limits.squareAngleUpTo })).toBe('square');
    // A wide jaw with a soft corner is not square.
    expect(classifyFaceShape({ ...average, jaw: 0.86, jawAngle: 145 })).toBe('oval');
    expect(classifyFaceShape({ ...average, jaw: 0.76 })).toBe('heart');
    // Length decides first: a long face with a narrow jaw is long.
    expect(classifyFaceShape({ length: 1.7, jaw: 0.7, jawAngle: 150 })).toBe('long');
  });
});

describe('largestFace', () => {
  it('picks the face with the largest box, or none', () => {
    const small = { box: { x: 0, y: 0, width: 10, height: 10 }, id: 'small' };
    const large = { box: { x: 50, y: 0, width: 30, height: 20 }, id: 'large' };
    expect(largestFace([small, large])?.id).toBe('large');
    expect(largestFace([])).toBeNull();
  });
});
