import formbody from '@fastify/formbody';
import {
  contentLocaleOf,
  ConsultationResultSchema,
  EmergencyAlertBodySchema,
  EmergencyAlertResultSchema,
  ErrorResponseSchema,
  HealthConsultationBodySchema,
  PHONE_AI_MESSAGES,
  type AlertSeverity,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { AlertService } from './alerts/service';
import { isPlausiblePhone } from './alerts/phone-hash';
import { loadPhoneAiConfig, type PhoneAiConfig } from './config';
import { consult, type CallerUrgency } from '@healthwatch/triage-engine';
import { cachedLocalCounts, placeFrom } from './engine/local-reports';
import voiceRoutes, { type VoiceRoutesOptions } from './voice/routes';

export interface PhoneAiPluginOptions {
  db: Database;
  /** Defaults to the environment (PHONE_HASH_SALT, ALERT_WEBHOOK_URL, VOICE_AUTH_TOKEN...). */
  config?: PhoneAiConfig;
  /** Files a caller's report after a consultation (the text-message line's service, app.ts). */
  reports?: VoiceRoutesOptions['reports'];
}

const INVALID_PHONE = 'Please enter a valid phone number';

/** true when the raw body lacks a phone number or any non-blank symptom. */
function missingPhoneOrSymptoms(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const { phoneNumber, symptoms } = body as { phoneNumber?: unknown; symptoms?: unknown };
  const hasPhone = typeof phoneNumber === 'string' && phoneNumber.trim() !== '';
  const hasSymptom = Array.isArray(symptoms) && symptoms.some((s) => typeof s === 'string' && s.trim() !== '');
  return !hasPhone || !hasSymptom;
}

/**
 * SPEC's messages for the two checks callers meet first (phone number and
 * symptoms) run before the schema, whose own message covers anything else.
 */
const requirePhoneAndSymptoms = (message: string) => async (request: FastifyRequest) => {
  if (missingPhoneOrSymptoms(request.body)) throw new HttpError(400, message, 'phone-or-symptoms-missing');
};

function requirePlausiblePhone(phoneNumber: string): void {
  if (!isPlausiblePhone(phoneNumber)) throw new HttpError(400, INVALID_PHONE, 'invalid-phone');
}

const URGENCY_OF_SEVERITY: Record<AlertSeverity, CallerUrgency> = {
  low: 'normal',
  mild: 'normal',
  medium: 'urgent',
  moderate: 'urgent',
  high: 'emergency',
  severe: 'emergency',
};

/** Consultation engine, emergency alerts and the voice line under /api/phone-ai. */
const phoneAiPlugin: FastifyPluginAsyncTypebox<PhoneAiPluginOptions> = async (app, opts) => {
  const { db } = opts;
  const config = opts.config ?? loadPhoneAiConfig();
  const alerts = new AlertService(db, config, app.log);
  app.addHook('onClose', async () => alerts.close());
  const localCounts = cachedLocalCounts(db);

  await app.register(formbody);

  app.post(
    '/health-consultation',
    {
      preValidation: requirePhoneAndSymptoms(PHONE_AI_MESSAGES.consultationMissing),
      schema: {
        tags: ['phone-ai'],
        summary: 'AI health consultation from a list of symptoms (names or free phrases)',
        body: HealthConsultationBodySchema,
        response: { 200: ConsultationResultSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      requirePlausiblePhone(body.phoneNumber);
      const place = placeFrom(body);
      return consult({
        symptoms: body.symptoms,
        fullChecklist: body.fullChecklist === true,
        urgency: body.urgency ?? 'normal',
        country: place.country,
        localCounts: await localCounts(place),
        ...(body.dangerSigns ? { dangerSigns: body.dangerSigns } : {}),
        ...(body.answers ? { answers: body.answers } : {}),
        ...(body.locale !== undefined ? { locale: contentLocaleOf(body.locale) } : {}),
      });
    },
  );

  app.post(
    '/emergency-alert',
    {
      preValidation: requirePhoneAndSymptoms(PHONE_AI_MESSAGES.alertMissing),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['phone-ai'],
        summary:
          'Records an emergency alert (phone number kept only as a salted hash) and answers with the consultation result',
        body: EmergencyAlertBodySchema,
        response: { 201: EmergencyAlertResultSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      requirePlausiblePhone(body.phoneNumber);
      const place = placeFrom(body);
      const result = consult({
        symptoms: body.symptoms,
        urgency: URGENCY_OF_SEVERITY[body.severity ?? 'high'],
        country: place.country,
        localCounts: await localCounts(place),
      });
      const locationText = typeof body.location === 'string' ? body.location : body.location?.text;
      const stored = await alerts.raise({
        phoneNumber: body.phoneNumber,
        channel: 'web',
        place,
        locationText,
        description: body.description,
        result,
      });
      return reply.status(201).send({ ...result, alertId: stored.id });
    },
  );

  await app.register(voiceRoutes, { db, config, alerts, reports: opts.reports, basePath: app.prefix });
};

export default phoneAiPlugin;
