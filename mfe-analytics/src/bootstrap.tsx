// This remote's standalone page (remote-kit/mount-standalone.tsx).
import { mountStandalone } from '../../remote-kit/mount-standalone';
import AnalyticsPage from './analytics-page/AnalyticsPage';

mountStandalone((props) => <AnalyticsPage {...props} />);
