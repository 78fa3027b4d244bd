import { SYMPTOMS, type Symptom } from '@healthwatch/contracts';
import { NEGATIONS, SYMPTOM_PHRASES } from './phrases';

export interface MappedSymptoms {
  present: Symptom[];
  denied: Symptom[];
  /** Input pieces (or leftover words) that named no known symptom. */
  unmapped: string[];
}

/** Lower-case, strip accents and punctuation except clause breaks, squeeze spaces. */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFD')
      // Latin combining accents only: Devanagari vowel signs are combining marks too and must stay.
      .replace(/[\u0300-\u036f]/g, '')
      // The nukta (ख़, ज़) is written or left out at will, by people and by speech recognisers alike.
      .replace(/\u093c/g, '')
      .toLowerCase()
      .replace(/[’`]/g, "'")
      .replace(/[^\p{L}\p{M}\p{N}'/,.;!?\s-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

interface Entry {
  phrase: string;
  symptom: Symptom;
}

// Longest first, so "no taste" wins over a bare negation, "chest pain" over "pain".
const ENTRIES: Entry[] = [
  ...SYMPTOMS.map((symptom) => ({ phrase: normalise(symptom), symptom })),
  ...SYMPTOMS.flatMap((symptom) => SYMPTOM_PHRASES[symptom].map((phrase) => ({ phrase: normalise(phrase), symptom }))),
].sort((a, b) => b.phrase.length - a.phrase.length);

const NORMALISED_NEGATIONS = NEGATIONS.map(normalise);
const FILLER = new Set(
  "i im i'm am have has had got a an the my me and or with also some bit little very really bad severe mild since days day yesterday today feel feeling its it is of in y con un una el la mucho muy mujhe hai aur bahut tengo hurts pain मुझे मुझको है हैं और भी बहुत थोड़ा मेरा मेरे मेरी हो रहा रही रहे".split(
    ' ',
  ),
);

// \b does not understand Devanagari, so boundaries are "not a letter, mark or digit".
const boundary = '(?<![\\p{L}\\p{M}\\p{N}])';
const boundaryEnd = '(?![\\p{L}\\p{M}\\p{N}])';
function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const PATTERNS = ENTRIES.map((e) => ({
  ...e,
  re: new RegExp(`${boundary}${escapeRegExp(e.phrase)}${boundaryEnd}`, 'gu'),
}));
const NEGATION_RE = new RegExp(`${boundary}(${NORMALISED_NEGATIONS.map(escape).join('|')})${boundaryEnd}`, 'u');
const CLAUSE_BREAK = /[,.;!?]|\b(?:but|pero|lekin|however|though)\b/;

/** Maps one piece of text (a list item or a whole transcript) onto the 15 symptoms. */
function mapText(text: string, present: Set<Symptom>, denied: Set<Symptom>, unmapped: string[]): void {
  let rest = normalise(text);
  if (!rest) return;
  let matchedAny = false;
  for (const { re, symptom, phrase } of PATTERNS) {
    // A phrase not in the text as a substring cannot match on word boundaries either: no regex run.
    if (!rest.includes(phrase)) continue;
    re.lastIndex = 0;
    const source = rest;
    for (let m = re.exec(source); m !== null; m = re.exec(source)) {
      matchedAny = true;
      const clause = source.slice(0, m.index).split(CLAUSE_BREAK).pop() ?? '';
      if (NEGATION_RE.test(clause)) denied.add(symptom);
      else present.add(symptom);
    }
    // Blank out what matched so that "chest pain" is not also read as "pain".
    rest = rest.replace(re, (s) => ' '.repeat(s.length));
  }
  const leftover = rest
    .split(/[\s,.;!?]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 1 && !FILLER.has(w) && !NORMALISED_NEGATIONS.includes(w));
  if (!matchedAny) {
    if (leftover.length > 0) unmapped.push(text.trim());
  } else if (leftover.length > 0 && leftover.length <= 6) {
    unmapped.push(...leftover);
  }
}

export function mapSymptoms(inputs: readonly string[]): MappedSymptoms {
  const present = new Set<Symptom>();
  const denied = new Set<Symptom>();
  const unmapped: string[] = [];
  for (const input of inputs) mapText(input, present, denied, unmapped);
  // Saying a symptom anywhere outweighs denying it elsewhere.
  for (const s of present) denied.delete(s);
  const order = (a: Symptom, b: Symptom) => SYMPTOMS.indexOf(a) - SYMPTOMS.indexOf(b);
  return { present: [...present].sort(order), denied: [...denied].sort(order), unmapped: [...new Set(unmapped)] };
}
