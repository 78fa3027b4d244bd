import type { RemoteProps } from '@healthwatch/contracts';

export default function ReportForm(_props: RemoteProps) {
  return (
    <section aria-labelledby="report-ReportForm-heading">
      <h2 id="report-ReportForm-heading">Report your symptoms</h2>
    </section>
  );
}
