import {
  INITIAL_REALTIME_STATE,
  onWindowEvent,
  type HealthDataClient,
  type RealtimeState,
  type Report,
} from '@healthwatch/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MarkerGroup } from '../markers/group-reports';
import { clampBbox, groupsToDraw, type Bbox, type ClusterSnapshot, type LiveReport } from './map-view';

export const LOAD_FAILED_MESSAGE = 'Some data could not be loaded, but the app will continue to work';
/** How many recent reports (the API's page maximum) the map loads to group locally when clusters are unavailable. */
export const INITIAL_REPORT_LIMIT = 500;
/** Pause after the view stops moving before asking for its clusters. */
export const VIEW_SETTLE_MS = 250;

export interface MapView {
  bbox: Bbox;
  precision: number;
}

export interface MapData {
  groups: MarkerGroup[];
  realtime: RealtimeState;
  loadWarning: string | null;
  loading: boolean;
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

  const [west, south, east, north] = clampBbox(view.bbox);
  const { precision } = view;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const afterSeq = seq.current;
      const bbox: Bbox = [west, south, east, north];
      client.getClusters({ bbox, precision }, controller.signal).then(
        (groups) => setClusters({ precision, bbox, groups, afterSeq }),
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
  }, [client, west, south, east, north, precision, catchUp]);

  const groups = useMemo(() => groupsToDraw(precision, loaded, live, clusters), [precision, loaded, live, clusters]);
  return { groups, realtime, loadWarning, loading };
}
