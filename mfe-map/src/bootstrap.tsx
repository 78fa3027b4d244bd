// This remote's standalone page (@healthwatch/ui-kit/mount-standalone).
import { mountStandalone } from '@healthwatch/ui-kit/mount-standalone';
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
