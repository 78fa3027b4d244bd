import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RemoteProps, RuntimeConfig } from '@healthwatch/contracts';
import { useAccessibilityState } from './accessibility/useAccessibility';
import type { RemoteLoader } from './remote-slot/remote-loader';
import { ShellServicesProvider } from './remote-slot/ShellContext';
import { routes } from './routes/routes';
import { useThemeState } from './theme/useTheme';
import { ToastProvider, useToast } from './toasts/ToastProvider';

interface ServicesProps {
  config: RuntimeConfig;
  loadRemote: RemoteLoader;
  configProblem?: string | null;
  children: ReactNode;
}

/** Theme, accessibility and toasts, handed to the layout and (as RemoteProps) to every remote. */
export function ShellServices({ config, loadRemote, configProblem = null, children }: ServicesProps) {
  const themeState = useThemeState();
  const accessibilityState = useAccessibilityState();
  const toast = useToast();

  useEffect(() => {
    if (configProblem) console.warn(`[shell] using default configuration: ${configProblem}`);
  }, [configProblem]);

  const remoteProps = useMemo<RemoteProps>(
    () => ({ config, toast, theme: themeState.theme, accessibility: accessibilityState.settings }),
    [config, toast, themeState.theme, accessibilityState.settings],
  );
  const value = useMemo(
    () => ({ remoteProps, loadRemote, themeState, accessibilityState }),
    [remoteProps, loadRemote, themeState, accessibilityState],
  );
  return <ShellServicesProvider value={value}>{children}</ShellServicesProvider>;
}

interface AppProps {
  config: RuntimeConfig;
  loadRemote: RemoteLoader;
  configProblem?: string | null;
}

/** Everything around the router; the browser (App) and the prerender (prerender/render-page.tsx) share it, so hydration meets the same tree. */
export function AppFrame({ config, loadRemote, configProblem, children }: AppProps & { children: ReactNode }) {
  return (
    <ToastProvider>
      <ShellServices config={config} loadRemote={loadRemote} configProblem={configProblem ?? null}>
        {children}
      </ShellServices>
    </ToastProvider>
  );
}

export function App(props: AppProps) {
  // One router for the whole page; remotes render inside it (react-router-dom is a shared singleton).
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppFrame {...props}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
