import type { MouseEvent } from 'react';
import { useShellT } from '../i18n/shell-catalogs';
import styles from './Layout.module.css';

export const MAIN_ID = 'main-content';

/** First tab stop; moves focus into <main> (not just the scroll position). */
export function SkipLink() {
  const t = useShellT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={onClick}>
      {t('skipLink')}
    </a>
  );
}
