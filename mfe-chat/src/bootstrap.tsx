// Standalone page, so the team can develop and demo this remote without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_RUNTIME_CONFIG, type RemoteProps } from '@healthwatch/contracts';
import ChatModal from './chat-modal/ChatModal';
import CommunityPanels from './community-panels/CommunityPanels';

const props: RemoteProps = {
  config: DEFAULT_RUNTIME_CONFIG,
  toast: (kind, message) => console.info(`[${kind}] ${message}`),
  theme: 'light',
  accessibility: { highContrast: false, largeText: false, reducedMotion: false, screenReaderMode: false },
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <ChatModal {...props} />
        <CommunityPanels {...props} />
      </BrowserRouter>
    </StrictMode>,
  );
}
