/**
 * English left on a page in another language, found by script: every run of three or more
 * consecutive English words (letters only, two or more each) taken from the English sentences a
 * page could show — an English catalog's messages — is looked for in the page's text. A translated
 * page shares names with English (EARS, COVID-19, NS1), never three words in a row of a sentence.
 */
const WORD = /[A-Za-z][A-Za-z'’]+/g;

/** Runs of `length` words of a text; words separated by anything but spaces and light punctuation start a new run. */
function runs(text: string, length: number): string[] {
  const out: string[] = [];
  // A run is broken by ICU arguments and by any character that is neither ASCII nor white space or
  // punctuation (Devanagari, kana), so words of two separate English names never join up.
  for (const segment of text.split(/\{[^}]*\}|[^\x20-\x7E\u2013\u2014\u00A0]+/u)) {
    const words: string[] = [];
    for (const piece of segment.split(/[^A-Za-z'’]+/)) {
      const word = piece.match(WORD)?.[0];
      if (word && word.length === piece.length) words.push(word.toLowerCase());
      else {
        if (words.length >= length)
          for (let i = 0; i + length <= words.length; i++) out.push(words.slice(i, i + length).join(' '));
        words.length = 0;
      }
    }
    if (words.length >= length)
      for (let i = 0; i + length <= words.length; i++) out.push(words.slice(i, i + length).join(' '));
  }
  return out;
}

/** The three-word runs of the given English messages, less those of names kept in every language. */
export function englishRuns(messages: readonly string[], names: readonly string[] = []): Set<string> {
  const kept = new Set(names.flatMap((n) => runs(n, 3)));
  return new Set(messages.flatMap((m) => runs(m, 3)).filter((r) => !kept.has(r)));
}

/** The runs of `english` found in `text`, each once. */
export function englishIn(text: string, english: ReadonlySet<string>): string[] {
  return [...new Set(runs(text, 3).filter((r) => english.has(r)))];
}
