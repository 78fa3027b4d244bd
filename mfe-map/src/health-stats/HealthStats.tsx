import type { RemoteProps } from '@healthwatch/contracts';

export default function HealthStats(_props: RemoteProps) {
  return (
    <section aria-labelledby="map-HealthStats-heading">
      <h2 id="map-HealthStats-heading">Health Statistics</h2>
    </section>
  );
}
