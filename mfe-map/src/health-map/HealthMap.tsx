import type { RemoteProps } from '@healthwatch/contracts';

export default function HealthMap(_props: RemoteProps) {
  return (
    <section aria-labelledby="map-HealthMap-heading">
      <h2 id="map-HealthMap-heading">Outbreak Map</h2>
    </section>
  );
}
