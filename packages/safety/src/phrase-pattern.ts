import { foldText, splitWordPieces } from './text-views';

/*
 * A small pattern language for the curated lexicons, compiled once to regular expressions that
 * run on a view's `phraseText` (" w1 w2 … "). Lexicons stay readable ("@how_pt fazer {um|uma}?
 * bomba") instead of being walls of regex, and every word in them is folded exactly like the
 * text is (accents, case), so "você" also matches "voce" — and "vc" only where the lexicon says so.
 *
 *   word         the word itself                      "bomba"
 *   word*        any word starting with it            "esfaque*"  (esfaquear, esfaqueou…)
 *   a b          a then b, adjacent                   "me corto"
 *   {a|b c}      one of the alternatives              "{quero|vou} me matar"
 *   x?           optional element                     "{um|uma}? bomba"
 *   @name        a named list from the vocabulary     "@how_en make a bomb"
 *   ~N           up to N words (within a sentence)    "segredo ~3 toca"
 *   ~~N          up to N words, across sentences
 *   #            a number                             "i live at #"
 *   $            the end of a sentence
 *   !{…}         not followed by                      "bomba !{de chocolate}"
 *   <!{…}        not preceded by                      "<!{qual e o} sexo"
 *
 * Speed: hundreds of patterns cannot all run as regular expressions on every 2000-character
 * reply within a millisecond. So each pattern also records its anchors — for every element it
 * cannot match without, the words (or word prefixes) one of which must be in the text — and a
 * pattern's regular expression only runs when all its anchors are present (see PhraseMatcher).
 */

/** Named alternatives that patterns reference as `@name` (each value is itself a pattern). */
export type Vocabulary = Readonly<Record<string, string>>;

/** Words one of which must occur in a text for an element to match ("prefixes": any word starting so). */
export interface AnchorSet {
  words: readonly string[];
  prefixes: readonly string[];
}

/** A compiled pattern: its expression and the anchor sets that must all be present for it to match. */
export interface CompiledPattern {
  regex: RegExp;
  anchors: readonly AnchorSet[];
}

interface Fragment {
  source: string;
  /** What the fragment cannot match without; null when it can match anything or nothing. */
  anchors: AnchorSet | null;
  /** False for optional elements, gaps and lookarounds, which promise no word. */
  isRequired: boolean;
}

interface Sequence {
  source: string;
  anchors: AnchorSet[];
}

const ANY_WORD = '[a-z0-9]+ ';
const ANY_TOKEN = '\\S+ ';
const anchorSize = (anchors: AnchorSet) => anchors.words.length + anchors.prefixes.length;
const shortestWord = (anchors: AnchorSet) =>
  Math.min(...anchors.words.map((word) => word.length), ...anchors.prefixes.map((prefix) => prefix.length));

/** The most selective of a sequence's anchor sets: the fewest words, then the longest ("going" over "i"). */
function mostSelective(anchors: readonly AnchorSet[]): AnchorSet | null {
  let best: AnchorSet | null = null;
  for (const candidate of anchors) {
    if (
      !best ||
      anchorSize(candidate) < anchorSize(best) ||
      (anchorSize(candidate) === anchorSize(best) && shortestWord(candidate) > shortestWord(best))
    ) {
      best = candidate;
    }
  }
  return best;
}

/** Alternatives: any of their matches contains one word of the union of each one's best anchors. */
function unionOfAlternatives(alternatives: readonly Sequence[]): AnchorSet | null {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const alternative of alternatives) {
    const best = mostSelective(alternative.anchors);
    if (!best) return null;
    for (const word of best.words) words.add(word);
    for (const prefix of best.prefixes) prefixes.add(prefix);
  }
  return { words: [...words], prefixes: [...prefixes] };
}

class PatternParser {
  private position = 0;

  constructor(
    private readonly source: string,
    private readonly vocabulary: Vocabulary,
    private readonly compiledNames: Map<string, Fragment>,
  ) {}

  /** The whole pattern as alternatives. */
  parse(): Sequence[] {
    const alternatives = this.parseAlternatives();
    if (this.position < this.source.length) this.fail(`unexpected "${this.source[this.position]}"`);
    return alternatives;
  }

  private fail(reason: string): never {
    throw new Error(`safety pattern "${this.source}" at ${this.position}: ${reason}`);
  }

  private peek(text: string): boolean {
    return this.source.startsWith(text, this.position);
  }

  private skipSpaces() {
    while (this.source[this.position] === ' ') this.position += 1;
  }

  /** Alternatives separated by | up to a closing } or the end. */
  private parseAlternatives(): Sequence[] {
    const alternatives = [this.parseSequence()];
    while (this.peek('|')) {
      this.position += 1;
      alternatives.push(this.parseSequence());
    }
    return alternatives;
  }

  private parseSequence(): Sequence {
    let source = '';
    const anchors: AnchorSet[] = [];
    for (;;) {
      this.skipSpaces();
      if (this.position >= this.source.length || this.peek('|') || this.peek('}')) return { source, anchors };
      const element = this.parseElement();
      if (this.peek('?')) {
        this.position += 1;
        source += `(?:${element.source})?`;
        continue;
      }
      source += element.source;
      if (element.isRequired && element.anchors) anchors.push(element.anchors);
    }
  }

  private parseGroupBody(): Fragment {
    const alternatives = this.parseAlternatives();
    if (!this.peek('}')) this.fail('missing }');
    this.position += 1;
    return {
      source: `(?:${alternatives.map((alternative) => alternative.source).join('|')})`,
      anchors: unionOfAlternatives(alternatives),
      isRequired: true,
    };
  }

  private parseElement(): Fragment {
    if (this.peek('<!{')) {
      this.position += 3;
      // The text before the current word ends with " alternative ", hence the leading space.
      return { source: `(?<! ${this.parseGroupBody().source})`, anchors: null, isRequired: false };
    }
    if (this.peek('!{')) {
      this.position += 2;
      return { source: `(?!${this.parseGroupBody().source})`, anchors: null, isRequired: false };
    }
    if (this.peek('{')) {
      this.position += 1;
      return this.parseGroupBody();
    }
    if (this.peek('~')) return this.parseGap();
    if (this.peek('#')) {
      this.position += 1;
      return { source: '[0-9]+ ', anchors: null, isRequired: true };
    }
    if (this.peek('$')) {
      this.position += 1;
      return { source: '(?=\\. |$)', anchors: null, isRequired: false };
    }
    if (this.peek('@')) return this.parseName();
    return this.parseWord();
  }

  private parseGap(): Fragment {
    const match = /^(~~?)(\d+)/.exec(this.source.slice(this.position));
    if (!match) this.fail('a gap is ~N or ~~N');
    this.position += match[0].length;
    return {
      source: `(?:${match[1] === '~~' ? ANY_TOKEN : ANY_WORD}){0,${match[2]}}`,
      anchors: null,
      isRequired: false,
    };
  }

  private parseName(): Fragment {
    const match = /^@([a-z_]+)/.exec(this.source.slice(this.position));
    if (!match) this.fail('a name is @lower_case');
    this.position += match[0].length;
    const name = match[1]!;
    const known = this.compiledNames.get(name);
    if (known) return known;
    const definition = this.vocabulary[name];
    if (definition === undefined) this.fail(`unknown name @${name}`);
    const alternatives = new PatternParser(definition, this.vocabulary, this.compiledNames).parse();
    const compiled: Fragment = {
      source: `(?:${alternatives.map((alternative) => alternative.source).join('|')})`,
      anchors: unionOfAlternatives(alternatives),
      isRequired: true,
    };
    this.compiledNames.set(name, compiled);
    return compiled;
  }

  private parseWord(): Fragment {
    const match = /^[^\s{}|?~#$@!<]+/.exec(this.source.slice(this.position));
    if (!match) this.fail('expected a word');
    this.position += match[0].length;
    const isPrefix = match[0].endsWith('*');
    const pieces = splitWordPieces(foldText(match[0]));
    if (pieces.length === 0) this.fail('a word needs a letter or digit');
    const lastIndex = pieces.length - 1;
    const source = pieces
      .map((piece, index) => (isPrefix && index === lastIndex ? `${piece}[a-z0-9]* ` : `${piece} `))
      .join('');
    // The longest whole piece is the most telling anchor ("going" in "i m going to").
    const wholePieces = isPrefix ? pieces.slice(0, lastIndex) : pieces;
    const longest = wholePieces.reduce((best, piece) => (piece.length > best.length ? piece : best), '');
    const anchors: AnchorSet =
      longest !== '' ? { words: [longest], prefixes: [] } : { words: [], prefixes: [pieces[lastIndex]!] };
    return { source, anchors, isRequired: true };
  }
}

/** Each @name is compiled once per vocabulary, however many patterns use it. */
const compiledNamesByVocabulary = new WeakMap<Vocabulary, Map<string, Fragment>>();

/**
 * Compiles one pattern to a regular expression that matches a view's phraseText at a word
 * start, with its anchors. Throws on a malformed pattern, so a broken lexicon fails at module
 * load, not silently.
 */
export function compilePattern(pattern: string, vocabulary: Vocabulary): CompiledPattern {
  const compiledNames = compiledNamesByVocabulary.get(vocabulary) ?? new Map<string, Fragment>();
  compiledNamesByVocabulary.set(vocabulary, compiledNames);
  const alternatives = new PatternParser(pattern, vocabulary, compiledNames).parse();
  const only = alternatives.length === 1 ? alternatives[0]! : null;
  const union = only ? null : unionOfAlternatives(alternatives);
  return {
    regex: new RegExp(`(?<= )(?:${alternatives.map((alternative) => alternative.source).join('|')})`),
    // Smallest sets first: they are the likeliest to be missing, which ends the check early.
    anchors: (only ? [...only.anchors] : union ? [union] : []).sort((a, b) => anchorSize(a) - anchorSize(b)),
  };
}
