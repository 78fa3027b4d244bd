import { remoteRefOf, SUITE_ROUTES } from '@healthwatch/contracts';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { LazyPage, lazyPage } from './lazy-page';
import { HomePage } from '../pages/HomePage';
import { RemotePage } from '../pages/RemotePage';
import { NOT_FOUND, RouteErrorPage } from './RouteErrorPage';

/** Its text and FAQ are a chunk of their own, fetched for /about only. */
const aboutPage = lazyPage(async () => (await import('../pages/about/AboutPage')).AboutPage);

/** Fetches the code of a lazily loaded page before its prerendered HTML is hydrated (or rendered). */
export function preloadRoute(path: string): Promise<void> {
  return path.replace(/\/+$/, '') === '/about' ? aboutPage.preload() : Promise.resolve();
}

/** Every route suite.json gives to one remote's page component. */
const remotePages: RouteObject[] = SUITE_ROUTES.flatMap((route) => {
  const ref = remoteRefOf(route);
  return ref
    ? [
        {
          path: route.path.replace(/^\//, ''),
          element: <RemotePage path={route.path} {...ref} />,
        },
      ]
    : [];
});

/**
 * Route errors render inside the layout (header and navigation stay); the
 * root errorElement only catches a failure of the layout itself.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          ...remotePages,
          { path: 'about', element: <LazyPage page={aboutPage} /> },
          { path: '*', element: <RouteErrorPage error={NOT_FOUND} /> },
        ],
      },
    ],
  },
];
