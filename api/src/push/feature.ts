import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Geocoder } from '../geocode/geocoder';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from './endpoint-policy';
import pushPlugin from './plugin';
import { batchAlarms, createPushSender } from './sender';
import { loadVapidKeys, type VapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    /** The keys every push this API sends is signed with (area alerts and check-in reminders). */
    vapidKeys: VapidKeys;
  }
}

export interface PushFeatureOptions {
  db: Database;
  geocoder: Geocoder;
  pushEndpointHosts?: readonly string[];
  pushSubscriptionsPerArea?: number;
  writeRateLimit?: number;
}

/** Push: the keys, each public area alert sent to the browsers that follow its area, and the subscription routes. */
async function pushFeature(app: import('fastify').FastifyInstance, options: PushFeatureOptions) {
  const { db, geocoder } = options;
  const { appUrl, apiUrl } = app.publicUrls;
  const vapid = await loadVapidKeys(db);
  app.decorate('vapidKeys', vapid);
  const areas = app.areas;
  if (areas) {
    const pushSender = createPushSender({
      db,
      vapid,
      appUrl,
      apiUrl,
      onError: (err) => app.log.warn({ err: { message: (err as Error).message } }, 'push delivery failed'),
    });
    const alarms = batchAlarms(pushSender, (err) => app.log.warn({ err }, 'push announcement failed'));
    // Only public alerts (corroborated, and held across the pass: analytics/areas/alarm-tiers.ts), never a watch.
    areas.onAlarm((alarm) => alarm.tier === 'alert' && alarms.add(alarm));
    app.addHook('onClose', () => alarms.close());
  }
  await app.register(pushPlugin, {
    db,
    geocoder,
    areas,
    vapid,
    endpointHosts: options.pushEndpointHosts ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
    maxSubscriptionsPerArea: options.pushSubscriptionsPerArea,
    apiUrl,
    rateLimit: options.writeRateLimit === 0 ? 0 : undefined,
  });
}

export default fp(pushFeature, { name: 'push', dependencies: ['analytics'] });
