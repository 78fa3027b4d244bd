import { createAnalyticsClient } from '@healthwatch/client';
import type {
  AnalyticsTimeframe,
  HealthTrendsResponse,
  OutbreakPredictionResponse,
  RemoteProps,
  RiskAssessmentResponse,
  SeasonalResponse,
} from '@healthwatch/contracts';
import { useCallback, useMemo, useState } from 'react';
import { NotifyArea } from '@healthwatch/ui-kit/area-alerts/NotifyArea';
import { withCatalogs } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { AgreementSection } from '../agreement/AgreementSection';
import { DEFAULT_RISK_PROFILE, RiskForm, type RiskProfile } from '../controls/RiskForm';
import { type ChosenLocation, Selectors } from '../controls/Selectors';
import { useLatest } from '../data/useLatest';
import { LoadError, LoadingSkeleton } from '../feedback/Feedback';
import { OpenData } from '../open-data/OpenData';
import { OutbreakPanel } from '../panels/OutbreakPanel';
import { RiskPanel } from '../panels/RiskPanel';
import { SeasonalPanel } from '../panels/SeasonalPanel';
import { analyticsCatalogs, useT } from '../i18n/analytics-catalogs';
import { TrendsPanel } from '../panels/TrendsPanel';
import { ScanClusters } from '../scan-clusters/ScanClusters';
import { Tabs, type TabDef } from '../tabs/Tabs';
import { WeeklyRates } from '../weekly-rates/WeeklyRates';
import { initialLocation } from './initial-location';
import styles from './AnalyticsPage.module.css';

type TabId = 'outbreak' | 'trends' | 'seasonal' | 'risk';

const TAB_IDS: readonly TabId[] = ['outbreak', 'trends', 'seasonal', 'risk'];

type Loaded =
  | { tab: 'outbreak'; data: OutbreakPredictionResponse }
  | { tab: 'trends'; data: HealthTrendsResponse }
  | { tab: 'seasonal'; data: SeasonalResponse }
  | { tab: 'risk'; data: RiskAssessmentResponse; location: string };

export interface AnalyticsPageProps extends RemoteProps {
  /** The network boundary; tests pass their own. */
  fetchImpl?: typeof fetch;
}

function AnalyticsPage({ config, theme, fetchImpl }: AnalyticsPageProps) {
  const t = useT();
  const tabs = useMemo<TabDef<TabId>[]>(() => TAB_IDS.map((id) => ({ id, label: t(`tab.${id}`) })), [t]);
  const [tab, setTab] = useState<TabId>('outbreak');
  // A link from an alert (`/analytics?location=<area id>`) opens on that area.
  const [chosen, setChosen] = useState<ChosenLocation>(() =>
    initialLocation(typeof window === 'undefined' ? '' : window.location.search),
  );
  const location = chosen.value;
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>(30);
  const [profile, setProfile] = useState<RiskProfile>(DEFAULT_RISK_PROFILE);
  const client = useMemo(() => createAnalyticsClient(config.apiBaseUrl, fetchImpl), [config.apiBaseUrl, fetchImpl]);

  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded> => {
      switch (tab) {
        case 'outbreak':
          return { tab, data: await client.outbreakPrediction(location, timeframe, signal) };
        case 'trends':
          return { tab, data: await client.healthTrends(timeframe, location, signal) };
        case 'seasonal':
          return { tab, data: await client.seasonalPatterns(location, signal) };
        case 'risk':
          return {
            tab,
            location: chosen.label,
            data: await client.riskAssessment(
              { location, symptoms: [], medicalHistory: [], age: profile.age, gender: profile.gender },
              signal,
            ),
          };
      }
    },
    [client, tab, location, chosen.label, timeframe, profile],
  );
  const searchAreas = useCallback(
    (q: string, signal: AbortSignal) => client.areas({ q, limit: 8 }, signal).then((r) => r.data),
    [client],
  );
  const { state, retry } = useLatest(`${tab}|${location}|${timeframe}|${profile.age}|${profile.gender}`, load);

  return (
    <section
      aria-labelledby="analytics-AnalyticsPage-heading"
      className={`${styles.page} ${theme === 'dark' ? styles.dark : ''}`}
    >
      <h2 id="analytics-AnalyticsPage-heading">{t('page.heading')}</h2>
      {/* Its intro is the shell's (route./analytics.intro), prerendered, so it paints before this remote loads. */}
      <Selectors
        location={chosen}
        timeframe={timeframe}
        onLocation={setChosen}
        onTimeframe={setTimeframe}
        searchAreas={searchAreas}
      />
      <Tabs label={t('page.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'risk' && <RiskForm profile={profile} onSubmit={setProfile} />}
        {state.status === 'error' && <LoadError onRetry={retry} />}
        {/* Until the effect for a new tab runs, the old tab's answer must not show in the new panel. */}
        {state.status === 'loaded' && state.data.tab === tab ? (
          <LoadedPanel loaded={state.data} />
        ) : (
          state.status !== 'error' && <LoadingSkeleton label={t('page.loading')} />
        )}
      </Tabs>
      <WeeklyRates apiBaseUrl={config.apiBaseUrl} location={location} fetchImpl={fetchImpl} />
      <AgreementSection client={client} location={location} />
      <ScanClusters client={client} location={location} />
      <NotifyArea apiBaseUrl={config.apiBaseUrl} />
      <OpenData apiBaseUrl={config.apiBaseUrl} />
    </section>
  );
}

function LoadedPanel({ loaded }: { loaded: Loaded }) {
  switch (loaded.tab) {
    case 'outbreak':
      return <OutbreakPanel data={loaded.data} />;
    case 'trends':
      return <TrendsPanel data={loaded.data} />;
    case 'seasonal':
      return <SeasonalPanel data={loaded.data} />;
    case 'risk':
      return <RiskPanel data={loaded.data} location={loaded.location} />;
  }
}

export default withCatalogs(AnalyticsPage, analyticsCatalogs);
