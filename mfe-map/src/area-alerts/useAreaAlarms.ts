import type { AreaAlarm, HealthDataClient } from '@healthwatch/contracts';
import { useEffect, useState } from 'react';
import { boundsQuery } from './alarm-text';

/** Waits for the map to settle before asking. */
const SETTLE_MS = 400;
export const AREA_ALERTS_LIMIT = 10;

export type AreaAlarmsState = { status: 'loading' } | { status: 'ok'; alarms: AreaAlarm[] } | { status: 'error' };

/** The current alarms inside the map's view, asked again when the view settles elsewhere. */
export function useAreaAlarms(
  client: HealthDataClient,
  bbox: readonly [number, number, number, number],
): AreaAlarmsState {
  const [state, setState] = useState<AreaAlarmsState>({ status: 'loading' });
  const [west, south, east, north] = bbox;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .getAreaAlarms({ ...boundsQuery([west, south, east, north]), limit: AREA_ALERTS_LIMIT }, controller.signal)
        .then(
          (alarms) => !controller.signal.aborted && setState({ status: 'ok', alarms }),
          () => !controller.signal.aborted && setState({ status: 'error' }),
        );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, west, south, east, north]);
  return state;
}
