import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '@kiddo/contracts';
import { foldText } from './text-views';
import { singularCandidates } from './word-forms';

/*
 * "Is this a real word?" — asked before a word is read as a typo of a blocked topic, so that
 * "gado" (cattle) is not taken for "gato" nor "dinner" for "diner". The answer comes from the
 * Hunspell dictionaries (dictionary-pt, -en, -es): their word lists, folded, with this
 * package's own plural and diminutive rules for inflected forms. nspell itself is not used:
 * it takes over two minutes to load the Portuguese dictionary (measured here, see
 * docs/decisions/014-safety-package.md), while the word list loads in a fraction of a second.
 * This is the package's only file read, once per language, on first use.
 */

const require = createRequire(import.meta.url);
const words = new Map<Language, ReadonlySet<string>>();

function load(language: Language): ReadonlySet<string> {
  // The packages export only their loader; the word list sits beside it.
  const file = path.join(path.dirname(require.resolve(`dictionary-${language}`)), 'index.dic');
  const lines = readFileSync(file, 'utf8').split('\n');
  const set = new Set<string>();
  // The first line is the entry count; each entry is "word/FLAGS" or "word".
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    const slash = line.indexOf('/');
    const word = (slash === -1 ? line : line.slice(0, slash)).trim();
    if (word !== '' && !word.includes(' ')) set.add(foldText(word));
  }
  return set;
}

function wordsOf(language: Language): ReadonlySet<string> {
  let set = words.get(language);
  if (!set) {
    set = load(language);
    words.set(language, set);
  }
  return set;
}

/** True when the folded word (or its singular, infinitive or plain size) is in the language's dictionary. */
export function isKnownWord(word: string, language: Language): boolean {
  const set = wordsOf(language);
  return singularCandidates(word).some((candidate) => set.has(candidate));
}
