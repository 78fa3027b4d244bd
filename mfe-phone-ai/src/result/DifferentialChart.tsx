import type { DifferentialEntry } from '@healthwatch/contracts';
import { TableScroll } from '@healthwatch/ui-kit/table-scroll/TableScroll';
import { useIntl } from 'react-intl';
import { conditionWords, symptomWords } from '../i18n/consultation-words';
import { useT } from '../i18n/phone-ai-catalogs';
import { Say, useSay } from '../i18n/Say';
import styles from '../phone-ai-page/PhoneAiPage.module.css';
import { barWidth, formatPercent } from './format';

interface DifferentialChartProps {
  differential: readonly DifferentialEntry[];
  /** The language the API wrote the labels in. */
  written: string;
}

/**
 * The top three as a bar chart that is also its own text equivalent: a table whose probability
 * cells carry a bar (decorative, hidden from assistive technology) beside the figure, and the
 * symptoms that speak for each cause. Three bars need no chart library.
 */
export function DifferentialChart({ differential, written }: DifferentialChartProps) {
  const t = useT();
  const say = useSay();
  const intl = useIntl();
  return (
    <>
      <h3 id="phoneAi-differential-heading">{t('chart.heading')}</h3>
      <TableScroll aria-labelledby="phoneAi-differential-heading">
        <table className={styles.table} aria-labelledby="phoneAi-differential-heading">
          <thead>
            <tr>
              <th scope="col">{t('chart.condition')}</th>
              <th scope="col">{t('chart.probability')}</th>
              <th scope="col">{t('chart.evidence')}</th>
            </tr>
          </thead>
          <tbody>
            {differential.map((d) => (
              <tr key={d.condition}>
                <th scope="row">
                  <Say words={conditionWords(d.condition, d.label, written, intl.locale)} />
                </th>
                <td>
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.barFill} style={{ width: barWidth(d.probability) }} />
                  </span>
                  {formatPercent(intl, d.probability)}
                </td>
                <td>
                  {d.evidence.length === 0
                    ? t('chart.noEvidence')
                    : d.evidence
                        .map((e) =>
                          t('chart.evidenceItem', {
                            symptom: say(symptomWords(e.symptom)),
                            ratio: intl.formatNumber(e.likelihoodRatio),
                          }),
                        )
                        .join(t('list.separator'))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
