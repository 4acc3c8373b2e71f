import { frameDrawing, frameSvgPaths, frameViewBox, RIM_WIDTH, type FrameStyle } from '@/lib/eyewear/frame-drawing';
import styles from './TryOn.module.css';

export interface FramePictureProps {
  frameStyle: FrameStyle;
  /** CSS colour of the rims. */
  colour: string;
  tinted?: boolean;
}

/** A small line drawing of a frame's shape in its colour (decorative: its name is said beside it). */
export function FramePicture({ frameStyle, colour, tinted = false }: FramePictureProps) {
  const drawing = frameDrawing(frameStyle);
  const paths = frameSvgPaths(drawing);
  const stroke = { stroke: colour, strokeWidth: RIM_WIDTH * 1.6, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;
  return (
    <svg className={styles.picture} viewBox={frameViewBox(drawing)} aria-hidden="true" focusable="false">
      <path d={paths.lenses} fill={tinted ? 'rgba(20, 24, 28, 0.55)' : 'none'} {...stroke} />
      <path d={paths.fittings} fill="none" {...stroke} />
    </svg>
  );
}
