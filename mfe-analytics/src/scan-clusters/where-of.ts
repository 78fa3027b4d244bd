import type { ScanCluster } from '@healthwatch/contracts';

/**
 * "Mumbai Suburban, Thane (Maharashtra); Valsad (Gujarat)": a cluster may cross state lines, so names are
 * grouped by region, in the API's order (most codes first); a state is its own region.
 */
export function whereOf(areas: ScanCluster['areas']): string {
  const groups: { region: string | null; names: string[] }[] = [];
  for (const a of areas) {
    const region = a.level === 'state' ? null : a.region;
    const group = region === null ? undefined : groups.find((g) => g.region === region);
    if (group) group.names.push(a.name);
    else groups.push({ region, names: [a.name] });
  }
  return groups.map((g) => (g.region === null ? g.names.join(', ') : `${g.names.join(', ')} (${g.region})`)).join('; ');
}
