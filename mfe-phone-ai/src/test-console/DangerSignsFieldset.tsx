import { DANGER_SIGNS, type DangerSign } from '@healthwatch/contracts';
import { useId } from 'react';
import { dangerSignMessage } from '../i18n/consultation-words';
import { useT } from '../i18n/phone-ai-catalogs';
import styles from '../phone-ai-page/PhoneAiPage.module.css';

interface DangerSignsFieldsetProps {
  ticked: ReadonlySet<DangerSign>;
  onChange: (sign: DangerSign, checked: boolean) => void;
}

/** The danger-sign questions every caller is asked, one checkbox each (a tick is a yes). */
export function DangerSignsFieldset({ ticked, onChange }: DangerSignsFieldsetProps) {
  const id = useId();
  const t = useT();
  return (
    <fieldset className={styles.choices} aria-describedby={`${id}-hint`}>
      <legend>{t('danger.legend')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('danger.hint')}
      </p>
      <ul className={styles.choiceList}>
        {DANGER_SIGNS.map((sign) => (
          <li key={sign}>
            <label className={styles.choice}>
              <input
                className={styles.choiceBox}
                type="checkbox"
                checked={ticked.has(sign)}
                onChange={(e) => onChange(sign, e.target.checked)}
              />
              {t(dangerSignMessage(sign))}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
