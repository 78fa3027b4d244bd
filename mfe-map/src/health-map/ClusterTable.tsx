import { TableScroll } from '@healthwatch/ui-kit/table-scroll/TableScroll';
import type { KeyboardEvent } from 'react';
import { useSpeech } from '../i18n/speech';
import { largestGroups, type MarkerGroup } from '../markers/group-reports';
import { illnessLabel, tooltipText } from '../markers/popup-content';
import styles from './HealthMap.module.css';

export const LISTED_CLUSTERS = 10;

/** The row the arrow keys move to from the focused one (or from the table itself: the first or last). */
function rowAfter(rows: HTMLElement[], current: number, key: string): HTMLElement | undefined {
  if (key === 'Home') return rows[0];
  if (key === 'End') return rows.at(-1);
  if (key === 'ArrowDown') return rows[current < 0 ? 0 : Math.min(current + 1, rows.length - 1)];
  if (key === 'ArrowUp') return rows[current < 0 ? rows.length - 1 : Math.max(current - 1, 0)];
  return undefined;
}

/**
 * The map's content without a pointer: the largest groups as a table. Screen
 * readers always find it; it is one Tab stop, shown while it has focus, so
 * keyboard users can read what the canvas markers show. The arrow keys move
 * through its rows, and the focused row's group shows its label on the map
 * (`onFocusGroup`), even one a larger group's label hid.
 */
export function ClusterTable({
  groups,
  showing,
  onFocusGroup,
}: {
  groups: readonly MarkerGroup[];
  showing: string;
  onFocusGroup?: (key: string | null) => void;
}) {
  const speech = useSpeech();
  const t = speech.say;
  const top = largestGroups(groups, LISTED_CLUSTERS);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const rows = [...e.currentTarget.querySelectorAll<HTMLElement>('tr[data-group]')];
    const next = rowAfter(rows, rows.indexOf(document.activeElement as HTMLElement), e.key);
    if (!next) return;
    e.preventDefault();
    next.focus();
  };
  return (
    <TableScroll
      className={styles.clusterList}
      aria-label={t('clusters.label')}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) onFocusGroup?.(null);
      }}
    >
      <p>{t('map.showing', { showing })}</p>
      <p>{t('clusters.keys')}</p>
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
              <tr key={g.key} data-group={g.key} tabIndex={-1} onFocus={() => onFocusGroup?.(g.key)}>
                <td>{tooltipText(g.count, speech)}</td>
                <td>{illnessLabel(g.topIllness, speech)}</td>
                <td>{speech.fixed(g.latitude, 3)}</td>
                <td>{speech.fixed(g.longitude, 3)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
