import { SENTENCE_BREAK, type TextView } from '../text-views';

/*
 * What the risk classifier reads of a message: its words, pairs of words, and pieces of
 * three to five letters of each word — the pieces are what carries it to words nobody wrote
 * in its training set ("remedinhos" shares "remed" with "remédio", "unaliving" shares "unaliv").
 * Earlier messages of the conversation add their words under their own prefix, so "he wants to
 * meet me" reads differently after "a guy from fortnite".
 */

const MIN_PIECE = 3;
const MAX_PIECE = 5;
/** Enough earlier messages for a risk told over a few turns; older ones say little. */
const CONTEXT_MESSAGES = 3;

function addWordFeatures(words: readonly string[], prefix: string, into: Set<string>, withPieces: boolean) {
  let previous: string | null = null;
  for (const word of words) {
    if (word === SENTENCE_BREAK) {
      previous = null;
      continue;
    }
    into.add(`${prefix}w:${word}`);
    if (previous !== null) into.add(`${prefix}b:${previous}_${word}`);
    previous = word;
    if (!withPieces || word.length < MIN_PIECE) continue;
    const padded = `_${word}_`;
    for (let size = MIN_PIECE; size <= MAX_PIECE; size += 1) {
      for (let start = 0; start + size <= padded.length; start += 1) into.add(`c:${padded.slice(start, start + size)}`);
    }
  }
}

/** The features of a message (every view of it) and of the earlier messages' first views. */
export function featuresOf(views: readonly TextView[], earlierViews: readonly (readonly TextView[])[] = []): string[] {
  const features = new Set<string>();
  for (const view of views) addWordFeatures(view.words, '', features, true);
  for (const earlier of earlierViews.slice(-CONTEXT_MESSAGES)) {
    const first = earlier[0];
    if (first) addWordFeatures(first.words, 'x', features, false);
  }
  return [...features];
}
