import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_LOCALE, type Locale, type RemoteProps, type RuntimeConfig } from '@healthwatch/contracts';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { useAccessibilityState } from './accessibility/useAccessibility';
import { shellCatalogs } from './i18n/shell-catalogs';
import { type LocaleState, useLocaleState } from './i18n/useLocaleState';
import type { RemoteLoader } from './remote-slot/remote-loader';
import { ShellServicesProvider } from './remote-slot/ShellContext';
import { routes } from './routes/routes';
import { useThemeState } from './theme/useTheme';
import { ToastProvider, useToast } from './toasts/ToastProvider';

interface ServicesProps {
  config: RuntimeConfig;
  loadRemote: RemoteLoader;
  configProblem?: string | null;
  localeState: LocaleState;
  children: ReactNode;
}

/** Theme, accessibility, language and toasts, handed to the layout and (as RemoteProps) to every remote. */
export function ShellServices({ config, loadRemote, configProblem = null, localeState, children }: ServicesProps) {
  const themeState = useThemeState();
  const accessibilityState = useAccessibilityState();
  const toast = useToast();

  useEffect(() => {
    if (configProblem) console.warn(`[shell] using default configuration: ${configProblem}`);
  }, [configProblem]);

  const remoteProps = useMemo<RemoteProps>(
    () => ({
      config,
      toast,
      theme: themeState.theme,
      accessibility: accessibilityState.settings,
      locale: localeState.locale,
    }),
    [config, toast, themeState.theme, accessibilityState.settings, localeState.locale],
  );
  const value = useMemo(
    () => ({ remoteProps, loadRemote, themeState, accessibilityState, localeState }),
    [remoteProps, loadRemote, themeState, accessibilityState, localeState],
  );
  return <ShellServicesProvider value={value}>{children}</ShellServicesProvider>;
}

interface AppProps {
  config: RuntimeConfig;
  loadRemote: RemoteLoader;
  configProblem?: string | null;
  /** The language of the first render (its shell catalog already loaded); English when prerendering. */
  locale?: Locale;
}

/** Everything around the router; the browser (App) and the prerender (prerender/render-page.tsx) share it, so hydration meets the same tree. */
export function AppFrame({
  config,
  loadRemote,
  configProblem,
  locale = DEFAULT_LOCALE,
  children,
}: AppProps & { children: ReactNode }) {
  const localeState = useLocaleState(locale);
  return (
    <CatalogIntl catalogs={shellCatalogs} locale={localeState.locale}>
      <ToastProvider>
        <ShellServices
          config={config}
          loadRemote={loadRemote}
          configProblem={configProblem ?? null}
          localeState={localeState}
        >
          {children}
        </ShellServices>
      </ToastProvider>
    </CatalogIntl>
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
