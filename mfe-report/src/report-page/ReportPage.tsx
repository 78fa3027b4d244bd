import type { RemoteProps } from '@healthwatch/contracts';

export default function ReportPage(_props: RemoteProps) {
  return (
    <section aria-labelledby="report-ReportPage-heading">
      <h2 id="report-ReportPage-heading">Report Symptoms</h2>
    </section>
  );
}
