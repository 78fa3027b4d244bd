import { largestGroups, type MarkerGroup } from '../markers/group-reports';
import { illnessLabel } from '../markers/popup-content';
import styles from './HealthMap.module.css';

export const LISTED_CLUSTERS = 10;

/**
 * The map's content without a pointer: the largest groups as a table. Screen
 * readers always find it; it is one Tab stop, shown while it has focus, so
 * keyboard users can read what the canvas markers show.
 */
export function ClusterTable({
  groups,
  showing = 'all reports',
}: {
  groups: readonly MarkerGroup[];
  showing?: string;
}) {
  const top = largestGroups(groups, LISTED_CLUSTERS);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
    <section className={styles.clusterList} tabIndex={0} aria-label="Largest report clusters">
      <p>Showing {showing}</p>
      <table>
        <caption>Largest report clusters on the map</caption>
        <thead>
          <tr>
            <th scope="col">Reports</th>
            <th scope="col">Illness</th>
            <th scope="col">Latitude</th>
            <th scope="col">Longitude</th>
          </tr>
        </thead>
        <tbody>
          {top.length === 0 ? (
            <tr>
              <td colSpan={4}>No reports on the map yet</td>
            </tr>
          ) : (
            top.map((g) => (
              <tr key={g.key}>
                <td>{g.count} reports</td>
                <td>{illnessLabel(g.topIllness)}</td>
                <td>{g.latitude.toFixed(3)}</td>
                <td>{g.longitude.toFixed(3)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
