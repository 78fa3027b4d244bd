// This remote's standalone page (remote-kit/mount-standalone.tsx).
import { mountStandalone } from '../../remote-kit/mount-standalone';
import ReportPage from './report-page/ReportPage';

mountStandalone((props) => <ReportPage {...props} />, 'Report Symptoms');
