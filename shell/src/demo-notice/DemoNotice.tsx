import { useShellT } from '../i18n/shell-catalogs';
import { useShellServices } from '../remote-slot/ShellContext';
import styles from './DemoNotice.module.css';
import { useDemoDataStatus } from './useDemoDataStatus';

/** A notice on every page while the database holds simulated reports (`npm run demo`). */
export function DemoNotice() {
  const { remoteProps } = useShellServices();
  const t = useShellT();
  const demo = useDemoDataStatus(remoteProps.config.apiBaseUrl);
  // role=status: announced once when it appears, without taking focus.
  return (
    <div role="status" className={styles.slot}>
      {demo ? <p className={styles.notice}>{t('demo.notice')}</p> : null}
    </div>
  );
}
