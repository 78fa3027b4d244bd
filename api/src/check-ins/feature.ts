import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Geocoder } from '../geocode/geocoder';
import type { CheckInRecorder } from '../messages/service';
import checkInsPlugin from './plugin';
import { messageCheckIns } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** How "I feel fine" check-ins sent by text (`OK 400001`) are stored (the messages feature records them). */
    textCheckIns: CheckInRecorder;
  }
}

export interface CheckInsFeatureOptions {
  db: Database;
  geocoder: Geocoder;
  writeRateLimit?: number;
}

/** "I feel fine" check-ins, counted like reports' participants: the route and the recorder text messages use. */
async function checkInsFeature(app: import('fastify').FastifyInstance, options: CheckInsFeatureOptions) {
  const { db, geocoder } = options;
  app.decorate('textCheckIns', messageCheckIns({ db, ...app.participants }));
  await app.register(checkInsPlugin, {
    db,
    geocoder,
    writeRateLimit: options.writeRateLimit ?? 60,
    ...app.participants,
  });
}

export default fp(checkInsFeature, { name: 'check-ins', dependencies: ['reports'] });
