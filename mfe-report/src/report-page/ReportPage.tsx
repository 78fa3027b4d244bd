import type { RemoteProps } from '@healthwatch/contracts';
import ReportForm, { type ReportFormProps } from '../report-form/ReportForm';

/** The /report route's content (the shell owns the page heading): the form, then its success screen. */
export default function ReportPage(props: RemoteProps & Pick<ReportFormProps, 'client'>) {
  return <ReportForm {...props} titleId="form.pageTitle" />;
}
