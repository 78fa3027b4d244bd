import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config/load-config';
import { startFederation } from './federation/federation';
import { browserLanguages, startLocale } from './i18n/locale';
import { shellCatalogs } from './i18n/shell-catalogs';
import { preloadRoute } from './routes/routes';
import { registerServiceWorker } from './service-worker/register';
import { safeStorage } from './settings-store/external-setting';
import { startVitals } from './vitals/start-vitals';

async function boot(): Promise<void> {
  // The visitor's language (theme-init.js chose the same one before the first paint); its catalog
  // arrives beside the configuration, so the first render is already in that language.
  const wanted = startLocale(safeStorage(), browserLanguages());
  const [{ config, problem }, locale] = await Promise.all([
    loadRuntimeConfig(),
    shellCatalogs.load(wanted).then(
      () => wanted,
      (error: unknown) => {
        console.warn(`[shell] the ${wanted} catalog could not be loaded; showing English`, error);
        return DEFAULT_LOCALE;
      },
    ),
    preloadRoute(window.location.pathname, wanted),
  ]);
  const loadRemote = startFederation(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App config={config} loadRemote={loadRemote} configProblem={problem} locale={locale} />
    </StrictMode>
  );
  // A prerendered page (scripts/prerender.mjs, in English) is hydrated; the dev server's page, the
  // fallback page of any other path and a page in another language are rendered afresh.
  if (container.firstElementChild && locale === DEFAULT_LOCALE) {
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  startVitals(config);
}

void boot();
registerServiceWorker();
