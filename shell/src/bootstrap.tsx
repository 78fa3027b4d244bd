import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config/load-config';
import { startFederation } from './federation/federation';

async function boot(): Promise<void> {
  const { config, problem } = await loadRuntimeConfig();
  const loadRemote = startFederation(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App config={config} loadRemote={loadRemote} configProblem={problem} />
    </StrictMode>,
  );
}

void boot();
