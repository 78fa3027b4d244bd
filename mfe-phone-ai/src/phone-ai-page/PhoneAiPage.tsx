import type { RemoteProps } from '@healthwatch/contracts';
import { useMemo } from 'react';
import { CallPanel } from '../call-panel/CallPanel';
import { isMobileUserAgent } from '../device/is-mobile';
import { TestConsole } from '../test-console/TestConsole';
import styles from './PhoneAiPage.module.css';

export interface PhoneAiPageProps extends RemoteProps {
  /** For tests and the standalone page; defaults to the browser's. */
  userAgent?: string;
  fetchImpl?: typeof fetch;
}

/** docs/SPEC.md §2 AI Health Diagnosis: the phone line, its QR code and the development test form. */
export default function PhoneAiPage({ config, toast, userAgent, fetchImpl }: PhoneAiPageProps) {
  const mobile = useMemo(() => {
    const ua = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
    const touch = userAgent === undefined && typeof navigator !== 'undefined' ? navigator.maxTouchPoints : 0;
    return isMobileUserAgent(ua, touch);
  }, [userAgent]);

  return (
    <section className={styles.page} aria-labelledby="phoneAi-PhoneAiPage-heading">
      <h2 id="phoneAi-PhoneAiPage-heading">AI Health Diagnosis</h2>
      <p className={styles.lead}>
        A transparent symptom checker: it shows how likely each illness is, which symptoms and warning signs drove the
        answer, and what to do next. It is not a medical diagnosis. In an emergency, call your local emergency number.
      </p>
      <CallPanel phoneNumber={config.phoneLine} mobile={mobile} />
      <TestConsole apiBaseUrl={config.apiBaseUrl} toast={toast} fetchImpl={fetchImpl} />
    </section>
  );
}
