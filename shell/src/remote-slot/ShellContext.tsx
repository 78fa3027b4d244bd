import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteProps } from '@healthwatch/contracts';
import type { AccessibilityState } from '../accessibility/useAccessibility';
import type { LocaleState } from '../i18n/useLocaleState';
import type { ThemeState } from '../theme/useTheme';
import type { RemoteLoader } from './remote-loader';

export interface ShellServices {
  /** What every remote receives as props. */
  remoteProps: RemoteProps;
  loadRemote: RemoteLoader;
  themeState: ThemeState;
  accessibilityState: AccessibilityState;
  localeState: LocaleState;
}

const ShellContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ value, children }: { value: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShellServices must be used within a ShellServicesProvider');
  return services;
}
