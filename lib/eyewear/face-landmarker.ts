/**
 * The seam between the try-on and the face model: find the face in a picture and its 68
 * landmarks, on the device. The implementation loads @vladmandic/face-api (TensorFlow.js with
 * its tiny face detector and tiny 68-landmark model) only when first asked, from this site:
 * the library by a dynamic import, the models from /api/showroom-models/{version}/. Nothing is
 * sent anywhere; tests give the try-on their own FaceLandmarker.
 */
import { largestFace, type Box, type Point } from './face-geometry';

export interface FaceObservation {
  /** The detected face, in the input's pixels. */
  box: Box;
  /** The 68 landmarks, in the input's pixels. */
  points: Point[];
}

export type FaceInput = HTMLImageElement | HTMLVideoElement | HTMLCanvasElement;

export interface FaceLandmarker {
  /** The largest face in the picture, or null when there is none. */
  findFace(input: FaceInput): Promise<FaceObservation | null>;
}

/** Where the model files are served (app/api/showroom-models): versioned, so they can be cached for good. */
export const modelBaseUrl = (version: string) => `/api/showroom-models/${encodeURIComponent(version)}`;

/** Faces are looked for at this input size (a multiple of 32: larger finds smaller faces, slower). */
const DETECTOR_INPUT_SIZE = 416;
const DETECTOR_SCORE_THRESHOLD = 0.45;

interface TensorFlowBackends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

/**
 * WebGL where the browser has it, else plain JavaScript on the CPU. The WebAssembly backend is
 * never picked: its binaries would have to be fetched from elsewhere.
 */
async function chooseBackend(tf: TensorFlowBackends): Promise<void> {
  for (const name of ['webgl', 'cpu']) {
    try {
      if (await tf.setBackend(name)) {
        await tf.ready();
        return;
      }
    } catch {
      // Not available here: try the next one.
    }
  }
  throw new Error('No TensorFlow.js backend is available');
}

async function createFaceApiLandmarker(): Promise<FaceLandmarker> {
  const faceapi = await import('@vladmandic/face-api/dist/face-api.esm.js');
  await chooseBackend(faceapi.tf as unknown as TensorFlowBackends);
  const base = modelBaseUrl(faceapi.version);
  await Promise.all([faceapi.nets.tinyFaceDetector.loadFromUri(base), faceapi.nets.faceLandmark68TinyNet.loadFromUri(base)]);
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT_SIZE, scoreThreshold: DETECTOR_SCORE_THRESHOLD });
  return {
    async findFace(input) {
      const faces = await faceapi.detectAllFaces(input, options).withFaceLandmarks(true);
      const observations = faces.map((face) => {
        const { x, y, width, height } = face.detection.box;
        return { box: { x, y, width, height }, points: face.landmarks.positions.map((point) => ({ x: point.x, y: point.y })) };
      });
      return largestFace(observations);
    },
  };
}

let shared: Promise<FaceLandmarker> | undefined;

/** The face-api landmarker, loaded once per page (a failed load may be tried again). */
export function loadFaceLandmarker(): Promise<FaceLandmarker> {
  shared ??= createFaceApiLandmarker().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
