import type { RiskAssessmentResponse } from '@healthwatch/contracts';
import { useT } from '../i18n/analytics-catalogs';
import { usePlaceName } from '../i18n/usePlaceName';
import { Badge } from '../status/Badge';
import { useLevelWords } from '../status/useLevelWords';
import { riskLabel, riskTone } from '../status/levels';
import { useInsightWords } from './insight-words';
import { TextList } from './TextList';
import styles from './Panels.module.css';

export function RiskPanel({ data, location }: { data: RiskAssessmentResponse; location: string }) {
  const t = useT();
  const placeName = usePlaceName();
  const words = useLevelWords();
  const notes = useInsightWords(placeName(location));
  const r = data.riskAssessment;
  return (
    <div className={styles.panel}>
      <h3>{t('riskPanel.heading', { location: placeName(location) })}</h3>
      <div className={styles.badges}>
        <Badge tone={riskTone(r.riskLevel)} label={t('riskPanel.level')} value={riskLabel(r.riskLevel, words)} />
        <Badge
          tone={riskTone(r.localActivity)}
          label={t('riskPanel.activity')}
          value={riskLabel(r.localActivity, words)}
        />
      </div>
      <TextList
        title={t('common.riskFactors')}
        items={r.riskFactors.map(notes.riskFactor)}
        empty={t('riskPanel.noFactors')}
      />
      <TextList title={t('common.recommendations')} items={r.recommendations.map(notes.riskRecommendation)} />
      <TextList title={t('riskPanel.monitoring')} items={r.monitoring.map(notes.riskMonitoring)} />
      <TextList title={t('riskPanel.emergency')} items={r.emergencyIndicators.map(notes.riskEmergency)} />
      <details>
        <summary className={styles.methodSummary}>{t('riskPanel.method', { score: r.score })}</summary>
        <p>{notes.riskScoring(r.scoring.activityDays)}</p>
      </details>
    </div>
  );
}
