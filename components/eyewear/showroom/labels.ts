import type { FaceShape } from '@/lib/eyewear/face-geometry';
import type { Style, Usage } from '@/lib/eyewear/finder';

/** Keys of the Showroom namespace that name each answer (`cat-eye` → `CatEye`). */
const suffix = (key: string) => key.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

export const faceShapeKey = (shape: FaceShape) => `face${suffix(shape)}`;
export const faceShapeHintKey = (shape: FaceShape) => `faceHint${suffix(shape)}`;
export const styleKey = (style: Style) => `style${suffix(style)}`;
export const styleHintKey = (style: Style) => `styleHint${suffix(style)}`;
export const usageKey = (usage: Usage) => `usage${suffix(usage)}`;
export const usageHintKey = (usage: Usage) => `usageHint${suffix(usage)}`;
export const questionKey = (step: string) => `question${suffix(step)}`;
export const statusKey = (status: string) => `status${suffix(status)}`;
