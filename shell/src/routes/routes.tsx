import { remoteRefOf, SUITE_ROUTES } from '@healthwatch/contracts';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { AboutPage } from '../pages/about/AboutPage';
import { HomePage } from '../pages/HomePage';
import { RemotePage } from '../pages/RemotePage';
import { NOT_FOUND, RouteErrorPage } from './RouteErrorPage';

/** Every route suite.json gives to one remote's page component. */
const remotePages: RouteObject[] = SUITE_ROUTES.flatMap((route) => {
  const ref = remoteRefOf(route);
  return ref
    ? [
        {
          path: route.path.replace(/^\//, ''),
          element: <RemotePage title={route.label} description={route.description ?? ''} {...ref} />,
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
          { path: 'about', element: <AboutPage /> },
          { path: '*', element: <RouteErrorPage error={NOT_FOUND} /> },
        ],
      },
    ],
  },
];
