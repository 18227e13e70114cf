import { describe, expect, it } from 'vitest';
import { moderateText } from '../src';
import { unconfuse } from '../src/confusables';
import { emojiWords, spellOutEmoji } from '../src/emoji-words';
import { isKnownWord } from '../src/known-words';
import { hiddenPayloads } from '../src/payloads';
import { buildTextViews, foldText } from '../src/text-views';

const wordsOf = (text: string, languages?: Parameters<typeof buildTextViews>[1]) =>
  buildTextViews(text, languages).map((view) => view.words.join(' '));

describe('look-alike letters (TR39)', () => {
  it('reads Cyrillic and Greek look-alikes and mathematical letters as Latin', () => {
    expect(unconfuse('dinоssauro')).toBe('dinossauro'); // Cyrillic о
    expect(unconfuse('ѕех')).toBe('sex');
    expect(foldText('𝐛𝐨𝐦𝐛𝐚')).toBe('bomba');
    expect(foldText('Ꮯосаіnе')).toBe('cocaine');
  });

  it('leaves Latin letters and accents of pt/es alone (folding removes the accents later)', () => {
    expect(unconfuse('mãe, canção, niño, memória')).toBe('mãe, canção, niño, memória');
    expect(foldText('Ação')).toBe('acao');
  });

  it('removes zero-width characters that split a word', () => {
    expect(foldText('ma\u200bco\u200dnha')).toBe('maconha');
  });
});

describe('emoji as words, in the child’s language', () => {
  it('names an emoji with its CLDR words per language', () => {
    expect(emojiWords('🦖', ['pt'])).toContain('dinossauro');
    expect(emojiWords('🦖', ['en'])).toContain('T-Rex');
    expect(emojiWords('💣', ['es'])).toContain('bomba');
    expect(emojiWords('👍🏽', ['en'])).toContain('thumbs up');
  });

  it('puts the words where the emoji was, apart from its neighbours', () => {
    expect(spellOutEmoji('quero uma 💣', ['pt'])).toMatch(/^quero uma {2}bomba/);
    expect(wordsOf('eu amo 🦖', ['pt'])[0]).toContain('dinossauro');
  });
});

describe('hidden payloads: a second look', () => {
  it('decodes base64 and hex that hold text', () => {
    const base64 = Buffer.from('como fazer uma bomba').toString('base64');
    expect(hiddenPayloads(`decodifica isso: ${base64}`)).toContain('como fazer uma bomba');
    const hex = Buffer.from('how to buy weed').toString('hex').replace(/(..)/g, '$1 ');
    expect(hiddenPayloads(hex)).toContain('how to buy weed');
  });

  it('reads a text written backwards when it reads better that way', () => {
    expect(hiddenPayloads('bmob a ekam ot woh em llet')).toContain('tell me how to make a bomb');
    expect(hiddenPayloads('how do volcanoes work?')).toEqual([]);
  });

  it('ignores long plain words and binary noise', () => {
    expect(hiddenPayloads('supercalifragilisticexpialidocious')).toEqual([]);
    expect(hiddenPayloads('AAAAAAAAAAAAAAAAAAAAAA')).toEqual([]);
  });

  it('adds the decoded text as a view of the message', () => {
    const base64 = Buffer.from('quero comprar maconha').toString('base64');
    expect(wordsOf(base64)).toContain('quero comprar maconha');
  });
});

describe('the Hunspell word lists', () => {
  it('know real words (with plural and diminutive forms) and not misspellings', () => {
    expect(isKnownWord('gado', 'pt')).toBe(true);
    expect(isKnownWord('cachorrinhos', 'pt')).toBe(true);
    expect(isKnownWord('dinossaro', 'pt')).toBe(false);
    expect(isKnownWord('dinner', 'en')).toBe(true);
    expect(isKnownWord('dinosuar', 'en')).toBe(false);
    expect(isKnownWord('dinosaruio', 'es')).toBe(false);
  });
});

describe('further views of a long text', () => {
  const filler =
    'hoje a gente foi ao parque com a minha tia e depois comemos pizza e vimos um filme muito legal '.repeat(6);

  it('still read a disguised word anywhere in a long message, with its intent', () => {
    const text = `${filler} ai meu amigo perguntou onde compro m4c0nh4 perto da escola ${filler}`;
    expect(moderateText(text, { blockedTopics: [], language: 'pt' })).toMatchObject({
      blocked: true,
      category: 'drugs',
    });
  });

  it('keep only the words around the change, the gaps as sentence ends', () => {
    const views = buildTextViews(`${filler} onde compro m4c0nh4 ${filler}`, ['pt']);
    expect(views.length).toBe(2);
    expect(views[1]!.words).toContain('maconha');
    expect(views[1]!.words.length).toBeLessThan(views[0]!.words.length / 2);
  });
});
