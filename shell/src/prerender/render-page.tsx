// The server side of the prerender (scripts/prerender.mjs compiles this file
// for Node and writes one HTML file per route). It renders the same tree as
// bootstrap.tsx, with react-router's static router in place of the browser one.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { DEFAULT_RUNTIME_CONFIG } from '@healthwatch/contracts';
import { AppFrame } from '../App';
import { PageMetaSink, pageTitle, type PageMeta } from '../meta/usePageMeta';
import type { RemoteLoader } from '../remote-slot/remote-loader';
import { NAV_ITEMS } from '../routes/navigation';
import { preloadRoute, routes } from '../routes/routes';

/** Every route with a page of its own; any other path gets the client-rendered fallback page. */
export const PRERENDERED_PATHS: readonly string[] = NAV_ITEMS.map((item) => item.path);

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** The full <title>, e.g. "About | HealthWatch". */
  title: string;
  description: string;
}

/** Remote slots hold their loading line until hydration, so nothing ever loads a remote here. */
const noRemotes: RemoteLoader = (id) => Promise.reject(new Error(`${id} is not loaded while prerendering`));

export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadRoute(path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path}: the router reported ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let meta: PageMeta | null = null;
  const html = renderToString(
    <StrictMode>
      <PageMetaSink.Provider value={(found) => (meta ??= found)}>
        <AppFrame config={DEFAULT_RUNTIME_CONFIG} loadRemote={noRemotes}>
          {/* No loaders, so no router data to hand over (and no inline script, which the CSP forbids). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </PageMetaSink.Provider>
    </StrictMode>,
  );
  // "<!--$!-->" marks a Suspense boundary the server gave up on; hydrating it logs an error in the browser.
  if (html.includes('<!--$!-->')) throw new Error(`${path}: a component suspended while prerendering`);
  const found = meta as PageMeta | null;
  if (!found) throw new Error(`${path}: the page set no title (usePageMeta)`);
  return { html, title: pageTitle(found.title), description: found.description };
}
