// This remote's standalone page (remote-kit/mount-standalone.tsx).
import { mountStandalone } from '../../remote-kit/mount-standalone';
import HealthMap from './health-map/HealthMap';
import HealthStats from './health-stats/HealthStats';

mountStandalone(
  (props) => (
    <>
      <HealthMap {...props} />
      <HealthStats {...props} />
    </>
  ),
  'Health Map',
);
