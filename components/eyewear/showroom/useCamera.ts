'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** How starting the camera ended: live, refused by the shopper (or the site's policy), no camera, or another failure. */
export type CameraOutcome = 'live' | 'denied' | 'missing' | 'failed';

/** The reason getUserMedia gave, in the try-on's terms. */
export function cameraOutcomeOf(error: unknown): Exclude<CameraOutcome, 'live'> {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/**
 * The front camera in a video element. The stream stays in the page (it is only drawn on a canvas)
 * and is stopped on stop() and when the component goes away.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, [video]);

  const start = useCallback(async (): Promise<CameraOutcome> => {
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'missing';
    stop();
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
        audio: false,
      });
      stream.current = media;
      const element = video.current;
      if (!element) {
        stop();
        return 'failed';
      }
      element.srcObject = media;
      await element.play();
      return 'live';
    } catch (error) {
      stop();
      return cameraOutcomeOf(error);
    }
  }, [stop, video]);

  useEffect(() => stop, [stop]);

  return { start, stop, isLive: () => stream.current !== null };
}
