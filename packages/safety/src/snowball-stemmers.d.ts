/** The package ships no type declarations; this is the small part the safety layer uses. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  /** 'portuguese', 'english', 'spanish', … (see algorithms()). */
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
