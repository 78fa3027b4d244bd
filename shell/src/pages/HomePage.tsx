import { routeDescriptionId, routeLabelId, useShellT } from '../i18n/shell-catalogs';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageHeading } from './PageHeading';
import styles from './Pages.module.css';

export function HomePage() {
  const t = useShellT();
  return (
    <>
      <PageHeading title={t(routeLabelId('/'))} description={t(routeDescriptionId('/'))} intro={t('route./.intro')} />
      <div className={styles.homeGrid}>
        <RemoteSlot remote="map" expose="HealthMap" className={styles.homeMap} />
        <div className={styles.homeForm}>
          <RemoteSlot remote="report" expose="ReportForm" className={styles.homeReportForm} />
          <RemoteSlot remote="report" expose="CheckIn" />
        </div>
      </div>
      <RemoteSlot remote="map" expose="HealthStats" />
    </>
  );
}
