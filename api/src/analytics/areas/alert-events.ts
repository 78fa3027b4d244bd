import { ALL_ILLNESSES, type AreaAlarm, type AreaLevel } from '@healthwatch/contracts';

/** Smaller areas first: an event is named by its most specific place. */
const SPECIFICITY: Record<AreaLevel, number> = { state: 0, district: 1, city: 2 };

/** What grouping needs of one alert: its area, series, and how surprising it is. */
export interface EventMember {
  key: string;
  level: AreaLevel;
  illness: string;
  pValue: number;
}

/** The lead of a group: the most specific place, an illness before "all reports", then the smallest p-value. */
function lead<T extends EventMember>(members: readonly T[]): T {
  return [...members].sort(
    (a, b) =>
      SPECIFICITY[b.level] - SPECIFICITY[a.level] ||
      Number(a.illness === ALL_ILLNESSES) - Number(b.illness === ALL_ILLNESSES) ||
      a.pValue - b.pValue ||
      a.key.localeCompare(b.key),
  )[0]!;
}

/**
 * One alert per event (issue 33): alerts of one pass whose areas are nested (share postal codes) and whose series
 * is the same illness are one event; an "all reports" alert joins the overlapping illness event with the smallest
 * p-value (the rise in every report is that illness's rise), or forms events of its own with other overlapping
 * "all reports" alerts when no illness alarmed there. Returns each member's event id: its lead's key.
 */
export function groupEvents<T extends EventMember>(
  members: readonly T[],
  /** Whether two alerts' areas share a postal code (nested: city ⊂ district ⊂ state). */
  overlaps: (a: T, b: T) => boolean,
): Map<string, string> {
  const parent = new Map(members.map((m) => [m.key, m.key]));
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  const illnesses = members.filter((m) => m.illness !== ALL_ILLNESSES);
  const alls = members.filter((m) => m.illness === ALL_ILLNESSES);
  for (let i = 0; i < illnesses.length; i++)
    for (let j = i + 1; j < illnesses.length; j++) {
      const a = illnesses[i]!;
      const b = illnesses[j]!;
      if (a.illness === b.illness && overlaps(a, b)) union(a.key, b.key);
    }
  const lone: T[] = [];
  for (const all of alls) {
    const near = illnesses.filter((m) => overlaps(all, m)).sort((a, b) => a.pValue - b.pValue)[0];
    if (near) union(all.key, near.key);
    else lone.push(all);
  }
  for (let i = 0; i < lone.length; i++)
    for (let j = i + 1; j < lone.length; j++) if (overlaps(lone[i]!, lone[j]!)) union(lone[i]!.key, lone[j]!.key);

  const groups = new Map<string, T[]>();
  for (const m of members) {
    const root = find(m.key);
    groups.set(root, [...(groups.get(root) ?? []), m]);
  }
  const eventOf = new Map<string, string>();
  for (const g of groups.values()) {
    const id = lead(g).key;
    for (const m of g) eventOf.set(m.key, id);
  }
  return eventOf;
}

/**
 * One row per event for a reader (the Atom feed, the home panel): of each event's alerts at hand, the most
 * specific (an illness before "all reports"), with the others listed in `also`. Alerts without an event stay
 * rows of their own. Order: that of each event's first alert in `alerts`.
 */
export function collapseEvents(alerts: readonly AreaAlarm[]): AreaAlarm[] {
  const groups = new Map<string, AreaAlarm[]>();
  for (const a of alerts) {
    const id = a.eventId ?? `${a.areaId}|${a.illness}`;
    groups.set(id, [...(groups.get(id) ?? []), a]);
  }
  return [...groups.values()].map((g) => {
    const head = lead(g.map((a) => ({ ...a, key: `${a.areaId}|${a.illness}`, pValue: a.pValue ?? 1 })));
    const first = g.find((a) => a.areaId === head.areaId && a.illness === head.illness)!;
    const also = g
      .filter((a) => a !== first)
      .map((a) => ({ areaId: a.areaId, areaName: a.areaName, level: a.level, illness: a.illness }));
    return also.length > 0 ? { ...first, also } : first;
  });
}
