import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetParts } from '../../src/modules/history/service';
import { createChild, createSignedInParent, createTestApp, type TestApp } from '../helper';
import { createConversation } from './conversation-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Result = {
  conversation_id: string;
  message_id: string;
  child: { id: string; name: string };
  snippet: Array<{ text: string; match: boolean }>;
  rank: number;
};

async function search(who: { auth: Record<string, string> }, keyword: string, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/parent/conversations/search',
    headers: who.auth,
    payload: { keyword, ...extra },
  });
  return response;
}
const results = async (who: { auth: Record<string, string> }, keyword: string, extra: Record<string, unknown> = {}) =>
  (await search(who, keyword, extra)).json().data.results as Result[];
const highlighted = (result: Result) =>
  result.snippet
    .filter((p) => p.match)
    .map((p) => p.text)
    .join('|');
const snippetText = (result: Result) => result.snippet.map((p) => p.text).join('');

describe('POST /api/parent/conversations/search', () => {
  it('finds Portuguese words whatever their accents and forms, with the words highlighted as written', async () => {
    const parent = await createSignedInParent(t);
    const bia = await createChild(t, parent, { name: 'Bia', child_language: 'pt' });
    const chat = await createConversation(t, bia, {
      messages: [
        { sender: 'kid', content: 'Eu adoro ciência e quero ser astronauta!' },
        { sender: 'ai', content: 'Que legal! A ciencia ajuda a entender as estrelas.' },
        { sender: 'kid', content: 'Quantas estrelas existem no céu?' },
      ],
    });

    const byAccentless = await results(parent, 'ciencia');
    expect(byAccentless.map((r) => r.message_id).sort()).toEqual([chat.messages[0]!.id, chat.messages[1]!.id].sort());
    const kidMessage = byAccentless.find((r) => r.message_id === chat.messages[0]!.id)!;
    expect(highlighted(kidMessage)).toBe('ciência');
    expect(snippetText(kidMessage)).toBe('Eu adoro ciência e quero ser astronauta!');
    expect(kidMessage).toMatchObject({ conversation_id: chat.id, child: { id: bia.id, name: 'Bia' } });

    // The accented keyword finds the unaccented word too, and a plural finds the singular.
    expect((await results(parent, 'ciência')).length).toBe(2);
    const stars = await results(parent, 'estrela');
    expect(stars.map((r) => r.message_id).sort()).toEqual([chat.messages[1]!.id, chat.messages[2]!.id].sort());
    expect(await results(parent, 'planeta')).toEqual([]);
  });

  it('finds the -ões plurals of Portuguese -ão words, and the other way round, highlighted as written', async () => {
    const parent = await createSignedInParent(t);
    const leo = await createChild(t, parent, { name: 'Leo', child_language: 'pt' });
    const chat = await createConversation(t, leo, {
      messages: [
        { sender: 'kid', content: 'Os vulcões da Islândia ainda funcionam?' },
        { sender: 'ai', content: 'Sim! Lá tem um vulcão ativo chamado Hekla.' },
        { sender: 'kid', content: 'Tenho lições de casa sobre isso.' },
      ],
    });

    for (const keyword of ['vulcao', 'vulcão', 'vulcões', 'vulcoes']) {
      const found = await results(parent, keyword);
      expect(found.map((r) => r.message_id).sort(), keyword).toEqual(
        [chat.messages[0]!.id, chat.messages[1]!.id].sort(),
      );
    }
    const plural = (await results(parent, 'vulcao')).find((r) => r.message_id === chat.messages[0]!.id)!;
    expect(highlighted(plural)).toBe('vulcões');
    expect(snippetText(plural)).toBe('Os vulcões da Islândia ainda funcionam?');
    expect((await results(parent, 'lição')).map((r) => r.message_id)).toEqual([chat.messages[2]!.id]);
  });

  it('searches English and Spanish conversations in their own language', async () => {
    const parent = await createSignedInParent(t);
    const sam = await createChild(t, parent, { name: 'Sam', child_language: 'en' });
    const lucia = await createChild(t, parent, { name: 'Lucía', child_language: 'es' });
    const english = await createConversation(t, sam, {
      messages: [
        { sender: 'kid', content: 'How many planets are there?' },
        { sender: 'ai', content: 'There are eight planets orbiting the Sun.' },
      ],
    });
    const spanish = await createConversation(t, lucia, {
      messages: [
        { sender: 'kid', content: '¿Cuál era el dinosaurio más grande?' },
        { sender: 'ai', content: 'Los dinosaurios más grandes fueron los saurópodos, como el Argentinosaurio.' },
      ],
    });
    const planet = await results(parent, 'planet');
    expect(planet.map((r) => r.conversation_id)).toEqual([english.id, english.id]);
    expect(highlighted(planet[0]!)).toMatch(/planets/);

    const dinosaurios = await results(parent, 'dinosaurios');
    expect(new Set(dinosaurios.map((r) => r.conversation_id))).toEqual(new Set([spanish.id]));
    expect(dinosaurios).toHaveLength(2);
    // "saurópodos" typed without its accent.
    const sauropods = await results(parent, 'sauropodos');
    expect(sauropods.map((r) => r.message_id)).toEqual([spanish.messages[1]!.id]);
    expect(highlighted(sauropods[0]!)).toBe('saurópodos');
    // Only one child's conversations when asked.
    expect(await results(parent, 'planets', { child_id: lucia.id })).toEqual([]);
  });

  it('ranks the message that matches best first', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Rui' });
    const chat = await createConversation(t, child, {
      messages: [
        { sender: 'kid', content: 'Vulcão. Vulcões! Como nasce um vulcão? Todo vulcão é quente?' },
        { sender: 'ai', content: 'Um vulcão nasce quando a lava sobe.' },
      ],
    });
    const found = await results(parent, 'vulcão');
    expect(found[0]!.message_id).toBe(chat.messages[0]!.id);
    expect(found[0]!.rank).toBeGreaterThan(found[1]!.rank);
  });

  it('refuses a keyword that is too short or too long, in the request language', async () => {
    const parent = await createSignedInParent(t);
    const short = await search(parent, 'a', { language: 'en' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'validation_error',
      fields: { keyword: 'Type at least 2 characters to search.' },
    });
    expect((await search(parent, 'x'.repeat(101))).statusCode).toBe(400);
    // Query syntax characters are just text.
    expect((await search(parent, '"unclosed & | ! (')).statusCode).toBe(200);
  });
});

describe('snippetParts', () => {
  it('carries the marks over to the accented original, or keeps the unaccented text when lengths differ', () => {
    expect(
      snippetParts({
        content: 'A ciência é legal',
        unaccented: 'A ciencia e legal',
        headline: 'A \u0001ciencia\u0002 e legal',
      }),
    ).toEqual([
      { text: 'A ', match: false },
      { text: 'ciência', match: true },
      { text: ' é legal', match: false },
    ]);
    expect(
      snippetParts({ content: 'Œuvre ciência', unaccented: 'OEuvre ciencia', headline: 'OEuvre \u0001ciencia\u0002' }),
    ).toEqual([
      { text: 'OEuvre ', match: false },
      { text: 'ciencia', match: true },
    ]);
  });
});
