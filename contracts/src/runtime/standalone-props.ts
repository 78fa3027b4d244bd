import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { DEFAULT_RUNTIME_CONFIG } from './config';
import { DEFAULT_ACCESSIBILITY, type RemoteProps } from './remote-props';

/**
 * RemoteProps for a remote's standalone page (a team developing without the
 * shell). `?api=` and `?chat=` in the page's query point it at other servers; `?lang=hi` shows
 * another language.
 */
export function standaloneRemoteProps(search: string, log: (line: string) => void = console.info): RemoteProps {
  const query = new URLSearchParams(search);
  const lang = query.get('lang');
  return {
    config: {
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: query.get('api') ?? DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
      chatServerUrl: query.get('chat') ?? DEFAULT_RUNTIME_CONFIG.chatServerUrl,
    },
    toast: (kind, message) => log(`[${kind}] ${message}`),
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
    locale: isLocale(lang) ? lang : DEFAULT_LOCALE,
  };
}
