// Standalone page, so the team can develop and demo this remote without the shell.
// `?api=http://127.0.0.1:PORT` points it at an API other than the default.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_RUNTIME_CONFIG, type RemoteProps } from '@healthwatch/contracts';
import AnalyticsPage from './analytics-page/AnalyticsPage';

const api = new URLSearchParams(window.location.search).get('api');
const props: RemoteProps = {
  config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: api ?? DEFAULT_RUNTIME_CONFIG.apiBaseUrl },
  toast: (kind, message) => console.info(`[${kind}] ${message}`),
  theme: 'light',
  accessibility: { highContrast: false, largeText: false, reducedMotion: false, screenReaderMode: false },
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AnalyticsPage {...props} />
      </BrowserRouter>
    </StrictMode>,
  );
}
