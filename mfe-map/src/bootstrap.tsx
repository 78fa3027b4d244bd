// Standalone page, so the team can develop and demo this remote without the shell.
// `?api=` and `?chat=` point it at servers other than the local defaults.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { standaloneRemoteProps } from '@healthwatch/contracts';
import HealthMap from './health-map/HealthMap';
import HealthStats from './health-stats/HealthStats';

const props = standaloneRemoteProps(window.location.search);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <h1>Health Map</h1>
        <HealthMap {...props} />
        <HealthStats {...props} />
      </BrowserRouter>
    </StrictMode>,
  );
}
