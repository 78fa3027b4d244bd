import {
  dayNumber,
  INITIAL_REALTIME_STATE,
  isUnfiltered,
  MS_PER_DAY,
  type MapFilters,
  onWindowEvent,
  reportMatchesFilters,
  type TimelineResponse,
  type HealthDataClient,
  type RealtimeState,
  type Report,
} from '@healthwatch/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MarkerGroup } from '../markers/group-reports';
import { groupsForDays, indexTimeline, type TimelineIndex } from '../map-view-state/timeline-groups';
import { rangeToSlider, SLIDER_DAYS, sliderStart } from '../map-view-state/time-range';
import { clampBbox, groupsToDraw, type Bbox, type ClusterSnapshot, type LiveReport } from './map-view';

export const LOAD_FAILED_MESSAGE = 'Some data could not be loaded, but the app will continue to work';
/** How many recent reports (the API's page maximum) the map loads to group locally when clusters are unavailable. */
export const INITIAL_REPORT_LIMIT = 500;
/** Pause after the view stops moving before asking for its clusters. */
export const VIEW_SETTLE_MS = 250;

export interface MapView {
  bbox: Bbox;
  precision: number;
  filters: MapFilters;
}

export interface MapData {
  groups: MarkerGroup[];
  realtime: RealtimeState;
  loadWarning: string | null;
  loading: boolean;
  /** Reports per slider day in view (illness, symptom and severity applied); null until loaded. */
  perDay: number[] | null;
}

interface TimelineSnapshot {
  key: string;
  index: TimelineIndex;
  /** Slider day of the timeline's first day. */
  offset: number;
  perDay: number[];
  afterSeq: number;
}

/**
 * The map's data: the initial report list, the live feed, reports submitted
 * in this page (deduplicated by id with the feed's echo) and the coarse
 * clusters for the current view.
 */
export function useMapData(client: HealthDataClient, view: MapView): MapData {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Report>>(new Map());
  const [live, setLive] = useState<ReadonlyMap<string, LiveReport>>(new Map());
  const [clusters, setClusters] = useState<ClusterSnapshot | null>(null);
  const [realtime, setRealtime] = useState<RealtimeState>(INITIAL_REALTIME_STATE);
  const [loadWarning, setLoadWarning] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);
  const [catchUp, setCatchUp] = useState(0);

  const addLive = useCallback((report: Report) => {
    setLive((prev) => {
      if (prev.has(report.id)) return prev;
      const next = new Map(prev);
      seq.current += 1;
      next.set(report.id, { report, seq: seq.current });
      return next;
    });
  }, []);

  useEffect(() => {
    let active = true;
    setLoading(true);
    client.listReports({ limit: INITIAL_REPORT_LIMIT }).then(
      (reports) => {
        if (!active) return;
        setLoaded(new Map(reports.map((r) => [r.id, r])));
        setLoadWarning(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (!active) return;
        console.warn('Failed to get reports', err);
        setLoaded(new Map());
        setLoadWarning(LOAD_FAILED_MESSAGE);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [client, catchUp]);

  useEffect(() => {
    let wasSubscribed = false;
    const subscription = client.subscribeReports(addLive, (state) => {
      setRealtime(state);
      // After a gap in the feed, reload so that nothing missed stays missing.
      if (state.status === 'SUBSCRIBED' && wasSubscribed) setCatchUp((n) => n + 1);
      if (state.status === 'SUBSCRIBED') wasSubscribed = true;
    });
    return () => subscription.close();
  }, [client, addLive]);

  useEffect(() => onWindowEvent('report-submitted', ({ report }) => addLive(report)), [addLive]);

  // Back online: views the service worker answered from its copy are read again from the network.
  useEffect(() => {
    const again = () => setCatchUp((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);

  const [west, south, east, north] = clampBbox(view.bbox);
  const { precision, filters } = view;
  const { illness, symptom, severity, from, to } = filters;
  // The slider's 90 days come in one answer per view and filter; a range
  // inside them is summed here, so moving the slider fetches nothing.
  const [timeline, setTimeline] = useState<TimelineSnapshot | null>(null);
  const timelineKey = `${west},${south},${east},${north}|${precision}|${illness ?? ''}|${symptom ?? ''}|${severity ?? ''}`;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const afterSeq = seq.current;
      const start = sliderStart();
      client
        .getTimeline(
          {
            bbox: [west, south, east, north],
            precision,
            filters: {
              ...(illness ? { illness } : {}),
              ...(symptom ? { symptom } : {}),
              ...(severity ? { severity } : {}),
            },
          },
          controller.signal,
        )
        .then(
          (t: TimelineResponse) => {
            const offset = Math.round(Date.parse(`${t.first}T00:00:00Z`) / MS_PER_DAY) - start;
            const perDay = new Array<number>(SLIDER_DAYS).fill(0);
            for (const row of t.cells) {
              const d = (row[2] as number) + offset;
              if (d >= 0 && d < SLIDER_DAYS) perDay[d] = (perDay[d] as number) + (row[4] as number);
            }
            setTimeline({ key: timelineKey, index: indexTimeline(t), offset, perDay, afterSeq });
          },
          (err: unknown) => {
            if (controller.signal.aborted) return;
            console.warn('Failed to get the report timeline', err);
            setTimeline(null);
          },
        );
    }, VIEW_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, west, south, east, north, precision, illness, symptom, severity, timelineKey, catchUp]);

  const sliderRange = from || to ? rangeToSlider({ from, to }) : null;
  // A range wholly inside the slider's days is answered from the timeline.
  const fromTimeline =
    timeline !== null &&
    timeline.key === timelineKey &&
    sliderRange !== null &&
    from !== undefined &&
    (dayNumber(from) ?? -1) >= sliderStart()
      ? timeline
      : null;
  const timelineClusters = useMemo<ClusterSnapshot | null>(() => {
    if (!fromTimeline || !sliderRange) return null;
    const [a, b] = sliderRange;
    const groups = groupsForDays(fromTimeline.index, a - fromTimeline.offset, b - fromTimeline.offset);
    return {
      precision,
      bbox: [west, south, east, north],
      groups,
      ...(fromTimeline.index.precision === precision ? { keyedGroups: groups } : {}),
      afterSeq: fromTimeline.afterSeq,
    };
  }, [fromTimeline, sliderRange?.[0], sliderRange?.[1], precision, west, south, east, north]);

  const useTimeline = timelineClusters !== null;
  useEffect(() => {
    if (useTimeline) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const afterSeq = seq.current;
      const bbox: Bbox = [west, south, east, north];
      const f: MapFilters = {
        ...(illness ? { illness } : {}),
        ...(symptom ? { symptom } : {}),
        ...(severity ? { severity } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      };
      client.getClusters({ bbox, precision, filters: f }, controller.signal).then(
        (groups) =>
          setClusters({
            precision,
            bbox,
            groups,
            afterSeq,
            filterKey: `${illness ?? ''}|${symptom ?? ''}|${severity ?? ''}|${from ?? ''}|${to ?? ''}`,
          }),
        (err: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Failed to get report clusters; grouping loaded reports instead', err);
          setClusters(null);
        },
      );
    }, VIEW_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, west, south, east, north, precision, illness, symptom, severity, from, to, useTimeline, catchUp]);

  const groups = useMemo(() => {
    const f: MapFilters = { illness, symptom, severity, from, to };
    const keep = <T>(m: ReadonlyMap<string, T>, report: (v: T) => Report) => {
      if (isUnfiltered(f)) return m;
      const out = new Map<string, T>();
      for (const [k, v] of m) if (reportMatchesFilters(report(v), f)) out.set(k, v);
      return out;
    };
    const shown = keep(loaded, (r) => r);
    const shownLive = keep(live, (l) => l.report);
    const key = `${illness ?? ''}|${symptom ?? ''}|${severity ?? ''}|${from ?? ''}|${to ?? ''}`;
    const snapshot = timelineClusters ?? (clusters && clusters.filterKey === key ? clusters : null);
    return groupsToDraw(precision, shown, shownLive, snapshot);
  }, [precision, loaded, live, clusters, timelineClusters, illness, symptom, severity, from, to]);
  return { groups, realtime, loadWarning, loading, perDay: timeline?.key === timelineKey ? timeline.perDay : null };
}
