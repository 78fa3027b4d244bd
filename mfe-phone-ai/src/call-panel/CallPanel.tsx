import { QR_CODE_SIZE_PX } from '@healthwatch/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { telHref } from '../device/is-mobile';
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
  const href = telHref(phoneNumber);
  return (
    <section className={styles.card} aria-labelledby="phoneAi-call-heading">
      <h3 id="phoneAi-call-heading">Call the AI health line</h3>
      <p>
        Describe your symptoms by voice or choose them on the keypad; the line answers with a likely cause, how urgent
        it is and what to do next.
      </p>
      <p className={styles.number}>
        <span className={styles.numberLabel}>AI phone number: </span>
        <a href={href} className={mobile ? styles.callButton : styles.numberLink}>
          {mobile ? `Call ${phoneNumber}` : phoneNumber}
        </a>
      </p>
      {!mobile && (
        <figure className={styles.qr}>
          <QRCodeSVG
            value={href}
            size={QR_CODE_SIZE_PX}
            level="M"
            marginSize={2}
            title={`QR code to call ${phoneNumber}`}
            role="img"
            aria-label={`QR code to call ${phoneNumber}`}
          />
          <figcaption>Scan with your phone&apos;s camera to call {phoneNumber}.</figcaption>
        </figure>
      )}
    </section>
  );
}
