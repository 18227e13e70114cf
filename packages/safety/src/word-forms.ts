/// <reference path="./snowball-stemmers.d.ts" />
// The named import works both in Node's ESM (the server, the tests) and in CommonJS interop,
// where the package's default export is undefined (it sets __esModule without a default).
import { newStemmer } from 'snowball-stemmers';
import { squeezeLetters } from './text-views';

/*
 * The forms a word is compared by when matching a parent's blocked topics: the word, its
 * singular, a squeezed spelling, and the stems of all of those in Portuguese, English and
 * Spanish. Children do not announce their language and parents mix them ("videogame",
 * "futebol", "Minecraft"), so every stemmer is tried — but a token and a topic match only
 * when the SAME stemmer gives them the same stem: comparing across stemmers would make
 * "policial" (en stem "polici") meet "policía" (es stem "polici").
 */

const STEMMERS = [newStemmer('portuguese'), newStemmer('english'), newStemmer('spanish')] as const;

/** A stem shorter than this says too little ("se", "ma") to stand for a word. */
export const MIN_STEM_LENGTH = 3;

/** A word's comparable forms and, per stemmer (pt, en, es), the stems of those forms. */
export interface WordForms {
  forms: ReadonlySet<string>;
  stems: readonly [ReadonlySet<string>, ReadonlySet<string>, ReadonlySet<string>];
}

/*
 * Snowball leaves some plurals alone (pt stem("armas") = "armas" but stem("arma") = "arma"),
 * some verb forms apart ("briguei"/"brigar") and diminutives ("cachorrinho"), so those are
 * folded first. Each rule only adds a candidate; the word itself stays.
 */
const PLURAL_RULES: ReadonlyArray<{ suffix: string; replacements: readonly string[]; minLength: number }> = [
  { suffix: 'oes', replacements: ['ao'], minLength: 3 }, // leões → leão
  { suffix: 'aes', replacements: ['ao', 'a'], minLength: 3 }, // pães → pão, alemães → alemão
  { suffix: 'ais', replacements: ['al'], minLength: 4 }, // animais → animal, policiais → policial
  { suffix: 'eis', replacements: ['el', 'il'], minLength: 4 }, // papéis → papel, fáceis → fácil
  { suffix: 'ois', replacements: ['ol'], minLength: 4 }, // lençóis → lençol
  { suffix: 'uis', replacements: ['ul'], minLength: 4 }, // azuis → azul
  { suffix: 'ns', replacements: ['m'], minLength: 4 }, // trens → trem
  { suffix: 'ces', replacements: ['z'], minLength: 3 }, // luces → luz, lápices → lápiz
  { suffix: 'ies', replacements: ['y'], minLength: 4 }, // puppies → puppy
  { suffix: 'ves', replacements: ['f', 'fe'], minLength: 4 }, // wolves → wolf, knives → knife
  { suffix: 'es', replacements: [''], minLength: 3 }, // flores → flor, boxes → box
  { suffix: 's', replacements: [''], minLength: 4 }, // armas → arma (but "pais" is not "pai")
  // Verbs whose spelling changes before -e/-ei, which the stemmers keep apart from the infinitive.
  { suffix: 'guei', replacements: ['gar'], minLength: 5 }, // briguei → brigar
  { suffix: 'quei', replacements: ['car'], minLength: 5 }, // fiquei → ficar
  { suffix: 'cei', replacements: ['car'], minLength: 5 }, // comecei → começar
  { suffix: 'gue', replacements: ['gar'], minLength: 5 }, // jugué → jugar
  { suffix: 'que', replacements: ['car'], minLength: 5 }, // busqué → buscar
  { suffix: 'ce', replacements: ['zar'], minLength: 5 }, // empecé → empezar
  { suffix: 'ee', replacements: ['ear'], minLength: 5 }, // peleé → pelear
  // Diminutives, everywhere in children's Portuguese and Spanish.
  { suffix: 'zinho', replacements: ['', 'o'], minLength: 3 }, // florzinha → flor, pezinho → pe
  { suffix: 'zinha', replacements: ['', 'a'], minLength: 3 },
  { suffix: 'inho', replacements: ['o', 'a'], minLength: 3 }, // cachorrinho → cachorro, gatinho → gato
  { suffix: 'inha', replacements: ['a'], minLength: 3 }, // casinha → casa
  { suffix: 'inhos', replacements: ['o'], minLength: 3 },
  { suffix: 'inhas', replacements: ['a'], minLength: 3 },
  { suffix: 'cito', replacements: ['', 'o'], minLength: 3 }, // ratoncito → raton
  { suffix: 'cita', replacements: ['', 'a'], minLength: 3 },
  { suffix: 'ito', replacements: ['o'], minLength: 3 }, // perrito → perro
  { suffix: 'ita', replacements: ['a'], minLength: 3 }, // casita → casa
  { suffix: 'itos', replacements: ['o'], minLength: 3 },
  { suffix: 'itas', replacements: ['a'], minLength: 3 },
];

/** Candidate base forms (singular, infinitive, plain size) of a folded word, the word included. */
export function singularCandidates(word: string): string[] {
  const candidates = [word];
  for (const { suffix, replacements, minLength } of PLURAL_RULES) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    for (const replacement of replacements) {
      const candidate = base + replacement;
      if (candidate.length >= minLength) candidates.push(candidate);
    }
  }
  return candidates;
}

/** Squeezing doubled letters only for longer words: "dinosauro" is "dinossauro", but "caro" is not "carro". */
export const SQUEEZE_MIN_LENGTH = 6;

const MAX_CACHED_WORDS = 20_000;
const formsCache = new Map<string, WordForms>();

function computeWordForms(word: string): WordForms {
  const forms = new Set<string>();
  for (const candidate of singularCandidates(word)) {
    forms.add(candidate);
    if (candidate.length >= SQUEEZE_MIN_LENGTH) forms.add(squeezeLetters(candidate));
  }
  const stems = STEMMERS.map((stemmer) => {
    const languageStems = new Set<string>();
    for (const form of forms) {
      const stem = stemmer.stem(form);
      if (stem.length >= MIN_STEM_LENGTH) languageStems.add(stem);
    }
    return languageStems;
  });
  return { forms, stems: [stems[0]!, stems[1]!, stems[2]!] };
}

/**
 * The forms and stems of a folded word. Cached: stemming costs microseconds per call and a
 * conversation repeats its words, while the streamed reply is re-checked sentence by sentence.
 */
export function wordFormsOf(word: string): WordForms {
  const known = formsCache.get(word);
  if (known) return known;
  const computed = computeWordForms(word);
  // A full reset is simpler than an LRU and keeps memory bounded; the cache refills in a few messages.
  if (formsCache.size >= MAX_CACHED_WORDS) formsCache.clear();
  formsCache.set(word, computed);
  return computed;
}

/** Which stemmer a language uses (the order of STEMMERS). */
export const STEMMER_INDEX = { pt: 0, en: 1, es: 2 } as const;
export type StemmerIndex = (typeof STEMMER_INDEX)[keyof typeof STEMMER_INDEX];
const ALL_STEMMERS: readonly StemmerIndex[] = [0, 1, 2];

/**
 * True when two words are the same word for topic matching: a shared form, or a shared stem
 * from one stemmer. With the text's language known, only that language's stemmer compares
 * them: "moro" (pt, I live) must not meet a topic through the Spanish stem of "moros", nor
 * "more" through Portuguese. A word of another language reaches a topic only through an
 * explicit translation (the concept table, topic-equivalents.ts).
 */
export function isSameWord(
  token: WordForms,
  topic: WordForms,
  stemmers: readonly StemmerIndex[] = ALL_STEMMERS,
): boolean {
  for (const form of token.forms) if (topic.forms.has(form)) return true;
  for (const language of stemmers) {
    const topicStems = topic.stems[language];
    for (const stem of token.stems[language]) if (topicStems.has(stem)) return true;
  }
  return false;
}
