'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FaceShape } from '@/lib/eyewear/face-geometry';
import type { FinderCatalog } from '@/lib/eyewear/finder';
import type { TryOnFrame } from '@/lib/eyewear/try-on-frames';
import { FrameFinder } from './FrameFinder';
import { TryOn } from './TryOn';
import styles from './Showroom.module.css';

export interface ShowroomPlannerProps {
  store: string;
  catalog: FinderCatalog;
  /** A few frames to try on before answering. */
  frames: readonly TryOnFrame[];
}

/** The showroom page's two parts: the try-on (optional) and the frame finder it suggests a face shape to. */
export function ShowroomPlanner({ store, catalog, frames }: ShowroomPlannerProps) {
  const t = useTranslations('Showroom');
  const [faceShape, setFaceShape] = useState<FaceShape | null>(null);
  return (
    <div className={styles.planner}>
      <section aria-labelledby="showroom-try-on" className={styles.section}>
        <h2 id="showroom-try-on">{t('tryOnHeading')}</h2>
        <p className={styles.lead}>{t('tryOnIntro')}</p>
        <TryOn frames={frames} onFaceShape={setFaceShape} />
      </section>
      <section aria-labelledby="showroom-finder" className={styles.section}>
        <h2 id="showroom-finder">{t('finderHeading')}</h2>
        <p className={styles.lead}>{t('finderIntro')}</p>
        <FrameFinder store={store} catalog={catalog} suggestion={faceShape} />
      </section>
    </div>
  );
}
