import type { DifferentialEntry } from '@healthwatch/contracts';
import styles from '../phone-ai-page/PhoneAiPage.module.css';

const percent = (p: number) => `${Math.round(p * 100)}%`;

/**
 * The top three as a bar chart that is also its own text equivalent: a table whose probability
 * cells carry a bar (decorative, hidden from assistive technology) beside the figure, and the
 * symptoms that speak for each cause. Three bars need no chart library.
 */
export function DifferentialChart({ differential }: { differential: readonly DifferentialEntry[] }) {
  return (
    <>
      <h4 id="phoneAi-differential-heading">Possible causes considered</h4>
      <table className={styles.table} aria-labelledby="phoneAi-differential-heading">
        <thead>
          <tr>
            <th scope="col">Condition</th>
            <th scope="col">Probability</th>
            <th scope="col">Symptoms that speak for it</th>
          </tr>
        </thead>
        <tbody>
          {differential.map((d) => (
            <tr key={d.condition}>
              <th scope="row">{d.label}</th>
              <td>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: percent(d.probability) }} />
                </span>
                {percent(d.probability)}
              </td>
              <td>
                {d.evidence.length === 0
                  ? 'None stands out'
                  : d.evidence.map((e) => `${e.symptom} (${e.likelihoodRatio}× as likely)`).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
