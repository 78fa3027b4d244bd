// This remote's standalone page (@healthwatch/ui-kit/mount-standalone).
import { mountStandalone } from '@healthwatch/ui-kit/mount-standalone';
import PhoneAiPage from './phone-ai-page/PhoneAiPage';

mountStandalone((props) => <PhoneAiPage {...props} />, 'AI Health Diagnosis');
