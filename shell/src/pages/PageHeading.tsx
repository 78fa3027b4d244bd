import { BrandBreaks } from '../meta/BrandBreaks';
import { usePageMeta } from '../meta/usePageMeta';
import styles from './Pages.module.css';

interface Props {
  title: string;
  description: string;
  /** Visible h1; defaults to the title. */
  heading?: string;
  intro?: string;
}

/** Every route's h1, <title> and meta description. */
export function PageHeading({ title, description, heading, intro }: Props) {
  usePageMeta(title, description);
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.h1}>
        <BrandBreaks text={heading ?? title} />
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
