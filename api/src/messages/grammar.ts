import {
  COUNTRY_CODES,
  type CountryCode,
  type IllnessType,
  isCountryCode,
  POSTAL_PATTERNS,
  SYMPTOMS,
  type Symptom,
} from '@healthwatch/contracts';
import { mapSymptoms, normalise } from '@healthwatch/triage-engine';

/** The languages text messages are answered in. */
export const MESSAGE_LANGUAGES = ['en', 'hi', 'es', 'pt'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The provider's limit on one (concatenated) text message. */
export const MAX_MESSAGE_CHARS = 1600;

/** What a message does not say, or says wrongly, in a way the sender can fix. */
export type MessageProblem =
  | { problem: 'empty' }
  | { problem: 'too-long'; length: number }
  | { problem: 'control-characters' }
  | { problem: 'no-symptoms'; words: string[] }
  | { problem: 'no-postal-code'; symptoms: Symptom[] }
  | { problem: 'no-country'; postalCode: string }
  | { problem: 'invalid-postal-code'; postalCode: string; country: CountryCode };

export interface PlaceText {
  /** The postal code as written (a shape check is done here, the gazetteer decides later). */
  postalCode: string;
  country: CountryCode;
}

export type ParsedMessage = (
  | { intent: 'help' }
  | { intent: 'stop' }
  | { intent: 'start' }
  | { intent: 'lang'; lang: MessageLanguage | null }
  | { intent: 'tip'; symptoms: Symptom[] }
  | { intent: 'check-in'; place: PlaceText }
  | { intent: 'report'; symptoms: Symptom[]; illness: IllnessType; place: PlaceText }
  | { intent: 'problem'; detail: MessageProblem }
) & {
  /** The language the message is written in, when its words or script tell; null otherwise. */
  language: MessageLanguage | null;
};

export interface ParseOptions {
  /** The country of the sender's number (libphonenumber-js), used when the message names none. */
  senderCountry?: string | undefined;
}

// Keywords, matched on the first word after normalise(): carriers' English opt-out words first.
const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'parar', 'roko', 'रोको']);
const START_WORDS = new Set(['start', 'unstop', 'yes', 'iniciar', 'comecar', 'shuru', 'शुरू']);
const HELP_WORDS = new Set(['help', 'info', 'ayuda', 'ajuda', 'madad', 'मदद', 'sahayata', 'सहायता']);
const LANG_WORDS = new Set(['lang', 'language', 'idioma', 'lingua', 'bhasha', 'भाषा']);
const TIP_WORDS = new Set(['tip', 'tips', 'consejo', 'dica', 'salah', 'सलाह']);
const FINE_WORDS = new Set(['ok', 'okay', 'fine', 'bien', 'bem', 'theek', 'thik', 'ठीक']);

const LANGUAGE_NAMES: Readonly<Record<string, MessageLanguage>> = {
  en: 'en',
  english: 'en',
  ingles: 'en',
  hi: 'hi',
  hindi: 'hi',
  हिंदी: 'hi',
  हिन्दी: 'hi',
  es: 'es',
  espanol: 'es',
  spanish: 'es',
  pt: 'pt',
  portugues: 'pt',
  portuguese: 'pt',
};

/** Country names people write instead of the two-letter code. */
const COUNTRY_NAMES: Readonly<Record<string, CountryCode>> = {
  india: 'IN',
  bharat: 'IN',
  भारत: 'IN',
  mexico: 'MX',
  brasil: 'BR',
  brazil: 'BR',
  espana: 'ES',
  spain: 'ES',
  usa: 'US',
  uk: 'GB',
};

/** Illness names as written in the four languages (after normalise()). */
const ILLNESS_WORDS: Readonly<Record<string, Exclude<IllnessType, 'other' | 'unknown'>>> = {
  flu: 'flu',
  influenza: 'flu',
  gripe: 'flu',
  gripa: 'flu',
  फ्लू: 'flu',
  dengue: 'dengue',
  dengu: 'dengue',
  डेंगू: 'dengue',
  covid: 'covid',
  'covid-19': 'covid',
  covid19: 'covid',
  corona: 'covid',
  कोरोना: 'covid',
  कोविड: 'covid',
  malaria: 'malaria',
  मलेरिया: 'malaria',
  typhoid: 'typhoid',
  tifoidea: 'typhoid',
  tifoide: 'typhoid',
  टाइफाइड: 'typhoid',
  chikungunya: 'chikungunya',
  चिकनगुनिया: 'chikungunya',
};

/** Words that tell a message's language when no Devanagari does (after normalise()). */
const LANGUAGE_HINTS: Readonly<Record<Exclude<MessageLanguage, 'hi'>, ReadonlySet<string>>> & {
  hi: ReadonlySet<string>;
} = {
  en: new Set(
    'fever cough sore throat headache tired fatigue body aches runny nose nausea vomiting diarrhea diarrhoea breath chest pain dizzy dizziness chills sweating help tip fine'.split(
      ' ',
    ),
  ),
  es: new Set(
    'fiebre tos dolor cabeza garganta cansancio cuerpo moqueo nauseas vomito diarrea falta aire pecho mareo escalofrios sudor ayuda consejo bien calentura'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'febre tosse dor cabeca cansaco corpo coriza enjoo diarreia falta ar peito tontura calafrios suor ajuda dica bem'.split(
      ' ',
    ),
  ),
  hi: new Set(
    'bukhar bukhaar khansi khaansi sir sar dard badan ulti dast chakkar saans pasina madad salah theek zukam jukam'.split(
      ' ',
    ),
  ),
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const DEVANAGARI = /[\u0900-\u097f]/;
const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;
const HAS_DIGIT = /\d/;
/** "1" to "15": a symptom of the keypad list (the report form's order). */
const KEYPAD = /^(?:[1-9]|1[0-5])$/;

/** Splits on spaces and list punctuation; keeps "-" inside postal codes ("01310-100"). */
function tokens(text: string): string[] {
  return text
    .split(/[\s,;:+*#/|]+/u)
    .map((t) => t.replace(/^[.!?'"()]+|[.!?'"()]+$/g, ''))
    .filter((t) => t !== '');
}

const word = (token: string) => normalise(token).replace(/[.,;!?']/g, '');

/** The language a message is written in, from its script or its words; null when they do not tell. */
export function detectLanguage(text: string): MessageLanguage | null {
  if (DEVANAGARI.test(text)) return 'hi';
  const words = normalise(text).split(/[\s,.;!?]+/);
  let best: MessageLanguage | null = null;
  let bestScore = 0;
  let tie = false;
  for (const lang of ['en', 'es', 'pt', 'hi'] as const) {
    const score = words.filter((w) => LANGUAGE_HINTS[lang].has(w)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) tie = true;
  }
  return tie ? null : best;
}

interface PlaceScan {
  /** The tokens left once the place (and the country naming it) are taken out. */
  rest: string[];
  /** The postal code as written, or the first token that looks meant as one; null when none. */
  postal: string | null;
  /** Every token with a digit that is not a keypad number, as written. */
  candidates: string[];
  country: CountryCode | null;
}

/** Country codes that are also everyday words ("in", "no", "de", "es", "it"): a country only in capitals. */
const WORDLIKE_CODES = new Set(['IN', 'NO', 'DE', 'ES', 'IT']);

function countryOf(token: string): CountryCode | null {
  const upper = token.toUpperCase();
  if (isCountryCode(upper)) return WORDLIKE_CODES.has(upper) && token !== upper ? null : upper;
  return COUNTRY_NAMES[word(token)] ?? null;
}

/**
 * Finds the postal code and the country that goes with it: a country is a two-letter code or name
 * written next to the postal code (so "de" in "dolor de cabeza" is Spanish, not Germany), else the
 * sender's. Two-part codes ("SW1A 1AA", "M5V 3A8", "1000 AA", "111 20") are joined when together
 * they have the country's shape.
 */
function scanPlace(list: string[], senderCountry: string | undefined): PlaceScan {
  const isCandidate = (t: string) => HAS_DIGIT.test(t) && !KEYPAD.test(t);
  const first = list.findIndex(isCandidate);
  let country: CountryCode | null = null;
  let countryAt = -1;
  if (first >= 0) {
    for (const i of [first - 1, first + 1, first + 2]) {
      const t = list[i];
      const c = t !== undefined && !HAS_DIGIT.test(t) ? countryOf(t) : null;
      if (c) {
        // Only next to the code; a code after a two-part postal code sits two tokens on.
        if (i === first + 2 && !POSTAL_PATTERNS[c].test(`${list[first]} ${list[first + 1]}`)) continue;
        country = c;
        countryAt = i;
        break;
      }
    }
  }
  if (!country && senderCountry && isCountryCode(senderCountry)) country = senderCountry;
  const taken = new Set<number>(countryAt >= 0 ? [countryAt] : []);
  let postal: string | null = null;
  const candidates: string[] = [];
  list.forEach((t, i) => {
    if (taken.has(i) || !isCandidate(t)) return;
    candidates.push(t);
    if (postal !== null || !country) return;
    const next = list[i + 1];
    if (next !== undefined && !taken.has(i + 1) && POSTAL_PATTERNS[country].test(`${t} ${next}`)) {
      postal = `${t} ${next}`;
      taken.add(i).add(i + 1);
    } else if (POSTAL_PATTERNS[country].test(t)) {
      postal = t;
      taken.add(i);
    }
  });
  // Without a match, the first candidate is the postal code the sender meant: it is what the reply corrects.
  if (postal === null && candidates.length > 0) {
    postal = candidates[0]!;
    taken.add(list.indexOf(postal));
  }
  return { rest: list.filter((_, i) => !taken.has(i)), postal, candidates, country };
}

function placeOf(scan: PlaceScan): PlaceText | MessageProblem | null {
  if (scan.postal === null) return null;
  if (!scan.country) return { problem: 'no-country', postalCode: scan.postal };
  if (!POSTAL_PATTERNS[scan.country].test(scan.postal))
    return { problem: 'invalid-postal-code', postalCode: scan.postal, country: scan.country };
  return { postalCode: scan.postal, country: scan.country };
}

const isProblem = (x: PlaceText | MessageProblem): x is MessageProblem => 'problem' in x;

/** Symptoms from words (the consultation's phrase mapping) and keypad numbers, plus an illness if named. */
function readSymptoms(rest: string[]): { symptoms: Symptom[]; illness: IllnessType; unknown: string[] } {
  const found = new Set<Symptom>();
  let illness: IllnessType = 'unknown';
  const words: string[] = [];
  for (const t of rest) {
    if (KEYPAD.test(t)) {
      found.add(SYMPTOMS[Number(t) - 1]!);
      continue;
    }
    const named = ILLNESS_WORDS[word(t)];
    if (named) {
      if (illness === 'unknown') illness = named;
      continue;
    }
    words.push(t);
  }
  for (const s of mapSymptoms([words.join(' ')]).present) found.add(s);
  return { symptoms: SYMPTOMS.filter((s) => found.has(s)), illness, unknown: words };
}

/**
 * Reads one text message: a keyword (HELP, STOP, START, LANG xx, TIP, OK + postal code) or a report
 * (symptoms as words or keypad numbers 1 to 15, a postal code, optionally a country and an illness),
 * in English, Hindi (Devanagari or romanised), Spanish or Portuguese, in any order and case. What it
 * cannot read becomes a problem the reply explains. Pure: no database, no clock.
 */
export function parseMessage(body: string, options: ParseOptions = {}): ParsedMessage {
  const text = body.normalize('NFKC').replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  const language = detectLanguage(text);
  const problem = (detail: MessageProblem): ParsedMessage => ({ intent: 'problem', detail, language });
  if (text.length > MAX_MESSAGE_CHARS) return problem({ problem: 'too-long', length: text.length });
  if (CONTROL.test(text)) return problem({ problem: 'control-characters' });
  const list = tokens(text);
  if (list.length === 0) return problem({ problem: 'empty' });

  const head = word(list[0]!);
  if (list.length === 1 && STOP_WORDS.has(head)) return { intent: 'stop', language };
  if (list.length === 1 && START_WORDS.has(head)) return { intent: 'start', language };
  if (list.length === 1 && HELP_WORDS.has(head)) return { intent: 'help', language };
  if (LANG_WORDS.has(head) && list.length <= 2) {
    const lang = list[1] ? (LANGUAGE_NAMES[word(list[1])] ?? null) : null;
    return { intent: 'lang', lang, language: lang ?? language };
  }
  if (TIP_WORDS.has(head)) return { intent: 'tip', symptoms: readSymptoms(list.slice(1)).symptoms, language };

  const scan = scanPlace(list, options.senderCountry);
  const place = placeOf(scan);
  const fine = FINE_WORDS.has(head);
  const { symptoms, illness, unknown } = readSymptoms(fine ? scan.rest.slice(1) : scan.rest);

  if (fine && symptoms.length === 0) {
    if (place === null) return problem({ problem: 'no-postal-code', symptoms: [] });
    return isProblem(place) ? problem(place) : { intent: 'check-in', place, language };
  }
  if (symptoms.length === 0) return problem({ problem: 'no-symptoms', words: unknown.slice(0, 3) });
  if (place === null) return problem({ problem: 'no-postal-code', symptoms });
  if (isProblem(place)) return problem(place);
  return { intent: 'report', symptoms, illness, place, language };
}

/** Every supported country code, for replies that ask for one. */
export const COUNTRY_LIST = COUNTRY_CODES.join(' ');
