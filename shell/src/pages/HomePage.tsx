import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageHeading } from './PageHeading';
import styles from './Pages.module.css';

export function HomePage() {
  return (
    <>
      <PageHeading
        title="Health Map"
        description="See where people report symptoms on a live outbreak map, and add your own report anonymously."
        intro="Anonymous symptom reports from the community, grouped on a world map."
      />
      <div className={styles.homeGrid}>
        <RemoteSlot remote="map" expose="HealthMap" className={styles.homeMap} />
        <RemoteSlot remote="report" expose="ReportForm" className={styles.homeForm} />
      </div>
      <RemoteSlot remote="map" expose="HealthStats" />
    </>
  );
}
