import styles from './Panels.module.css';

/** A titled list of items worded in the page's language. */
export function TextList({ title, items, empty }: { title: string; items: readonly string[]; empty?: string }) {
  if (items.length === 0 && !empty) return null;
  return (
    <section className={styles.list}>
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
