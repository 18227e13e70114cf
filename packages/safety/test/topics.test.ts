import { describe, expect, it } from 'vitest';
import { expandTopic, moderateText } from '../src';
import { englishKindsOf } from '../src/english-kinds';

/* The parent's topics as concepts: expansion, stored terms, language-aware stems, typos, emoji, look-alikes. */

const blockedBy = (
  text: string,
  blockedTopics: Parameters<typeof moderateText>[1]['blockedTopics'],
  language?: 'pt' | 'en' | 'es',
) => moderateText(text, { blockedTopics, language });

describe('expandTopic', () => {
  it('expands a topic named in any language, singular or plural, into its concept in the three languages', () => {
    for (const topic of ['Dinossauros', 'dinosaur', 'dinosaurios']) {
      const { terms } = expandTopic(topic);
      expect(terms).toEqual(
        expect.arrayContaining(['velociraptor', 'tiranossauro', 'tyrannosaurus', 'tiranosaurio', '🦖']),
      );
    }
    expect(expandTopic('futebol').terms).toEqual(expect.arrayContaining(['soccer', 'fútbol', 'goleiro']));
  });

  it('leaves a topic the table does not know as it is', () => {
    expect(expandTopic('origami de papel')).toEqual({ topic: 'origami de papel', terms: [] });
  });
});

describe('blocked topics as concepts', () => {
  it('refuses members, kinds, emoji, translations and look-alike letters of a topic', () => {
    for (const [text, language] of [
      ['qual o tamanho do velociraptor?', 'pt'],
      ['t-rex era carnívoro?', 'pt'],
      ['eu amo 🦖', 'pt'],
      ['tell me about the T rex', 'en'],
      ['el tiranosaurio rex corría rápido?', 'es'],
      ['me fala de dinоssauros', 'pt'], // Cyrillic о
    ] as const) {
      expect(blockedBy(text, ['dinossauros'], language).category, text).toBe('blocked_topic');
    }
    expect(blockedBy('a katana do samurai era afiada?', ['armas'], 'pt').category).toBe('blocked_topic');
    expect(blockedBy('who won the soccer game', ['futebol'], 'en').category).toBe('blocked_topic');
  });

  it('uses the terms stored with the topic, not the table: a term the parent removed passes', () => {
    const stored = [{ topic: 'dinossauros', terms: ['tiranossauro', '🦖'] }];
    expect(blockedBy('me fala do velociraptor', stored, 'pt').blocked).toBe(false);
    expect(blockedBy('me fala do tiranossauro', stored, 'pt').category).toBe('blocked_topic');
    expect(blockedBy('🦖🦖', stored, 'pt').category).toBe('blocked_topic');
  });

  it('maps a misspelling to the topic, but never a real word of the language', () => {
    expect(blockedBy('qual o maior dinossaro?', ['dinossauros'], 'pt').category).toBe('blocked_topic');
    expect(blockedBy('the velociraptr was fast', ['dinosaurs'], 'en').category).toBe('blocked_topic');
    expect(blockedBy('o gado está no pasto', ['gatos'], 'pt').blocked).toBe(false);
    expect(blockedBy('what is for dinner?', ['dinosaurs'], 'en').blocked).toBe(false);
  });

  it('compares stems only inside the child’s language', () => {
    // "police" (en) meets "polícia" only through the Spanish or Portuguese stemmer; "more" (en) meets "morar" only through Portuguese.
    expect(blockedBy('the police came', ['polícia'], 'en').blocked).toBe(false);
    expect(blockedBy('I want more cake', ['morar'], 'en').blocked).toBe(false);
    expect(blockedBy('eu moro perto da escola', ['morar'], 'pt').category).toBe('blocked_topic');
  });
});

describe('WordNet kinds of an English topic', () => {
  it('adds the kinds two levels down of the first sense, in the singular or the plural', () => {
    expect(englishKindsOf('reptiles')).toEqual(expect.arrayContaining(['snake', 'crocodilian', 'tuatara']));
    expect(englishKindsOf('bats')).toEqual(expect.arrayContaining(['vampire bat', 'fruit bat']));
    expect(expandTopic('spiders').terms).toEqual(expect.arrayContaining(['tarantula', 'black widow', 'wolf spider']));
  });

  it('reads only the first sense, skips short names, and knows nothing of other languages', () => {
    expect(englishKindsOf('bats')).not.toContain('baseball bat');
    expect(englishKindsOf('reptiles').every((term) => term.length >= 4)).toBe(true);
    expect(englishKindsOf('tubarões')).toEqual([]);
    expect(englishKindsOf('reptiles').length).toBeLessThanOrEqual(40);
  });
});
