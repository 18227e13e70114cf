import { describe, expect, it } from 'vitest';
import { CARE_KINDS, careMessage, checkInMessage, moderateText } from '../src';

/* Care, recall first: every kind answered in every language with the right help lines; uncertain signals checked in on. */

const HELP_LINES = {
  pt: {
    self_harm: '188',
    abuse: 'Disque 100',
    bullying: '188',
    grooming: 'Disque 100',
    running_away: '188',
    eating_disorder: '188',
  },
  en: {
    self_harm: '988',
    abuse: 'Childhelp',
    bullying: 'Childline',
    grooming: 'CyberTipline',
    running_away: 'Runaway Safeline',
    eating_disorder: '988',
  },
  es: {
    self_harm: '024',
    abuse: 'ANAR',
    bullying: 'ANAR',
    grooming: '017',
    running_away: 'ANAR',
    eating_disorder: 'ANAR',
  },
} as const;

describe('care messages', () => {
  it('answers every care kind in every language with its help line', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      for (const kind of CARE_KINDS)
        expect(careMessage(kind, { language }), `${kind} ${language}`).toContain(HELP_LINES[language][kind]);
      expect(checkInMessage({ language }).length).toBeGreaterThan(80);
    }
  });
});

describe('disclosures', () => {
  const judged = (text: string, language: 'pt' | 'en' | 'es', earlierMessages: string[] = []) =>
    moderateText(text, { blockedTopics: [], language, earlierMessages });

  it.each([
    ['tomei a cartela toda de remedio da minha mae', 'pt', 'self_harm'],
    ['queria dormir e nao acordar mais', 'pt', 'self_harm'],
    ['i just want to unalive myself', 'en', 'self_harm'],
    ['me tomé todas las pastillas de mi abuela', 'es', 'self_harm'],
    ['meu padrasto me bate com cinto', 'pt', 'abuse'],
    ['my uncle touches me where he shouldnt', 'en', 'abuse'],
    ['en el cole se burlan de mí todos los días', 'es', 'bullying'],
    ['a guy from roblox asked for pics of me', 'en', 'grooming'],
    ['vou fugir de casa hoje a noite', 'pt', 'running_away'],
    ['i make myself throw up after dinner so i dont get fat', 'en', 'eating_disorder'],
  ] as const)('%s → an urgent %s alert', (text, language, kind) => {
    expect(judged(text, language)).toMatchObject({ blocked: true, care: kind, alert: 'urgent' });
  });

  it('softens a negated wish to a check-in rather than letting it pass', () => {
    expect(judged('eu não quero morrer, só estou cansado', 'pt')).toMatchObject({
      alert: 'check_in',
      care: 'self_harm',
    });
  });

  it('checks in on an uncertain signal without alarm', () => {
    expect(judged('nobody likes me at school', 'en')).toMatchObject({ blocked: true, alert: 'check_in' });
    expect(judged('can you keep a secret?', 'en')).toMatchObject({ alert: 'check_in', care: 'grooming' });
  });

  it('reads a risk that unfolds over turns', () => {
    expect(
      judged('he wants to meet me after school', 'en', ['can you keep a secret?', 'a guy from fortnite is my friend']),
    ).toMatchObject({
      alert: 'urgent',
      care: 'grooming',
    });
  });

  it('leaves idioms and everyday accidents alone', () => {
    for (const [text, language] of [
      ['vou morrer de rir com esse video', 'pt'],
      ['my mom is going to kill me if i am late', 'en'],
      ['me corté con un papel sin querer', 'es'],
      ['this homework is killing me lol', 'en'],
    ] as const) {
      expect(judged(text, language).blocked, text).toBe(false);
    }
  });
});

describe('care rules that combine small classes (issue 13, second round)', () => {
  const urgent = (text: string, language: 'pt' | 'en' | 'es', earlierMessages: string[] = []) =>
    moderateText(text, { blockedTopics: [], language, earlierMessages });

  it.each([
    ['seria melhor se eu não existisse', 'pt', 'self_harm'],
    ['everyone would be happier if i wasnt around', 'en', 'self_harm'],
    ['ojalá pudiera desaparecer para siempre', 'es', 'self_harm'],
    ['tomei um monte de remédio da caixa da minha avó', 'pt', 'self_harm'],
    ['i swallowed a handful of sleeping pills', 'en', 'self_harm'],
    ['o namorado da minha mãe me empurrou na parede de novo', 'pt', 'abuse'],
    ['my coach touched me in a way i didnt like', 'en', 'abuse'],
    ['el novio de mi mamá me pega cuando llora mi hermano', 'es', 'abuse'],
    ['os meninos da minha sala zoam de mim todo dia', 'pt', 'bullying'],
    ['some older kids tripped me and laughed at me again', 'en', 'bullying'],
    ['vou pegar minha mochila e fugir de casa hoje', 'pt', 'running_away'],
    ['tonight im gonna run away from home', 'en', 'running_away'],
    ['parei de comer porque sou gorda', 'pt', 'eating_disorder'],
    ['no ceno para adelgazar', 'es', 'eating_disorder'],
  ] as const)('“%s” (%s) → an urgent %s alert', (text, language, kind) => {
    expect(urgent(text, language)).toMatchObject({ alert: 'urgent', care: kind });
  });

  it('reads a grooming request across turns: the stranger in one message, the ask in the next', () => {
    expect(
      urgent('ele pediu uma foto e disse pra não contar pra ninguém', 'pt', ['conheci um cara no free fire']),
    ).toMatchObject({ alert: 'urgent', care: 'grooming' });
    expect(urgent('a professora pediu um trabalho sobre a camera escura', 'pt')).toMatchObject({ alert: 'none' });
  });

  it('leaves hyperbole, games and everyday senses alone', () => {
    for (const [text, language] of [
      ['i want to see how dinosaurs die', 'en'],
      ['quero sumir com essa mancha da camiseta', 'pt'],
      ['meu irmão me bateu no videogame kkk', 'pt'],
      ['ahora me toca a mí jugar', 'es'],
      ['minha mãe me pega na escola às 5', 'pt'],
      ['me corté con un papel sin querer', 'es'],
      ['não como brócolis nem a pau', 'pt'],
    ] as const) {
      expect(urgent(text, language), text).toMatchObject({ blocked: false });
    }
  });
});
