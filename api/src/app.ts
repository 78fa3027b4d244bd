import type { FastifyPluginAsync } from 'fastify';
import alerts from './alerts/feature';
import analytics from './analytics/feature';
import type { BuildAppOptions } from './app-options';
import catalog from './catalog/feature';
import checkIns from './check-ins/feature';
import demo from './demo/feature';
import fhir from './fhir/feature';
import geocode from './geocode/feature';
import health from './health/feature';
import healthTips from './health-tips/feature';
import infrastructure from './infrastructure/plugin';
import { createServer } from './infrastructure/server';
import messages from './messages/feature';
import official from './official/feature';
import openData from './open-data/feature';
import push from './push/feature';
import rates from './rates/feature';
import realtime from './realtime/feature';
import releases from './releases/feature';
import reminders from './reminders/feature';
import reports from './reports/feature';
import retention from './retention/feature';
import stats from './stats/feature';
import vitals from './vitals/feature';

export type { BuildAppOptions } from './app-options';

/**
 * The features in the order they start: each (its folder's feature.ts) builds its own services, registers its
 * routes and its start/stop hooks, and reads the app options it needs. Those that share a service come after
 * the feature that decorates the app with it: reports (writer, participants, write budget) before check-ins,
 * messages, rates and FHIR; check-ins (the text line's recorder) before messages; analytics (app.areas) before alerts and push; push (its keys) before reminders.
 */
const FEATURES: FastifyPluginAsync<BuildAppOptions>[] = [
  health,
  realtime,
  reports,
  healthTips,
  stats,
  demo,
  geocode,
  checkIns,
  messages,
  analytics,
  rates,
  catalog,
  official,
  fhir,
  alerts,
  openData,
  releases,
  vitals,
  push,
  reminders,
  retention,
];

/** The API as a Fastify instance: infrastructure first (errors, limits, security headers, docs), then the features. */
export async function buildApp(options: BuildAppOptions) {
  const app = createServer(options);
  await app.register(infrastructure, options);
  for (const feature of FEATURES) await app.register(feature, options);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
