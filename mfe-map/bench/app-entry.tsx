// Runs inside headless Chromium: the whole map (HealthMap: React, the controls, the cluster
// table, Leaflet and the canvas layer) over a scripted data client whose timeline holds 10,000
// cells, so that a slider step is measured as a visitor's keyboard makes it.
import {
  DEFAULT_RUNTIME_CONFIG,
  ILLNESS_TYPES,
  type RemoteProps,
  type TimelineRequest,
  type TimelineResponse,
} from '@healthwatch/contracts';
import { createRoot } from 'react-dom/client';
import HealthMap from '../src/health-map/HealthMap';
import { sliderToRange, SLIDER_DAYS } from '../src/map-view-state/time-range';
import { ScriptedClient } from '../src/testing/scripted-client';

const CELLS = Number(new URLSearchParams(window.location.search).get('cells') ?? 10000);

/** n distinct cells of the precision's grid between 35° S and 65° N (in the initial view), about 20 rows each. */
function makeTimeline(n: number, precision: number, seed = 7): TimelineResponse {
  let s = seed >>> 0;
  const rand = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const f = 10 ** precision;
  const seen = new Set<string>();
  const cells: number[][] = [];
  while (seen.size < n) {
    const lat = Math.round((rand() * 100 - 35) * f) / f;
    const lon = Math.round((rand() * 358 - 179) * f) / f;
    const key = `${lat},${lon}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (let k = 0; k < 20; k++)
      cells.push([lat, lon, Math.floor(rand() * SLIDER_DAYS), Math.floor(rand() * 8), 1 + Math.floor(rand() * 5)]);
  }
  return {
    precision,
    first: sliderToRange(0, 0).from,
    days: SLIDER_DAYS,
    illnesses: [...ILLNESS_TYPES],
    cells,
  };
}

class BenchClient extends ScriptedClient {
  /** Answers with the precision the map asked for, as the API does. */
  override async getTimeline(...args: unknown[]): Promise<TimelineResponse> {
    const query = args[0] as TimelineRequest;
    this.timelineCalls += 1;
    return makeTimeline(CELLS, query.precision);
  }
}

const client = new BenchClient();
client.clusters = [];
const props: RemoteProps = {
  // Nothing here may reach a server: the data client is scripted, and no API listens on port 9.
  config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'http://127.0.0.1:9' },
  toast: () => undefined,
  theme: 'light',
  accessibility: { highContrast: false, largeText: false, reducedMotion: true, screenReaderMode: false },
};
const host = document.getElementById('map');
if (!host) throw new Error('no #map');
createRoot(host).render(<HealthMap {...props} client={client} />);
