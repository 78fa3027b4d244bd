import type { MessageLines } from '@healthwatch/contracts';
import { useT } from '../i18n/phone-ai-catalogs';
import styles from '../phone-ai-page/PhoneAiPage.module.css';

const digitsOf = (number: string) => number.replace(/[^\d+]/g, '');

/**
 * Reporting by text (docs/SPEC.md §2): the SMS and WhatsApp numbers of config.json's `messageLines`
 * and three example messages in the visitor's language. Plain links only: nothing is requested
 * from a third party unless the visitor follows one.
 */
export function MessagePanel({ lines }: { lines: MessageLines }) {
  const t = useT();
  if (!lines.sms && !lines.whatsapp) return null;
  const examples = [1, 2, 3] as const;
  return (
    <section className={styles.card} aria-labelledby="phoneAi-messages-heading">
      <h2 id="phoneAi-messages-heading">{t('messages.heading')}</h2>
      <p>{t('messages.intro')}</p>
      <dl>
        {lines.sms && (
          <>
            <dt>{t('messages.sms')}</dt>
            <dd>
              <a href={`sms:${digitsOf(lines.sms)}`} aria-label={t('messages.smsLink', { number: lines.sms })}>
                {lines.sms}
              </a>
            </dd>
          </>
        )}
        {lines.whatsapp && (
          <>
            <dt>{t('messages.whatsapp')}</dt>
            <dd>
              <a
                href={`https://wa.me/${digitsOf(lines.whatsapp).replace('+', '')}`}
                aria-label={t('messages.whatsappLink', { number: lines.whatsapp })}
              >
                {lines.whatsapp}
              </a>
            </dd>
          </>
        )}
      </dl>
      <h3>{t('messages.examplesHeading')}</h3>
      <ul>
        {examples.map((n) => (
          <li key={n}>
            <code lang="und">{t(`messages.example${n}`)}</code> — {t(`messages.example${n}Meaning`)}
          </li>
        ))}
      </ul>
      <p>{t('messages.help')}</p>
    </section>
  );
}
