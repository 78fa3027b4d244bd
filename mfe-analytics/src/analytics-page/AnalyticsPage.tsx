import type { RemoteProps } from '@healthwatch/contracts';

export default function AnalyticsPage(_props: RemoteProps) {
  return (
    <section aria-labelledby="analytics-AnalyticsPage-heading">
      <h2 id="analytics-AnalyticsPage-heading">Predictive Analytics</h2>
    </section>
  );
}
