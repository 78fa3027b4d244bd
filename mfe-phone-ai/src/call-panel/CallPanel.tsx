import { QR_CODE_SIZE_PX } from '@healthwatch/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { telHref } from '../device/is-mobile';
import { useT } from '../i18n/phone-ai-catalogs';
import styles from '../phone-ai-page/PhoneAiPage.module.css';

interface CallPanelProps {
  phoneNumber: string;
  mobile: boolean;
}

/**
 * The AI phone line: a direct call link on phones; on other devices a QR code
 * of the tel: link (drawn in the browser, no QR service), with the number as
 * its text alternative.
 */
export function CallPanel({ phoneNumber, mobile }: CallPanelProps) {
  const t = useT();
  const href = telHref(phoneNumber);
  const qrLabel = t('call.qrLabel', { number: phoneNumber });
  return (
    <section className={styles.card} aria-labelledby="phoneAi-call-heading">
      <h2 id="phoneAi-call-heading">{t('call.heading')}</h2>
      <p>{t('call.intro')}</p>
      <p className={styles.number}>
        <span className={styles.numberLabel}>{t('call.numberLabel')} </span>
        <a href={href} className={mobile ? styles.callButton : styles.numberLink}>
          {mobile ? t('call.callNumber', { number: phoneNumber }) : phoneNumber}
        </a>
      </p>
      {!mobile && (
        <figure className={styles.qr}>
          <QRCodeSVG
            value={href}
            size={QR_CODE_SIZE_PX}
            level="M"
            marginSize={2}
            title={qrLabel}
            role="img"
            aria-label={qrLabel}
          />
          <figcaption>{t('call.qrCaption', { number: phoneNumber })}</figcaption>
        </figure>
      )}
    </section>
  );
}
