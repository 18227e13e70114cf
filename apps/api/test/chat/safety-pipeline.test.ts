import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, parents } from '../../src/db/schema';
import {
  createChild,
  createChildSession,
  createSignedInParent,
  createTestApp,
  openChat,
  type TestApp,
} from '../helper';

/*
 * Issue 13 through the real chat API (offline companion): risks that unfold over turns, the
 * alert levels (urgent care, quiet check-in, nothing for profanity), and blocked topics as
 * concepts stored with the topic and edited by the parent.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function family(controls: Record<string, unknown> = {}, language = 'pt') {
  const parent = await createSignedInParent(t, { tokens: 100 });
  const child = await createChild(t, parent, { name: 'Leo', child_language: language, ...controls });
  const session = await createChildSession(t, child);
  return { parent, child, session };
}
const notificationsOf = (parentId: string) =>
  t.db.select().from(notifications).where(eq(notifications.parentId, parentId)).orderBy(notifications.createdAt);
const tokensOf = async (parentId: string) =>
  (await t.db.select().from(parents).where(eq(parents.id, parentId)))[0]!.tokens;

describe('care over several turns', () => {
  it('a stranger from a game, then a secret and a meeting: the caring reply and an urgent grooming alert', async () => {
    const { parent, session } = await family();
    const { send } = await openChat(t, session);
    const first = await send('um cara que eu conheci no roblox é muito legal');
    expect(first.json().moderation.care).toBe(false);
    const second = await send('ele falou pra eu nao contar pra minha mae e quer me encontrar depois da escola');
    expect(second.json().moderation).toEqual({ blocked: true, category: 'grooming', care: true });
    expect(second.json().reply.content).toContain('Disque 100');
    const alerts = (await notificationsOf(parent.id)).filter((row) => row.kind === 'care');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ isUrgent: true, data: expect.objectContaining({ careKind: 'grooming' }) });
  });

  it('an overdose told in English gets the self-harm answer with 988, and costs nothing', async () => {
    const { parent, session } = await family({}, 'en');
    const { send } = await openChat(t, session);
    const response = await send('i took a lot of pills from my moms cabinet');
    expect(response.json().moderation).toEqual({ blocked: true, category: 'self_harm', care: true });
    expect(response.json().reply.content).toContain('988');
    expect(await tokensOf(parent.id)).toBe(100);
  });
});

describe('alert levels', () => {
  it('an uncertain signal gets a check-in reply and a quiet, non-urgent note', async () => {
    const { parent, session } = await family();
    const { send } = await openChat(t, session);
    const response = await send('ninguem gosta de mim na escola, me sinto sozinho');
    expect(response.json().moderation).toMatchObject({ blocked: true, care: false });
    expect(response.json().reply.content).toContain('quer me contar um pouco mais');
    const [note] = await notificationsOf(parent.id);
    expect(note).toMatchObject({
      kind: 'safety',
      isUrgent: false,
      data: expect.objectContaining({ alert: 'check_in' }),
    });
  });

  it('a swear word gets a gentle redirect and tells the parent nothing', async () => {
    const { parent, session } = await family();
    const { send } = await openChat(t, session);
    const response = await send('que merda, perdi o jogo');
    expect(response.json().moderation).toMatchObject({ blocked: true, category: 'profanity', care: false });
    expect(await notificationsOf(parent.id)).toEqual([]);
  });
});

describe('blocked topics as concepts', () => {
  it('previews what a topic blocks, in every language, before it is saved', async () => {
    const parent = await createSignedInParent(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/parent/topic-expansion?topic=${encodeURIComponent('Dinossauros')}`,
      headers: parent.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().topic).toBe('Dinossauros');
    expect(response.json().terms).toEqual(expect.arrayContaining(['velociraptor', 'dinosaur', 'dinosaurio', '🦖']));
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/parent/topic-expansion?topic=',
      headers: parent.auth,
    });
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/parent/topic-expansion?topic=x' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores the expansion with the topic; a member, an emoji and a typo are refused; a removed term passes', async () => {
    const { parent, child, session } = await family({ blocked_topics: ['dinossauros'] });
    const terms = child.parental_controls.blocked_topic_terms.dinossauros ?? [];
    expect(terms).toEqual(expect.arrayContaining(['velociraptor', '🦖']));

    const { send } = await openChat(t, session);
    for (const text of ['me conta do velociraptor', 'eu amo 🦖', 'qual o maior dinossaro?']) {
      expect((await send(text)).json().moderation, text).toMatchObject({ blocked: true, category: 'blocked_topic' });
    }

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}`,
      headers: parent.auth,
      payload: {
        parental_controls: {
          blocked_topic_terms: { dinossauros: [...terms.filter((term) => term !== 'velociraptor'), 'invented-term'] },
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    const saved = edited.json().child.parental_controls.blocked_topic_terms.dinossauros as string[];
    expect(saved).not.toContain('velociraptor');
    expect(saved).not.toContain('invented-term');
    expect(saved).toContain('🦖');
    expect((await send('me conta do velociraptor')).json().moderation.blocked).toBe(false);

    // Saving the child again without the terms keeps the parent's edited list.
    await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}`,
      headers: parent.auth,
      payload: { parental_controls: { blocked_topics: ['dinossauros', 'futebol'] } },
    });
    const reread = await t.app.inject({ method: 'GET', url: `/api/parent/children/${child.id}`, headers: parent.auth });
    const controls = reread.json().child.parental_controls;
    expect(controls.blocked_topic_terms.dinossauros).toEqual(saved);
    expect(controls.blocked_topic_terms.futebol).toEqual(expect.arrayContaining(['soccer']));
  });

  it('rejects a malformed terms list with a translated error and changes nothing', async () => {
    const { parent, child } = await family({ blocked_topics: ['dinossauros'] });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}`,
      headers: { ...parent.auth, 'accept-language': 'en' },
      payload: { parental_controls: { blocked_topic_terms: { dinossauros: 'T-rex' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    const reread = await t.app.inject({ method: 'GET', url: `/api/parent/children/${child.id}`, headers: parent.auth });
    expect(reread.json().child.parental_controls.blocked_topic_terms).toEqual(
      child.parental_controls.blocked_topic_terms,
    );
  });
});
