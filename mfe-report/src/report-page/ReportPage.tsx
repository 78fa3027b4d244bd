import type { RemoteProps } from '@healthwatch/contracts';
import CheckIn from '../check-in/CheckIn';
import ReportForm, { type ReportFormProps } from '../report-form/ReportForm';

/**
 * The /report route's content (the shell owns the page heading): "I feel fine" beside the form (issue #32:
 * a week without illness counts too), then the form and its success screen.
 */
export default function ReportPage({ client, ...props }: RemoteProps & Pick<ReportFormProps, 'client'>) {
  return (
    <>
      <CheckIn {...props} />
      <ReportForm {...props} {...(client ? { client } : {})} titleId="form.pageTitle" />
    </>
  );
}
