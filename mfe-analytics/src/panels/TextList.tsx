import styles from './Panels.module.css';

/** A titled list; `lang` is the items' language when it differs from the page's (the API's English sentences). */
export function TextList({
  title,
  items,
  empty,
  lang,
}: {
  title: string;
  items: readonly string[];
  empty?: string;
  lang?: string | undefined;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <section className={styles.list}>
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul lang={lang}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
