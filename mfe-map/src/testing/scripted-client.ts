import type {
  AreaAlarm,
  AreaAlarmsQuery,
  CheckIn,
  CityMatch,
  ClusterGroup,
  ClusterQuery,
  HealthDataClient,
  HealthStat,
  MapFilters,
  RealtimeState,
  Report,
  TimelineResponse,
  WeeklyRates,
  WeeklyRatesQuery,
} from '@healthwatch/contracts';

/**
 * A scripted data client for component tests: jsdom has neither fetch nor
 * EventSource, so the components run here against this in-memory
 * implementation of HealthDataClient. The API client itself is tested over
 * real HTTP in contracts, and the whole loop in Chromium end to end.
 */
export class ScriptedClient implements HealthDataClient {
  reports: Report[] = [];
  reportsFail = false;
  stats: HealthStat[] | Error = [];
  clusters: ClusterGroup[] | Error = new Error('Failed to get report clusters');
  onReport: ((report: Report) => void) | null = null;
  onStatus: ((state: RealtimeState) => void) | null = null;
  clusterCalls = 0;
  clusterQueries: ClusterQuery[] = [];
  timeline: TimelineResponse | Error = new Error('Failed to get the report timeline');
  timelineCalls = 0;

  async listReports() {
    if (this.reportsFail) throw new Error('Failed to get reports');
    return this.reports;
  }
  async submitReport(): Promise<Report> {
    throw new Error('not used by the map');
  }
  async geocode() {
    return { kind: 'unavailable' as const, message: 'Geocoding service unavailable' };
  }
  async matchTip() {
    return null;
  }
  statsQueries: (MapFilters | undefined)[] = [];
  async getStats(filters?: MapFilters) {
    this.statsQueries.push(filters);
    if (this.stats instanceof Error) throw this.stats;
    return this.stats;
  }
  async getClusters(query: ClusterQuery) {
    this.clusterCalls += 1;
    this.clusterQueries.push(query);
    if (this.clusters instanceof Error) throw this.clusters;
    return this.clusters;
  }
  areaAlarms: AreaAlarm[] | Error = [];
  areaAlarmQueries: AreaAlarmsQuery[] = [];
  async getAreaAlarms(query: AreaAlarmsQuery) {
    this.areaAlarmQueries.push(query);
    if (this.areaAlarms instanceof Error) throw this.areaAlarms;
    return this.areaAlarms;
  }
  /** Weekly rates per area id; an area without an entry is refused as the API refuses an unknown area. */
  rates = new Map<string, WeeklyRates>();
  rateQueries: WeeklyRatesQuery[] = [];
  async getWeeklyRates(query: WeeklyRatesQuery) {
    this.rateQueries.push(query);
    const rates = this.rates.get(query.area);
    if (!rates) throw new Error('Failed to get weekly rates');
    return rates;
  }
  async checkIn(): Promise<CheckIn> {
    throw new Error('not used by the map');
  }
  cities: CityMatch[] = [];
  async searchCities() {
    return this.cities;
  }
  async getTimeline() {
    this.timelineCalls += 1;
    if (this.timeline instanceof Error) throw this.timeline;
    return this.timeline;
  }
  subscribeReports(onReport: (report: Report) => void, onStatus: (state: RealtimeState) => void) {
    this.onReport = onReport;
    this.onStatus = onStatus;
    return { close: () => (this.onReport = null) };
  }
}

let seq = 0;
export function aReport(latitude: number | null, longitude: number | null, id = String(++seq)): Report {
  return {
    id,
    nickname: null,
    country: 'IN',
    pinCode: '400001',
    symptoms: ['Fever'],
    illnessType: 'flu',
    severity: 'mild',
    createdAt: '2026-01-01T00:00:00Z',
    latitude,
    longitude,
    city: null,
    state: null,
  };
}
