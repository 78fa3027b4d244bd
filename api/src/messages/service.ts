import {
  type ContentLocale,
  type CountryCode,
  contentLocaleOf,
  findCountry,
  type GeocodeResult,
  type HealthTipRecord,
  type Symptom,
} from '@healthwatch/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from '../geocode/geocoder';
import { LruTtlCache } from '../cache/lru-ttl-cache';
import { matchTip } from '../health-tips/plugin';
import { hashPhone, providerIdKey } from '../phone-ai/alerts/phone-hash';
import { callerCountry } from '../phone-ai/voice/language/caller-language';
import { placeColumns, placePostalCode } from '../reports/place';
import type { ReportChannel, ReportWriter } from '../reports/writer';
import { type MessageLanguage, type MessageProblem, type ParsedMessage, parseMessage } from './grammar';
import { countryName, example, illnessName, keypadList, type Reply, symptomNames } from './replies';
import type { SourceBuckets } from '../alerts/source-buckets';
import { SenderStore } from './senders';

/** A text channel of the provider: WhatsApp numbers arrive as "whatsapp:+91…". */
export type TextChannel = Extract<ReportChannel, 'sms' | 'whatsapp'>;

/**
 * "I feel fine" check-ins (`OK 400001`) are another feature's (POST /api/check-ins, issue #32). It is
 * reached only through this interface, so wiring it is one line where the app builds this service;
 * until then the sender is told honestly that check-ins by text message are not available yet.
 */
export interface CheckInRecorder {
  /** Stores one check-in for a place, once per `key` (a hash of the provider's message id). */
  record(checkIn: {
    country: CountryCode;
    pinCode: string;
    place: GeocodeResult | undefined;
    channel: ReportChannel;
    key: string;
    /**
     * The sender as a participant, like the browser's participant key of POST /api/check-ins: the
     * HMAC of the number (never the number), so one number counts once a week.
     */
    participant: string;
  }): Promise<void>;
}

export interface MessageServiceOptions {
  db: Database;
  geocoder: Geocoder;
  writer: ReportWriter;
  /** The HMAC key of sender hashes (PHONE_HASH_SALT): from the environment, never stored. */
  senderSalt: string;
  checkIns?: CheckInRecorder | null;
  /** Source buckets for corroborating alerts (alerts/source-buckets.ts): a text's sender is its source. */
  sources?: SourceBuckets;
}

/** One more report from this sender today? Bounds what one number can add to the map. */
export type ReportBudget = () => Promise<boolean>;

export interface IncomingText {
  from: string;
  body: string;
  /** The provider's id of the message: a re-delivery carries the same one. */
  messageSid: string;
}

export interface HandledMessage {
  /** What to send back, or null for no reply at all (a stopped sender). */
  reply: Reply | null;
  lang: MessageLanguage;
  /** The report stored (or found stored under this MessageSid), by id. */
  reportId?: string;
  /** false when the MessageSid had already stored its report. */
  created?: boolean;
}

/** Where people most likely read Hindi, Spanish or Portuguese when their message does not tell. */
const LANGUAGE_BY_COUNTRY: Readonly<Record<string, MessageLanguage>> = { IN: 'hi', MX: 'es', ES: 'es', BR: 'pt' };
/** A tip in a reply is cut at this many characters, so the reply stays a few SMS segments. */
const MAX_TIP_CHARS = 240;

export const channelOf = (from: string): TextChannel => (/^whatsapp:/i.test(from.trim()) ? 'whatsapp' : 'sms');
const numberOf = (from: string) => from.trim().replace(/^whatsapp:/i, '');

function placeText(pinCode: string, place: GeocodeResult | undefined): string {
  return place?.city ? `${place.city} ${pinCode}` : pinCode;
}

/** The reply that tells a sender what to fix. */
export function problemReply(detail: MessageProblem, lang: MessageLanguage, senderCountry: string | null): Reply {
  switch (detail.problem) {
    case 'empty':
      return { code: 'empty' };
    case 'too-long':
      return { code: 'tooLong', values: { length: detail.length } };
    case 'control-characters':
      return { code: 'controlCharacters' };
    case 'no-symptoms':
      return detail.words.length > 0
        ? { code: 'noSymptoms', values: { words: detail.words.join(' ').slice(0, 40) } }
        : { code: 'noSymptomsAtAll' };
    case 'no-postal-code':
      return { code: 'noPostalCode', values: { example: example(lang, senderCountry, senderCountry === null) } };
    case 'no-country':
      return { code: 'noCountry', values: { example: example(lang, null, true) } };
    case 'invalid-postal-code':
      return invalidPostalCode(lang, detail.postalCode, detail.country);
  }
}

function invalidPostalCode(lang: MessageLanguage, code: string, country: CountryCode): Reply {
  return {
    code: 'invalidPostalCode',
    values: {
      code: code.slice(0, 20),
      country: countryName(country),
      format: findCountry(country)?.postalFormat ?? '',
      example: example(lang, country),
    },
  };
}

/**
 * Turns one text message into what the web form would have done: the same place rules
 * (reports/place.ts), the same writer (group commit, idempotent by key: here the MessageSid), the
 * same realtime feed; plus the keywords of a text line. Senders are known only by an HMAC of their
 * number (senders.ts).
 */
export class MessageService {
  private readonly senders: SenderStore;
  /**
   * Tips by locale, postal code and symptoms: the tip function costs milliseconds a call and would
   * be most of a message's time; tips change only with a migration, so a minute's reuse is safe.
   */
  private readonly tips = new LruTtlCache<Promise<HealthTipRecord | null>>({ maxEntries: 5000, ttlMs: 60_000 });

  constructor(private readonly options: MessageServiceOptions) {
    this.senders = new SenderStore(options.db);
  }

  /** Starts hearing other processes' sender changes (senders.ts); the app calls it once. */
  start(): Promise<void> {
    return this.senders.start();
  }

  stop(): Promise<void> {
    return this.senders.stop();
  }

  private tip(symptoms: readonly string[], pinCode: string | null, locale: ContentLocale) {
    const key = `${locale}|${pinCode ?? ''}|${symptoms.join(',')}`;
    let tip = this.tips.get(key);
    if (!tip) {
      tip = matchTip(this.options.db, symptoms, pinCode, locale);
      this.tips.set(key, tip);
      // A failed lookup is not remembered.
      tip.catch(() => this.tips.delete(key));
    }
    return tip;
  }

  /** The key a sender's limits and settings are kept under; the number never leaves this call. */
  senderKey(from: string): string {
    return hashPhone(numberOf(from), this.options.senderSalt);
  }

  async handle(message: IncomingText, log: FastifyBaseLogger, budget?: ReportBudget): Promise<HandledMessage> {
    const senderKey = this.senderKey(message.from);
    const senderCountry = callerCountry(numberOf(message.from)) ?? null;
    const channel = channelOf(message.from);
    const parsed = parseMessage(message.body, { senderCountry: senderCountry ?? undefined });
    const sender = this.senders.get(senderKey);
    const lang =
      sender.lang ?? parsed.language ?? (senderCountry ? LANGUAGE_BY_COUNTRY[senderCountry] : undefined) ?? 'en';

    if (parsed.intent === 'start') {
      await this.senders.setStopped(senderKey, false);
      return { reply: { code: 'started' }, lang };
    }
    const outcome = await this.act(parsed, { senderKey, senderCountry, channel, lang, message, budget }, log);
    // A stopped number gets nothing back (carrier rules) except its one STOP confirmation.
    if (sender.stopped && parsed.intent !== 'stop') return { ...outcome, reply: null };
    return outcome;
  }

  private async act(
    parsed: ParsedMessage,
    ctx: {
      senderKey: string;
      senderCountry: string | null;
      channel: TextChannel;
      lang: MessageLanguage;
      message: IncomingText;
      budget: ReportBudget | undefined;
    },
    log: FastifyBaseLogger,
  ): Promise<HandledMessage> {
    const { lang } = ctx;
    switch (parsed.intent) {
      case 'start':
      case 'stop':
        await this.senders.setStopped(ctx.senderKey, parsed.intent === 'stop');
        return { reply: { code: parsed.intent === 'stop' ? 'stopped' : 'started' }, lang };
      case 'help':
        return { reply: { code: 'help', values: { list: keypadList(lang) } }, lang };
      case 'lang':
        if (!parsed.lang) return { reply: { code: 'langUnknown' }, lang };
        await this.senders.setLang(ctx.senderKey, parsed.lang);
        return { reply: { code: 'langSet' }, lang: parsed.lang };
      case 'tip': {
        const tip = await this.tip(
          parsed.symptoms.length > 0 ? parsed.symptoms : ['Fever'],
          null,
          contentLocaleOf(lang),
        );
        return {
          reply: tip ? { code: 'tip', values: { tip: cut(tip.content), source: tip.source } } : { code: 'noTip' },
          lang,
        };
      }
      case 'problem':
        return { reply: problemReply(parsed.detail, lang, ctx.senderCountry), lang };
      case 'check-in': {
        const placed = await this.place(parsed.place.country, parsed.place.postalCode, lang, log);
        if ('reply' in placed) return placed;
        const recorder = this.options.checkIns;
        if (!recorder) return { reply: { code: 'checkInUnavailable' }, lang };
        await recorder.record({
          country: parsed.place.country,
          pinCode: placed.pinCode,
          place: placed.place,
          channel: ctx.channel,
          key: providerIdKey('message', ctx.message.messageSid),
          participant: ctx.senderKey,
        });
        return { reply: { code: 'checkInRecorded', values: { place: placeText(placed.pinCode, placed.place) } }, lang };
      }
      case 'report':
        return this.report(
          {
            symptoms: parsed.symptoms,
            illness: parsed.illness,
            country: parsed.place.country,
            postalCode: parsed.place.postalCode,
          },
          { ...ctx, key: providerIdKey('message', ctx.message.messageSid) },
          log,
        );
    }
  }

  /**
   * Stores one report through the web route's rules and writer, once per key (a MessageSid or a
   * CallSid), and words what was recorded. Shared by text messages and the phone line.
   */
  async report(
    report: { symptoms: Symptom[]; illness: ParsedReportIllness; country: CountryCode; postalCode: string },
    ctx: {
      channel: ReportChannel;
      lang: MessageLanguage;
      key: string;
      budget?: ReportBudget | undefined;
      /** The sender's or caller's hash: one number is one source of an alert's excess. */
      senderKey?: string;
    },
    log: FastifyBaseLogger,
  ): Promise<HandledMessage> {
    const { lang } = ctx;
    const placed = await this.place(report.country, report.postalCode, lang, log);
    if ('reply' in placed) return placed;
    if (ctx.budget && !(await ctx.budget())) return { reply: { code: 'tooManyReports' }, lang };
    const written = await this.options.writer.write(
      {
        nickname: null,
        country: report.country,
        pinCode: placed.pinCode,
        symptoms: report.symptoms,
        illnessType: report.illness,
        severity: 'mild',
        ...placeColumns(placed.place),
        channel: ctx.channel,
        ...(this.options.sources && ctx.senderKey
          ? { sources: this.options.sources.of(`sender:${ctx.senderKey}`, null) }
          : {}),
      },
      ctx.key,
    );
    const tip = await this.tip(report.symptoms, placed.pinCode, contentLocaleOf(lang));
    const values = {
      symptoms: symptomNames(lang, report.symptoms),
      place: placeText(placed.pinCode, placed.place),
      illness: illnessName(lang, report.illness),
    };
    return {
      reply: {
        code: report.illness === 'unknown' || report.illness === 'other' ? 'recorded' : 'recordedIllness',
        values,
        next: tip ? { code: 'tipLine', values: { tip: cut(tip.content) } } : { code: 'usageTip' },
      },
      lang,
      reportId: written.row.id,
      created: written.created,
    };
  }

  /** The web route's place rules; a refusal becomes the reply that says what to fix. */
  private async place(
    country: CountryCode,
    postalCode: string,
    lang: MessageLanguage,
    log: FastifyBaseLogger,
  ): Promise<{ pinCode: string; place: GeocodeResult | undefined } | HandledMessage> {
    try {
      return await placePostalCode(this.options.geocoder, country, postalCode, log);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.code === 'invalid-postal-code') return { reply: invalidPostalCode(lang, postalCode, country), lang };
      if (err.code === 'postal-code-not-found')
        return {
          reply: {
            code: 'postalCodeNotFound',
            values: { code: postalCode.slice(0, 20), country: countryName(country), example: example(lang, country) },
          },
          lang,
        };
      if (err.code === 'geocoder-unavailable') return { reply: { code: 'unavailable' }, lang };
      throw err;
    }
  }
}

type ParsedReportIllness = Extract<ParsedMessage, { intent: 'report' }>['illness'];

function cut(text: string): string {
  return text.length <= MAX_TIP_CHARS ? text : `${text.slice(0, MAX_TIP_CHARS - 1).trimEnd()}…`;
}
