import type { AdviceId, VoiceLanguage } from '@healthwatch/contracts';
import en from '@healthwatch/mfe-phone-ai/src/i18n/messages/en.json';
import es from '@healthwatch/mfe-phone-ai/src/i18n/messages/es.json';
import hi from '@healthwatch/mfe-phone-ai/src/i18n/messages/hi.json';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The consultation's advice as the phone line says it: the `advice.<id>` entries of the phoneAi
 * remote's catalogs, the very words its page shows, so each line has one source in every language.
 * (The catalogs are JSON files of that package; the API reads the three languages the line speaks.)
 */
const CATALOGS: Readonly<Record<VoiceLanguage, Readonly<Record<string, string>>>> = { en, hi, es };

const formats = new Map<string, IntlMessageFormat>();

/** The message key of an advice id in the phoneAi catalogs. */
export const adviceKey = (id: AdviceId) => `advice.${id}`;

/** One advice line in `lang`; an id without a catalog entry is a programming error, reported as such. */
export function adviceLine(lang: VoiceLanguage, id: AdviceId): string {
  const key = `${lang}:${id}`;
  let f = formats.get(key);
  if (!f) {
    const message = CATALOGS[lang][adviceKey(id)];
    if (message === undefined) throw new Error(`no catalog entry ${adviceKey(id)} for ${lang}`);
    f = new IntlMessageFormat(message, lang);
    formats.set(key, f);
  }
  return String(f.format());
}
