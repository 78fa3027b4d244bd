import { DANGER_SIGNS, type DangerSign } from '@healthwatch/contracts';
import { useId } from 'react';
import styles from '../phone-ai-page/PhoneAiPage.module.css';

interface DangerSignsFieldsetProps {
  ticked: ReadonlySet<DangerSign>;
  onChange: (sign: DangerSign, checked: boolean) => void;
}

/** The danger-sign questions every caller is asked, one checkbox each (a tick is a yes). */
export function DangerSignsFieldset({ ticked, onChange }: DangerSignsFieldsetProps) {
  const id = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={`${id}-hint`}>
      <legend>Danger signs: do you have any of these right now?</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        Tick any that apply. Any one of them means you should get help now.
      </p>
      <ul className={styles.choiceList}>
        {DANGER_SIGNS.map((sign) => (
          <li key={sign}>
            <label className={styles.choice}>
              <input type="checkbox" checked={ticked.has(sign)} onChange={(e) => onChange(sign, e.target.checked)} />
              {sign}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
