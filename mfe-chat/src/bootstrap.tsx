// This remote's standalone page (remote-kit/mount-standalone.tsx).
import { mountStandalone } from '../../remote-kit/mount-standalone';
import ChatModal from './chat-modal/ChatModal';
import CommunityPanels from './community-panels/CommunityPanels';

mountStandalone((props) => (
  <>
    <ChatModal {...props} />
    <CommunityPanels {...props} />
  </>
));
