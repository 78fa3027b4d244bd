import styles from './Community.module.css';

/** docs/SPEC.md §2: shown whenever the chat remote (and so live chat) is not available. */
export function CommunityPlaceholder() {
  return (
    <div className={styles.panels} data-testid="community-placeholder">
      <section className={styles.panel} aria-labelledby="connect-heading">
        <h2 id="connect-heading">Connect</h2>
        <p>Live chat is unavailable right now. Please try again later.</p>
      </section>
      <section className={styles.panel} aria-labelledby="community-heading">
        <h2 id="community-heading">Health Community</h2>
        <p>Live chat is unavailable right now. Please try again later.</p>
      </section>
    </div>
  );
}
