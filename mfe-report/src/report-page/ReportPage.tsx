import type { RemoteProps } from '@healthwatch/contracts';
import ReportForm, { type ReportFormProps } from '../report-form/ReportForm';

/** The /report route: the form under the page heading, then its success screen. */
export default function ReportPage(props: RemoteProps & Pick<ReportFormProps, 'client'>) {
  return (
    <div>
      <h1 style={{ textAlign: 'center' }}>Report Symptoms</h1>
      <ReportForm {...props} title="Tell us how you feel" />
    </div>
  );
}
