import type { ConsultationResult } from '@healthwatch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PhoneAiConfig } from '../config';
import type { CallerPlace } from '../engine/local-reports';
import { AlertNotifier } from './notifier';
import { hashPhone, resolveSalt } from './phone-hash';
import { insertAlert, recordDelivery, type StoredAlert } from './store';

export interface RaiseAlertInput {
  phoneNumber: string;
  channel: 'web' | 'voice';
  place: CallerPlace;
  locationText?: string | undefined;
  description?: string | undefined;
  result: ConsultationResult;
}

/** Stores alerts (phone number as a salted hash only) and hands them to the webhook. */
export class AlertService {
  private readonly salt: string;
  private readonly notifier: AlertNotifier | null;
  private closed = false;

  constructor(
    private readonly db: Database,
    config: PhoneAiConfig,
    log: FastifyBaseLogger,
  ) {
    this.salt = resolveSalt(config.phoneHashSalt, config.production);
    this.notifier = config.alertWebhookUrl
      ? new AlertNotifier({
          url: config.alertWebhookUrl,
          maxAttempts: config.alertMaxAttempts,
          retryBaseMs: config.alertRetryBaseMs,
          onAttemptFailed: (attempt, reason) => log.warn({ attempt, reason }, 'emergency alert webhook attempt failed'),
          onDone: async (alertId, outcome) => {
            if (!outcome.delivered)
              log.error({ alertId, attempts: outcome.attempts }, 'emergency alert webhook delivery gave up');
            if (this.closed) return;
            await recordDelivery(this.db, alertId, outcome.delivered, outcome.attempts).catch((err: unknown) =>
              log.warn({ err }, 'could not record alert delivery'),
            );
          },
        })
      : null;
  }

  hash(phoneNumber: string): string {
    return hashPhone(phoneNumber, this.salt);
  }

  async raise(input: RaiseAlertInput): Promise<StoredAlert> {
    const phoneHash = this.hash(input.phoneNumber);
    const stored = await insertAlert(this.db, {
      phoneHash,
      channel: input.channel,
      place: input.place,
      locationText: input.locationText,
      description: input.description,
      result: input.result,
    });
    this.notifier?.notify(stored.id, {
      alertId: stored.id,
      createdAt: stored.createdAt,
      channel: input.channel,
      phoneHash,
      severity: input.result.severity,
      triage: input.result.triage,
      diagnosis: input.result.diagnosis,
      confidence: input.result.confidence,
      symptoms: input.result.explanation.matchedSymptoms,
      redFlags: input.result.explanation.redFlags.map((f) => f.id),
      location: {
        country: input.place.country ?? null,
        pinCode: input.place.pinCode ?? null,
        latitude: input.place.latitude ?? null,
        longitude: input.place.longitude ?? null,
        text: input.locationText ?? null,
      },
      description: input.description ?? null,
    });
    return stored;
  }

  /** Waits for deliveries in progress (tests); production shutdown uses close(). */
  async drain(): Promise<void> {
    await this.notifier?.drain();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.notifier?.close();
  }
}
