import styles from './HeartIcon.module.css';

/**
 * A heart, outlined or filled; decorative (the button around it carries the name and the pressed
 * state). Drawn by CSS (a mask in the text colour, HeartIcon.module.css) rather than an inline SVG:
 * every product card has one, and an element with no path is lighter to send twice (HTML and RSC
 * payload), parse and hydrate (issue 16).
 */
export function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return <span className={[styles.heartIcon, filled && styles.filled, className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
