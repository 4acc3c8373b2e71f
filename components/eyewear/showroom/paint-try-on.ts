import { placeFrame, placementBox, type Box } from '@/lib/eyewear/face-geometry';
import type { FaceObservation } from '@/lib/eyewear/face-landmarker';
import { drawFrame, frameDrawing } from '@/lib/eyewear/frame-drawing';
import type { TryOnFrame } from '@/lib/eyewear/try-on-frames';

/** What the try-on shows: a photo or the camera's current picture, and the face found in it. */
export interface TryOnScene {
  source: CanvasImageSource;
  /** The source's own size in pixels. */
  width: number;
  height: number;
  face: FaceObservation | null;
  /** The camera's picture is shown as a mirror, as shoppers expect of a selfie view. */
  mirrored: boolean;
}

/** Where the face and the frame are on the canvas, in its pixels (for tests and assistive text). */
export interface PaintedBoxes {
  face: Box;
  frame: Box;
}

/** The canvas is at most this wide: enough for a sharp picture, small enough to draw quickly. */
export const MAX_CANVAS_WIDTH = 960;

/** Draws the scene with the frame on the face; returns the boxes drawn, or null without a face. */
export function paintTryOn(canvas: HTMLCanvasElement, scene: TryOnScene, frame: TryOnFrame | undefined): PaintedBoxes | null {
  const scale = Math.min(1, MAX_CANVAS_WIDTH / scene.width);
  const width = Math.round(scene.width * scale);
  const height = Math.round(scene.height * scale);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;

  context.clearRect(0, 0, width, height);
  context.save();
  if (scene.mirrored) {
    context.translate(width, 0);
    context.scale(-1, 1);
  }
  context.scale(scale, scale);
  context.drawImage(scene.source, 0, 0, scene.width, scene.height);
  const face = scene.face;
  const placement = face && frame ? placeFrame(face.points, frameDrawing(frame.style).aspect) : null;
  if (placement && frame) drawFrame(context, placement, frame);
  context.restore();

  if (!face || !placement) return null;
  const onCanvas = (box: Box): Box => ({
    x: scene.mirrored ? width - (box.x + box.width) * scale : box.x * scale,
    y: box.y * scale,
    width: box.width * scale,
    height: box.height * scale,
  });
  return { face: onCanvas(face.box), frame: onCanvas(placementBox(placement)) };
}

/**
 * The scene with the camera's current picture copied into a canvas of its own, so it can still be
 * drawn (with another frame) once the camera is stopped.
 */
export function freezeScene(scene: TryOnScene): TryOnScene {
  const still = document.createElement('canvas');
  still.width = scene.width;
  still.height = scene.height;
  still.getContext('2d')?.drawImage(scene.source, 0, 0, scene.width, scene.height);
  return { ...scene, source: still };
}

/** A box as a data attribute: "x,y,width,height" in whole pixels. */
export const boxAttribute = (box: Box | undefined): string | undefined =>
  box ? [box.x, box.y, box.width, box.height].map((value) => Math.round(value)).join(',') : undefined;

/** Decodes a picked photo file into an image, without sending it anywhere. */
export async function decodePhoto(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}
