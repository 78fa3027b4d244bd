// This remote's standalone page (@healthwatch/ui-kit/mount-standalone).
import { mountStandalone } from '@healthwatch/ui-kit/mount-standalone';
import ReportPage from './report-page/ReportPage';

mountStandalone((props) => <ReportPage {...props} />, 'Report Symptoms');
