// This remote's standalone page (remote-kit/mount-standalone.tsx).
import { mountStandalone } from '../../remote-kit/mount-standalone';
import PhoneAiPage from './phone-ai-page/PhoneAiPage';

mountStandalone((props) => <PhoneAiPage {...props} />, 'AI Health Diagnosis');
