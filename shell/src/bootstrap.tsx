import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config/load-config';
import { startFederation } from './federation/federation';
import { registerServiceWorker } from './service-worker/register';

async function boot(): Promise<void> {
  const { config, problem } = await loadRuntimeConfig();
  const loadRemote = await startFederation(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App config={config} loadRemote={loadRemote} configProblem={problem} />
    </StrictMode>
  );
  // A prerendered page (scripts/prerender.mjs) is hydrated; the dev server's page and
  // the fallback page of any other path have an empty #root and are rendered.
  if (container.firstElementChild) {
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void boot();
registerServiceWorker();
