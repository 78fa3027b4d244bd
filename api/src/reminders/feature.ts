import fp from 'fastify-plugin';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../push/endpoint-policy';
import type { PushFeatureOptions } from '../push/feature';
import remindersPlugin from './plugin';
import { startReminderScheduler } from './scheduler';

/** The push feature's options (same push services and budget) but the per-area cap, and whether rounds run here. */
export interface RemindersFeatureOptions extends Omit<PushFeatureOptions, 'pushSubscriptionsPerArea'> {
  /** false: no weekly reminder rounds in this process (tests that run rounds themselves). */
  reminders?: boolean;
}

/** Weekly check-in reminders (issue #32): same push services, keys and sender as the area alerts. */
async function remindersFeature(app: import('fastify').FastifyInstance, options: RemindersFeatureOptions) {
  const { db, geocoder } = options;
  await app.register(remindersPlugin, {
    db,
    geocoder,
    endpointHosts: options.pushEndpointHosts ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
    rateLimit: options.writeRateLimit === 0 ? 0 : undefined,
  });
  if (options.reminders === false) return;
  const reminders = startReminderScheduler(
    {
      db,
      vapid: app.vapidKeys,
      appUrl: app.publicUrls.appUrl,
      apiUrl: app.publicUrls.publicApiUrl,
      onError: (err) => app.log.warn({ err: { message: (err as Error).message } }, 'reminder delivery failed'),
    },
    app.clock,
  );
  app.addHook('onClose', () => reminders.stop());
}

export default fp(remindersFeature, { name: 'reminders', dependencies: ['push'] });
