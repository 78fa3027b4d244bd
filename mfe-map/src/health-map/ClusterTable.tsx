import { useSpeech } from '../i18n/speech';
import { largestGroups, type MarkerGroup } from '../markers/group-reports';
import { illnessLabel, tooltipText } from '../markers/popup-content';
import styles from './HealthMap.module.css';

export const LISTED_CLUSTERS = 10;

/**
 * The map's content without a pointer: the largest groups as a table. Screen
 * readers always find it; it is one Tab stop, shown while it has focus, so
 * keyboard users can read what the canvas markers show.
 */
export function ClusterTable({ groups, showing }: { groups: readonly MarkerGroup[]; showing: string }) {
  const speech = useSpeech();
  const t = speech.say;
  const top = largestGroups(groups, LISTED_CLUSTERS);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
    <section className={styles.clusterList} tabIndex={0} aria-label={t('clusters.label')}>
      <p>{t('map.showing', { showing })}</p>
      <table>
        <caption>{t('clusters.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('clusters.reports')}</th>
            <th scope="col">{t('clusters.illness')}</th>
            <th scope="col">{t('clusters.latitude')}</th>
            <th scope="col">{t('clusters.longitude')}</th>
          </tr>
        </thead>
        <tbody>
          {top.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('clusters.empty')}</td>
            </tr>
          ) : (
            top.map((g) => (
              <tr key={g.key}>
                <td>{tooltipText(g.count, speech)}</td>
                <td>{illnessLabel(g.topIllness, speech)}</td>
                <td>{speech.fixed(g.latitude, 3)}</td>
                <td>{speech.fixed(g.longitude, 3)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
