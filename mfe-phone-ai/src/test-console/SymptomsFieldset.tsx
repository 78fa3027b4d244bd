import { SYMPTOMS, type Symptom } from '@healthwatch/contracts';
import { symptomWords } from '../i18n/consultation-words';
import { Say } from '../i18n/Say';
import { useT } from '../i18n/phone-ai-catalogs';
import styles from '../phone-ai-page/PhoneAiPage.module.css';

interface SymptomsFieldsetProps {
  ticked: ReadonlySet<Symptom>;
  onChange: (symptom: Symptom, checked: boolean) => void;
}

/**
 * The 15 symptoms as checkboxes, beside the typed list: the engine reads typed words in English,
 * Hindi and Spanish only, so in any language a visitor can name symptoms by ticking them (each sent
 * by its English name).
 */
export function SymptomsFieldset({ ticked, onChange }: SymptomsFieldsetProps) {
  const t = useT();
  return (
    <fieldset className={styles.choices}>
      <legend>{t('test.symptomChoices')}</legend>
      <ul className={styles.choiceList}>
        {SYMPTOMS.map((symptom) => (
          <li key={symptom}>
            <label className={styles.choice}>
              <input
                className={styles.choiceBox}
                type="checkbox"
                checked={ticked.has(symptom)}
                onChange={(e) => onChange(symptom, e.target.checked)}
              />
              <Say words={symptomWords(symptom)} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
