import { DEFAULT_LOCALE, type Locale, remoteRefOf, SUITE_ROUTES } from '@healthwatch/contracts';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { LazyPage, lazyPage } from './lazy-page';
import { HomePage } from '../pages/HomePage';
import { RemotePage } from '../pages/RemotePage';
import { NOT_FOUND, RouteErrorPage } from './RouteErrorPage';

/** Its code and English text are a chunk of their own, fetched for /about only (other languages' text with it). */
const loadAbout = () => import('../pages/about/AboutPage');
const aboutPage = lazyPage(async () => (await loadAbout()).AboutPage);

/**
 * Fetches the code of a lazily loaded page, and its words in `locale`, before its prerendered HTML
 * is hydrated (or rendered in that language), so the first render neither suspends nor shows English.
 */
export async function preloadRoute(path: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  if (path.replace(/\/+$/, '') !== '/about') return;
  await aboutPage.preload();
  await (await loadAbout()).aboutCatalogs.load(locale).catch((error: unknown) => {
    // The page asks again when it renders (a failed catalog is not kept), showing its loading line meanwhile.
    console.warn(`[shell] the About page's ${locale} text could not be loaded`, error);
  });
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
