import { useShellT } from '../i18n/shell-catalogs';
import styles from './Community.module.css';

/** docs/SPEC.md §2: shown whenever the chat remote (and so live chat) is not available. */
export function CommunityPlaceholder() {
  const t = useShellT();
  return (
    <div className={styles.panels} data-testid="community-placeholder">
      <section className={styles.panel} aria-labelledby="connect-heading">
        <h2 id="connect-heading">{t('community.connect')}</h2>
        <p>{t('community.unavailable')}</p>
      </section>
      <section className={styles.panel} aria-labelledby="community-heading">
        <h2 id="community-heading">{t('community.healthCommunity')}</h2>
        <p>{t('community.unavailable')}</p>
      </section>
    </div>
  );
}
