import type { VoiceLanguage } from '@healthwatch/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { say as sayIn } from '../twiml';
import en from './messages/en.json';
import es from './messages/es.json';
import hi from './messages/hi.json';

export type MessageKey = keyof typeof en;
export const CATALOGS: Record<VoiceLanguage, Record<MessageKey, string>> = { en, hi, es };

/**
 * How each language is spoken and heard: the text-to-speech voice and the speech-recognition
 * language of the provider (Amazon Polly voices through TwiML for Hindi and Mexican Spanish).
 */
const VOICES: Record<VoiceLanguage, { voice: string; language: string }> = {
  en: { voice: 'alice', language: 'en-GB' },
  hi: { voice: 'Polly.Aditi', language: 'hi-IN' },
  es: { voice: 'Polly.Mia', language: 'es-MX' },
};

export interface Speaker {
  lang: VoiceLanguage;
  /** A catalog message with its ICU arguments filled in. */
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** A <Say> in this language's voice. */
  say(text: string): string;
  /** The speech-recognition language for a <Gather>. */
  hears: string;
  /** "a, b and c" in this language. */
  list(items: readonly string[]): string;
}

const formats = new Map<string, IntlMessageFormat>();

function format(lang: VoiceLanguage, key: MessageKey, values?: Record<string, string | number>): string {
  const id = `${lang}:${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new IntlMessageFormat(CATALOGS[lang][key], lang);
    formats.set(id, f);
  }
  return String(f.format(values));
}

export function speaker(lang: VoiceLanguage): Speaker {
  const { voice, language } = VOICES[lang];
  const lists = new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type: 'conjunction' });
  return {
    lang,
    t: (key, values) => format(lang, key, values),
    say: (text) => sayIn(text, { voice, language }),
    hears: language,
    list: (items) => lists.format(items),
  };
}
