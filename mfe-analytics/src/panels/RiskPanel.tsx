import type { RiskAssessmentResponse } from '@healthwatch/contracts';
import { Badge } from '../status/Badge';
import { riskLabel, riskTone } from '../status/levels';
import { TextList } from './TextList';
import styles from './Panels.module.css';

export function RiskPanel({ data, location }: { data: RiskAssessmentResponse; location: string }) {
  const r = data.riskAssessment;
  return (
    <div className={styles.panel}>
      <h3>Risk assessment · {location}</h3>
      <div className={styles.badges}>
        <Badge tone={riskTone(r.riskLevel)} label="Risk level" value={riskLabel(r.riskLevel)} />
        <Badge tone={riskTone(r.localActivity)} label="Local activity" value={riskLabel(r.localActivity)} />
      </div>
      <TextList title="Risk factors" items={r.riskFactors} empty="No risk factors found." />
      <TextList title="Recommendations" items={r.recommendations} />
      <TextList title="Monitoring" items={r.monitoring} />
      <TextList title="Emergency indicators: get care immediately if you notice" items={r.emergencyIndicators} />
      <details className={styles.method}>
        <summary>How this is scored (score {r.score})</summary>
        <p>{r.scoring}</p>
      </details>
    </div>
  );
}
