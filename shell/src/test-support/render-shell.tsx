import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_RUNTIME_CONFIG } from '@healthwatch/contracts';
import { ShellServices } from '../App';
import type { RemoteLoader } from '../remote-slot/remote-loader';
import { ToastProvider } from '../toasts/ToastProvider';

/** Renders with the real shell services; only the remote loader is supplied by the test. */
export function renderWithShell(ui: ReactNode, loadRemote: RemoteLoader) {
  return render(
    <ToastProvider>
      <ShellServices config={DEFAULT_RUNTIME_CONFIG} loadRemote={loadRemote}>
        {ui}
      </ShellServices>
    </ToastProvider>,
  );
}

export function renderRoutes(routes: RouteObject[], path: string, loadRemote: RemoteLoader) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithShell(<RouterProvider router={router} />, loadRemote);
  return { router, ...view };
}
