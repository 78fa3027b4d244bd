// This remote's standalone page (@healthwatch/ui-kit/mount-standalone).
import { mountStandalone } from '@healthwatch/ui-kit/mount-standalone';
import AnalyticsPage from './analytics-page/AnalyticsPage';

mountStandalone((props) => <AnalyticsPage {...props} />);
