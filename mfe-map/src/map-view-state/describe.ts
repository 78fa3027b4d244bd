import { ILLNESS_LABELS, type MapFilters } from '@healthwatch/contracts';
import { dayLabel } from './time-range';

/** What the map is filtered to, in words ("all reports" when nothing filters). */
export function describeFilters(f: MapFilters): string {
  const parts: string[] = [];
  if (f.illness) parts.push(ILLNESS_LABELS[f.illness]);
  if (f.symptom) parts.push(`with ${f.symptom}`);
  if (f.severity) parts.push(f.severity);
  if (f.from && f.to)
    parts.push(f.from === f.to ? `on ${dayLabel(f.from)}` : `from ${dayLabel(f.from)} to ${dayLabel(f.to)}`);
  else if (f.from) parts.push(`since ${dayLabel(f.from)}`);
  else if (f.to) parts.push(`until ${dayLabel(f.to)}`);
  return parts.length === 0 ? 'all reports' : `${parts.join(', ')} reports`;
}
