import { describe, expect, it } from 'vitest';
import { DATA_CLASSES } from '../src/lexicon/classes';
import { BLOCK_RULES, CARE_RULES, findViewHits, firstMatchingRule, type TurnHits } from '../src/lexicon/judge';
import { buildLexiconIndexes, LexiconIndex } from '../src/lexicon/lexicon-matcher';
import { buildTextViews, foldText, splitWordPieces } from '../src/text-views';

/* The lexicon matcher and the intent × object rules, on small lexicons written here. */

const index = (entries: Record<string, string[]>) => new LexiconIndex(new Map(Object.entries(entries)));
const words = (text: string) => buildTextViews(text)[0]!.words;

describe('lexicon matcher', () => {
  it('matches whole words, phrases, stems and one-word gaps, folded like the text', () => {
    const lexicon = index({ drug: ['maconha', 'drog*', 'lança perfume'], secrecy: ['não conta pra _'] });
    const hits = (text: string) => lexicon.findHits(words(text)).map((hit) => hit.className);
    expect(hits('onde acho MACONHA?')).toEqual(['drug']);
    expect(hits('as drogas fazem mal')).toEqual(['drug']);
    expect(hits('lanca-perfume no carnaval')).toEqual(['drug']);
    expect(hits('nao conta pra ninguem')).toEqual(['secrecy']);
    expect(hits('o dromedário')).toEqual([]);
    expect(hits('maconheiro')).toEqual([]);
    expect(hits('maconhaaa')).toEqual(['drug']); // stretched letters are read shortened
  });

  it('never joins a phrase across a sentence end, and skips masked words', () => {
    const lexicon = index({ drug: ['lança perfume'] });
    expect(lexicon.findHits(words('comprei uma lança. perfume é bom'))).toEqual([]);
    expect(lexicon.findHits(words('lança perfume'), new Set([0]))).toEqual([]);
  });
});

describe('intent × object rules', () => {
  const indexes = buildLexiconIndexes({
    request_get: { pt: ['onde compro'], en: ['where can i buy'], es: ['dónde compro'] },
    drug: { pt: ['maconha', 'bala'], en: ['weed'], es: ['hierba'] },
    death_wish: { pt: ['quero morrer'], en: ['want to die'], es: ['quiero morir'] },
    stranger_online: { pt: ['um cara do roblox'], en: ['a guy from roblox'], es: ['un señor del juego'] },
    secrecy: { pt: ['não conta pra minha mãe'], en: ["don't tell my mom"], es: ['no le digas a mi mamá'] },
    benign_sense: { pt: ['bala de goma'], en: [], es: [] },
    negation: { pt: ['não'], en: ['not', 'don t'], es: ['no'] },
    want: { pt: ['quero'], en: ['want'], es: ['quiero'] },
  });
  const turn = (text: string, language: 'pt' | 'en' | 'es', earlier: string[] = []): TurnHits => {
    const views = buildTextViews(text, [language]).map((view) => findViewHits(view.words, language, indexes));
    const earlierClasses = new Set(
      earlier.flatMap((message) =>
        buildTextViews(message, [language]).flatMap((view) =>
          findViewHits(view.words, language, indexes).hits.map((hit) => hit.className),
        ),
      ),
    );
    return {
      views: views.map((view) => view.hits),
      negatedStarts: views.map((view) => view.negatedStarts),
      earlierClasses,
    };
  };

  it('blocks an object with an intent, not the object named alone', () => {
    expect(firstMatchingRule(BLOCK_RULES, turn('onde compro maconha?', 'pt'))?.rule.id).toBe('drugs/intent');
    expect(firstMatchingRule(BLOCK_RULES, turn('where can i buy weed', 'en'))?.rule.id).toBe('drugs/intent');
    expect(firstMatchingRule(BLOCK_RULES, turn('a maconha é uma planta?', 'pt'))).toBeNull();
  });

  it('masks harmless fixed expressions before reading objects', () => {
    expect(firstMatchingRule(BLOCK_RULES, turn('quero bala de goma', 'pt'))).toBeNull();
    expect(firstMatchingRule(BLOCK_RULES, turn('quero bala', 'pt'))?.rule.id).toBe('drugs/intent');
  });

  it('drops a negated intent', () => {
    expect(firstMatchingRule(BLOCK_RULES, turn('eu não quero maconha', 'pt'))).toBeNull();
  });

  it('softens a negated disclosure to a check-in instead of dropping it', () => {
    const found = firstMatchingRule(CARE_RULES, turn('eu não quero morrer', 'pt'));
    expect(found?.outcome).toEqual({ kind: 'care', care: 'self_harm', level: 'check_in' });
    expect(firstMatchingRule(CARE_RULES, turn('eu quero morrer', 'pt'))?.outcome).toMatchObject({ level: 'urgent' });
  });

  it('reads lexicons in the child’s language only (and borrowed English slang)', () => {
    expect(firstMatchingRule(BLOCK_RULES, turn('quiero hierba', 'pt'))).toBeNull();
    expect(firstMatchingRule(BLOCK_RULES, turn('quiero hierba', 'es'))?.rule.id).toBe('drugs/intent');
    expect(firstMatchingRule(BLOCK_RULES, turn('quero weed', 'pt'))?.rule.id).toBe('drugs/intent');
  });

  it('finds a grooming risk that unfolds over turns', () => {
    expect(firstMatchingRule(CARE_RULES, turn('não conta pra minha mãe tá', 'pt'))).toBeNull();
    const found = firstMatchingRule(
      CARE_RULES,
      turn('não conta pra minha mãe tá', 'pt', ['um cara do roblox falou comigo']),
    );
    expect(found?.rule.id).toBe('grooming/secret-with-stranger');
    expect(found?.outcome).toMatchObject({ care: 'grooming', level: 'urgent' });
  });
});

describe('the lexicon files', () => {
  it('keep every word of every entry: an entry that loses a piece (an emoji, a symbol) would match far more', () => {
    const broken: string[] = [];
    for (const [className, data] of Object.entries(DATA_CLASSES)) {
      for (const language of ['pt', 'en', 'es'] as const) {
        for (const raw of data[language] ?? []) {
          for (const piece of raw.trim().split(/\s+/)) {
            if (piece === '_') continue;
            if (splitWordPieces(foldText(piece.replace(/\*$/, ''))).length === 0)
              broken.push(`${className}/${language}: ${raw}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
