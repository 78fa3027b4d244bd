// This remote's standalone page (@healthwatch/ui-kit/mount-standalone).
import { mountStandalone } from '@healthwatch/ui-kit/mount-standalone';
import ChatModal from './chat-modal/ChatModal';
import CommunityPanels from './community-panels/CommunityPanels';

mountStandalone((props) => (
  <>
    <ChatModal {...props} />
    <CommunityPanels {...props} />
  </>
));
