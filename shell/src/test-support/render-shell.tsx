import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_RUNTIME_CONFIG, type Locale } from '@healthwatch/contracts';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { AppFrame } from '../App';
import { shellCatalogs } from '../i18n/shell-catalogs';
import type { RemoteLoader } from '../remote-slot/remote-loader';

/** Renders with the real shell services (and languages); only the remote loader is supplied by the test. */
export function renderWithShell(ui: ReactNode, loadRemote: RemoteLoader, locale?: Locale) {
  return render(
    <AppFrame config={DEFAULT_RUNTIME_CONFIG} loadRemote={loadRemote} {...(locale ? { locale } : {})}>
      {ui}
    </AppFrame>,
  );
}

export function renderRoutes(routes: RouteObject[], path: string, loadRemote: RemoteLoader, locale?: Locale) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithShell(<RouterProvider router={router} />, loadRemote, locale);
  return { router, ...view };
}

/** The shell's catalogs around a component tested alone (English unless told). */
export function ShellIntl({ children, locale }: { children: ReactNode; locale?: Locale }) {
  return (
    <CatalogIntl catalogs={shellCatalogs} locale={locale}>
      {children}
    </CatalogIntl>
  );
}
