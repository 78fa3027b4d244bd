import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Geocoder } from '../geocode/geocoder';
import { resolveSalt } from '../phone-ai/alerts/phone-hash';
import { loadPhoneAiConfig } from '../phone-ai/config';
import phoneAiPlugin from '../phone-ai/plugin';
import { loadMessagesConfig, type MessagesConfig } from './config';
import messagesPlugin from './plugin';
import { type CheckInRecorder, MessageService } from './service';

export interface MessagesFeatureOptions {
  db: Database;
  geocoder: Geocoder;
  messages?: MessagesConfig;
  checkIns?: CheckInRecorder | null;
}

/**
 * The text-message line and the phone line: one message service (started now, stopped on close) files their
 * reports through the web route's rules and writer, and the phone line's report step uses it too.
 */
async function messagesFeature(app: import('fastify').FastifyInstance, options: MessagesFeatureOptions) {
  const { db, geocoder } = options;
  const phoneAiConfig = loadPhoneAiConfig();
  const messages = new MessageService({
    db,
    geocoder,
    writer: app.reportWriter,
    senderSalt: resolveSalt(phoneAiConfig.phoneHashSalt, phoneAiConfig.production),
    checkIns: options.checkIns === undefined ? app.textCheckIns : options.checkIns,
    sources: app.participants.sources,
  });
  await messages.start();
  app.addHook('onClose', async () => {
    await messages.stop();
  });
  await app.register(phoneAiPlugin, { db, config: phoneAiConfig, reports: messages, prefix: '/api/phone-ai' });
  await app.register(messagesPlugin, {
    service: messages,
    config: options.messages ?? loadMessagesConfig(),
    provider: phoneAiConfig,
  });
}

export default fp(messagesFeature, { name: 'messages', dependencies: ['reports', 'check-ins'] });
