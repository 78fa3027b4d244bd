import { findCountry, type IllnessType, SYMPTOMS, type Symptom } from '@healthwatch/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import hi from './catalogs/hi.json';
import pt from './catalogs/pt.json';
import type { MessageLanguage } from './grammar';

/**
 * Every reply a text message gets is worded here, from the four catalogs beside this file (the
 * one exception to "words live in the browser's catalogs": an SMS has no browser). The service
 * picks a reply by its code; the route only sends the text.
 */
export type ReplyKey = keyof typeof en;
export const REPLY_CATALOGS: Record<MessageLanguage, Record<ReplyKey, string>> = { en, hi, es, pt };

/** A reply as the service decides it: a catalog key and its values; null is no reply at all (STOP). */
export interface Reply {
  code: ReplyKey;
  values?: Record<string, string | number>;
  /** A second sentence after the first (the tip after "Recorded"). */
  next?: Reply;
}

const formats = new Map<string, IntlMessageFormat>();

export function wordReply(lang: MessageLanguage, reply: Reply): string {
  const id = `${lang}:${reply.code}`;
  let f = formats.get(id);
  if (!f) {
    f = new IntlMessageFormat(REPLY_CATALOGS[lang][reply.code], lang);
    formats.set(id, f);
  }
  const text = String(f.format(reply.values));
  return reply.next ? `${text} ${wordReply(lang, reply.next)}` : text;
}

export const symptomNames = (lang: MessageLanguage, symptoms: readonly Symptom[]) =>
  symptoms.map((s) => REPLY_CATALOGS[lang][`symptom.${s}` as ReplyKey]).join(', ');

export const illnessName = (lang: MessageLanguage, illness: IllnessType) =>
  REPLY_CATALOGS[lang][`illness.${illness}` as ReplyKey] ?? illness;

/** "1 Fever, 2 Cough, …" in the reply's language: the keypad list of the report form. */
export const keypadList = (lang: MessageLanguage) =>
  SYMPTOMS.map((s, i) => `${i + 1} ${REPLY_CATALOGS[lang][`symptom.${s}` as ReplyKey]}`).join(', ');

/** An example report for a country, in the reply's language: "FEVER COUGH 400001". */
export function example(lang: MessageLanguage, country: string | null, withCountry = false): string {
  const code = (country && findCountry(country)?.example) || '400001';
  return wordReply(lang, {
    code: withCountry ? 'exampleCountry' : 'example',
    values: { code, country: country ?? 'IN' },
  });
}

/** A country's name for a reply (the gazetteer's English names; codes are what senders type). */
export const countryName = (country: string) => findCountry(country)?.name ?? country;
