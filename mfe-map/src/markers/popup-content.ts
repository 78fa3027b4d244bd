import { ILLNESS_LABELS, isIllnessType } from '@healthwatch/contracts';
import type { MarkerGroup } from './group-reports';

export function illnessLabel(illness: string | null): string {
  if (!illness) return 'Unknown';
  return isIllnessType(illness) ? ILLNESS_LABELS[illness] : illness;
}

/** docs/SPEC.md §2 tooltip text. */
export function tooltipText(count: number): string {
  return `${count} reports`;
}

/** docs/SPEC.md §2 popup lines, as text: the DOM is built from them without HTML parsing. */
export function popupLines(group: MarkerGroup): string[] {
  return [
    `Health Reports: ${group.count}`,
    `Illness: ${illnessLabel(group.topIllness)}`,
    `Latitude: ${group.latitude.toFixed(3)}`,
    `Longitude: ${group.longitude.toFixed(3)}`,
  ];
}
