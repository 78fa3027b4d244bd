import { DEFAULT_LOCALE, type RemoteProps } from '@healthwatch/contracts';
import { useMemo } from 'react';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { CallPanel } from '../call-panel/CallPanel';
import { isMobileUserAgent } from '../device/is-mobile';
import { MessagePanel } from '../message-panel/MessagePanel';
import { phoneAiCatalogs } from '../i18n/phone-ai-catalogs';
import { TestConsole } from '../test-console/TestConsole';
import styles from './PhoneAiPage.module.css';

export interface PhoneAiPageProps extends RemoteProps {
  /** For tests and the standalone page; defaults to the browser's. */
  userAgent?: string;
  fetchImpl?: typeof fetch;
}

/** docs/SPEC.md §2 AI Health Diagnosis: the phone line, its QR code and the development test form. */
function PhoneAiPageView({ config, toast, userAgent, fetchImpl, locale = DEFAULT_LOCALE }: PhoneAiPageProps) {
  const mobile = useMemo(() => {
    const ua = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
    const touch = userAgent === undefined && typeof navigator !== 'undefined' ? navigator.maxTouchPoints : 0;
    return isMobileUserAgent(ua, touch);
  }, [userAgent]);

  return (
    // The shell's h1 names the page ("AI Diagnosis") and its intro (route./phone-ai.intro) leads it,
    // prerendered so they paint before this remote loads; a heading of its own here said the same again.
    <div className={styles.page}>
      <CallPanel phoneNumber={config.phoneLine} mobile={mobile} />
      {config.messageLines && <MessagePanel lines={config.messageLines} />}
      <TestConsole apiBaseUrl={config.apiBaseUrl} toast={toast} fetchImpl={fetchImpl} locale={locale} />
    </div>
  );
}

/** In the language the shell hands it (RemoteProps.locale), its catalog fetched first. */
const PhoneAiPage = withCatalogs(PhoneAiPageView, phoneAiCatalogs);
export default PhoneAiPage;
