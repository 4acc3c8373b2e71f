'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEnteredBeforeCode } from '@/components/forms/useEnteredBeforeCode';
import { estimateFaceShape, type FaceShape } from '@/lib/eyewear/face-geometry';
import { loadFaceLandmarker, type FaceLandmarker } from '@/lib/eyewear/face-landmarker';
import type { TryOnFrame } from '@/lib/eyewear/try-on-frames';
import { FramePicture } from './FramePicture';
import { faceShapeKey, statusKey } from './labels';
import { boxAttribute, decodePhoto, freezeScene, paintTryOn, type PaintedBoxes, type TryOnScene } from './paint-try-on';
import { useCamera } from './useCamera';
import showroom from './Showroom.module.css';
import styles from './TryOn.module.css';

export interface TryOnProps {
  frames: readonly TryOnFrame[];
  /** Told each new face shape the try-on estimates. */
  onFaceShape?: (shape: FaceShape) => void;
  /** The face model: face-api on the device by default (tests pass their own). */
  loadLandmarker?: () => Promise<FaceLandmarker>;
}

type Status =
  | 'idle'
  | 'loading'
  | 'cameraStarting'
  | 'detecting'
  | 'placed'
  | 'noFace'
  | 'cameraDenied'
  | 'cameraMissing'
  | 'cameraFailed'
  | 'modelFailed'
  | 'photoFailed';

/** Statuses that are a problem the shopper should hear at once. */
const PROBLEMS: ReadonlySet<Status> = new Set(['cameraDenied', 'cameraMissing', 'cameraFailed', 'modelFailed', 'photoFailed']);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The virtual try-on: the shopper's camera or a photo, the face found on the device, and the
 * chosen frame drawn on it. The picture never leaves the page.
 */
export function TryOn({ frames, onFaceShape, loadLandmarker = loadFaceLandmarker }: TryOnProps) {
  const t = useTranslations('Showroom');
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [selected, setSelected] = useState(frames[0]?.sku);
  const [boxes, setBoxes] = useState<PaintedBoxes | null>(null);
  const [shape, setShape] = useState<FaceShape | null>(null);
  const [hasPicture, setHasPicture] = useState(false);
  const [cameraOn, setCameraOn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const scene = useRef<TryOnScene | null>(null);
  /** Bumped by every new source: a running camera loop or a photo still loading stops when it changes. */
  const generation = useRef(0);
  const camera = useCamera(video);
  const frame = frames.find((candidate) => candidate.sku === selected) ?? frames[0];
  const frameRef = useRef(frame);
  frameRef.current = frame;
  const shapeRef = useRef<FaceShape | null>(null);

  const render = useCallback(() => {
    const current = scene.current;
    if (!current || !canvas.current) return;
    const painted = paintTryOn(canvas.current, current, frameRef.current);
    setBoxes(painted);
    setHasPicture(true);
    setStatus(current.face ? 'placed' : 'noFace');
    if (current.face) {
      const estimate = estimateFaceShape(current.face.points);
      if (estimate !== shapeRef.current) {
        shapeRef.current = estimate;
        setShape(estimate);
        onFaceShape?.(estimate);
      }
    }
  }, [onFaceShape]);

  // A new frame chosen: draw it on the picture there is.
  useEffect(() => {
    if (scene.current && !cameraOn) render();
  }, [selected, cameraOn, render]);

  useEffect(() => () => void (generation.current += 1), []);

  async function landmarker(run: number): Promise<FaceLandmarker | null> {
    try {
      const loaded = await loadLandmarker();
      return run === generation.current ? loaded : null;
    } catch {
      if (run === generation.current) setStatus('modelFailed');
      return null;
    }
  }

  function stopCamera() {
    generation.current += 1;
    // Keep the last picture (without the camera running) so other frames can still be tried on it.
    if (scene.current && scene.current.source === video.current) scene.current = freezeScene(scene.current);
    camera.stop();
    setCameraOn(false);
  }

  async function startCamera() {
    stopCamera();
    const run = generation.current;
    setStatus('cameraStarting');
    const outcome = await camera.start();
    if (run !== generation.current) return;
    if (outcome !== 'live') {
      setStatus(outcome === 'denied' ? 'cameraDenied' : outcome === 'missing' ? 'cameraMissing' : 'cameraFailed');
      return;
    }
    setCameraOn(true);
    setStatus('loading');
    const model = await landmarker(run);
    if (!model) return stopCamera();
    setStatus('detecting');
    while (run === generation.current && video.current) {
      const source = video.current;
      if (source.readyState >= 2 && source.videoWidth > 0) {
        const face = await model.findFace(source);
        if (run !== generation.current) return;
        scene.current = { source, width: source.videoWidth, height: source.videoHeight, face, mirrored: true };
        render();
      }
      await nextFrame();
    }
  }

  async function showPhoto(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    stopCamera();
    const run = generation.current;
    setStatus('loading');
    let image: HTMLImageElement;
    try {
      image = await decodePhoto(file);
    } catch {
      if (run === generation.current) setStatus('photoFailed');
      return;
    }
    const model = await landmarker(run);
    if (!model) return;
    setStatus('detecting');
    const face = await model.findFace(image);
    if (run !== generation.current) return;
    scene.current = { source: image, width: image.naturalWidth, height: image.naturalHeight, face, mirrored: false };
    render();
  }

  // A photo chosen before the page's code was there is shown as if just chosen.
  const photoInput = useEnteredBeforeCode<HTMLInputElement>((input) => void showPhoto(input));

  const statusText = status === 'idle' ? '' : t(statusKey(status));
  return (
    <div className={styles.tryOn}>
      <p className={styles.privacy}>{t('privacy')}</p>
      <div className={styles.sources}>
        {cameraOn ? (
          <button type="button" className={showroom.button} onClick={stopCamera}>
            {t('stopCamera')}
          </button>
        ) : (
          <button type="button" className={showroom.button} onClick={startCamera}>
            {t('useCamera')}
          </button>
        )}
        <div className={styles.photo}>
          <label htmlFor={`${id}-photo`}>{t('choosePhoto')}</label>
          <input ref={photoInput} id={`${id}-photo`} type="file" accept="image/*" onChange={(event) => void showPhoto(event.target)} />
        </div>
      </div>

      {/* Both live regions are always in the page: screen readers only announce changes in regions they know. */}
      <div>
        <p role="status" className={styles.status}>
          {PROBLEMS.has(status) ? '' : statusText}
        </p>
        <p role="alert" className={showroom.problem}>
          {PROBLEMS.has(status) ? statusText : ''}
        </p>
      </div>

      <div className={styles.stage} hidden={!hasPicture}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          role="img"
          aria-label={frame ? t('canvasLabel', { frame: frame.name }) : t('canvasLabelNoFrame')}
          data-state={status}
          data-frame-sku={frame?.sku}
          data-face-box={boxAttribute(boxes?.face)}
          data-frame-box={boxAttribute(boxes?.frame)}
        />
      </div>
      {/* The camera's picture is only read from, to be drawn on the canvas. */}
      <video ref={video} className={styles.video} muted playsInline aria-hidden="true" tabIndex={-1} />

      {shape ? <p className={styles.estimate}>{t('faceShapeEstimate', { shape: t(faceShapeKey(shape)) })}</p> : null}

      {frames.length > 0 ? (
        <fieldset className={styles.frames}>
          <legend>{t('frameChoice')}</legend>
          <ul className={styles.frameList} role="list">
            {frames.map((candidate) => (
              <li key={candidate.sku}>
                <label className={`${showroom.card} ${styles.frameOption}`}>
                  <input
                    type="radio"
                    name={`${id}-frame`}
                    value={candidate.sku}
                    checked={candidate.sku === frame?.sku}
                    onChange={() => setSelected(candidate.sku)}
                  />
                  <FramePicture frameStyle={candidate.style} colour={candidate.colour} tinted={candidate.tinted} />
                  <span>{candidate.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
