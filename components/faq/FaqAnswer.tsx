import styles from './Faq.module.css';

/** An answer's paragraphs (plain text; a blank line separates them). */
export function FaqAnswer({ answer }: { answer: string }) {
  const paragraphs = answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={styles.answer}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
