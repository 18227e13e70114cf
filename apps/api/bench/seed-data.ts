import type { ConversationCategory, Language } from '@kiddo/contracts';
import { SIGNUP_BONUS_TOKENS } from '@kiddo/contracts';
import { newFamilyCode } from '../src/core/family-code';
import type { Db } from '../src/db/database';
import { children, conversations, messages, parentalControls, parentSettings, parents } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { extractiveSummary } from '../src/modules/history/summarizer';

/*
 * Realistic data for development and benchmarks: parents with one to three children, each
 * child with conversations in their own language (pt, en or es) about school subjects and
 * play, a few messages refused by the safety layer, summaries written by the server's own
 * summariser. Deterministic for a given seed.
 */

export const SEED_PASSWORD = 'Kiddo1234';

interface Topic {
  category: ConversationCategory;
  exchanges: Array<[question: string, answer: string]>;
}

const TOPICS: Record<Language, Topic[]> = {
  pt: [
    {
      category: 'educational',
      exchanges: [
        [
          'Por que os dinossauros sumiram?',
          'Muitos cientistas acham que um asteroide caiu na Terra e mudou o clima dos dinossauros.',
        ],
        ['Qual era o maior dinossauro?', 'O Argentinossauro era um dos maiores dinossauros: tinha mais de 30 metros!'],
        ['Os dinossauros botavam ovos?', 'Sim! Os dinossauros botavam ovos, como as aves de hoje.'],
        ['Existe dinossauro vivo hoje?', 'As aves são parentes dos dinossauros. A galinha é prima do tiranossauro!'],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['Quantos planetas tem o Sistema Solar?', 'O Sistema Solar tem oito planetas girando em volta do Sol.'],
        ['Qual é o planeta mais quente?', 'Vênus é o planeta mais quente, por causa das nuvens grossas.'],
        [
          'Por que Saturno tem anéis?',
          'Os anéis de Saturno são feitos de gelo e pedrinhas girando em volta do planeta.',
        ],
        ['Dá para morar em Marte?', 'Ainda não: Marte é frio e não tem ar para respirar, mas cientistas estudam isso.'],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['Como nasce um vulcão?', 'Um vulcão nasce quando a lava quente sobe de dentro da Terra.'],
        ['A lava é muito quente?', 'A lava pode passar de mil graus! É mais quente que um forno.'],
        ['Tem vulcão no Brasil?', 'Hoje não há vulcões ativos no Brasil, mas existiram há muito tempo.'],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['Como as abelhas fazem mel?', 'As abelhas pegam o néctar das flores e guardam na colmeia, onde vira mel.'],
        [
          'Por que as abelhas são importantes?',
          'As abelhas levam o pólen de flor em flor e ajudam as plantas a dar frutos.',
        ],
        ['A abelha morre quando pica?', 'A abelha de mel pode morrer, porque o ferrão fica preso na pele.'],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['Quanto é 7 vezes 8?', '7 vezes 8 é 56. Um truque: 5, 6, 7, 8 — 56 = 7 × 8!'],
        ['Como faço divisão?', 'Dividir é repartir em partes iguais: 12 balas para 3 amigos dá 4 balas cada.'],
        ['O que é fração?', 'Fração é um pedaço de um inteiro, como metade de uma pizza: 1/2.'],
      ],
    },
    {
      category: 'leisure',
      exchanges: [
        ['Me conta uma piada?', 'Por que o livro de matemática ficou triste? Porque tinha muitos problemas!'],
        ['Outra piada!', 'O que o zero disse para o oito? Que cinto bonito!'],
        ['Sabe uma charada?', 'O que é, o que é: cai em pé e corre deitado? A chuva!'],
      ],
    },
    {
      category: 'leisure',
      exchanges: [
        ['Qual é o melhor time de futebol?', 'Cada torcida acha que o seu time é o melhor! Qual é o seu time?'],
        ['Quem fez mais gols na Copa?', 'O alemão Miroslav Klose fez 16 gols em Copas do Mundo.'],
        ['Como jogar futebol melhor?', 'Treinar o passe, correr bastante e jogar junto com o time ajuda muito!'],
      ],
    },
    {
      category: 'leisure',
      exchanges: [
        [
          'Como construo uma casa no Minecraft?',
          'Comece com madeira, faça as paredes e não esqueça a porta e as tochas!',
        ],
        ['Como achar diamante no Minecraft?', 'Os diamantes ficam bem fundo, perto da lava. Cuidado ao cavar!'],
        ['Qual é o mob mais difícil?', 'O dragão do Ender é um dos desafios mais difíceis do Minecraft.'],
      ],
    },
    {
      category: 'mixed',
      exchanges: [
        ['Quero desenhar um dragão', 'Que legal! Comece com um círculo para a cabeça e um corpo comprido.'],
        ['Dragões existiram de verdade?', 'Dragões são de histórias, mas o dragão-de-komodo é um lagarto de verdade!'],
        ['O dragão-de-komodo cospe fogo?', 'Não cospe fogo, mas tem uma mordida muito forte.'],
      ],
    },
  ],
  en: [
    {
      category: 'educational',
      exchanges: [
        [
          'Why did the dinosaurs disappear?',
          'Many scientists think a huge asteroid hit the Earth and changed the climate.',
        ],
        ['What was the biggest dinosaur?', 'Argentinosaurus was one of the biggest dinosaurs: over 30 meters long!'],
        ['Did dinosaurs lay eggs?', 'Yes! Dinosaurs laid eggs, just like birds do today.'],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['How many planets are there?', 'There are eight planets orbiting the Sun in our Solar System.'],
        ['Which planet is the hottest?', 'Venus is the hottest planet because of its thick clouds.'],
        ['Why does Saturn have rings?', "Saturn's rings are made of ice and rocks orbiting the planet."],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['How do whales breathe?', 'Whales breathe air through a blowhole on top of their heads.'],
        ['Are whales fish?', 'No, whales are mammals: they breathe air and feed milk to their babies.'],
        ['How big is the blue whale?', 'The blue whale is the biggest animal ever, about 30 meters long.'],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['What is 9 times 6?', '9 times 6 is 54. Fun trick: the digits of 9 times tables add up to 9!'],
        ['How do fractions work?', 'A fraction is a part of a whole, like half a pizza: 1/2.'],
      ],
    },
    {
      category: 'leisure',
      exchanges: [
        ['Tell me a joke!', 'Why did the math book look sad? It had too many problems!'],
        ['Another joke please', 'What do you call a sleeping dinosaur? A dino-snore!'],
        ['Do you know a riddle?', 'What has keys but cannot open locks? A piano!'],
      ],
    },
    {
      category: 'leisure',
      exchanges: [
        [
          'How do I build a house in Minecraft?',
          'Start with wood, build the walls, and do not forget a door and torches!',
        ],
        ['Where do I find diamonds in Minecraft?', 'Diamonds are deep underground, near lava. Dig carefully!'],
      ],
    },
    {
      category: 'mixed',
      exchanges: [
        ['I want to draw a dragon', 'Great! Start with a circle for the head and a long body.'],
        ['Were dragons real?', 'Dragons are from stories, but the Komodo dragon is a real lizard!'],
      ],
    },
  ],
  es: [
    {
      category: 'educational',
      exchanges: [
        [
          '¿Por qué desaparecieron los dinosaurios?',
          'Muchos científicos creen que un asteroide chocó con la Tierra y cambió el clima.',
        ],
        [
          '¿Cuál era el dinosaurio más grande?',
          'El Argentinosaurio era uno de los dinosaurios más grandes: ¡más de 30 metros!',
        ],
        ['¿Los dinosaurios ponían huevos?', '¡Sí! Los dinosaurios ponían huevos, como las aves de hoy.'],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['¿Cuántos planetas hay?', 'Hay ocho planetas girando alrededor del Sol en el Sistema Solar.'],
        ['¿Cuál es el planeta más caliente?', 'Venus es el planeta más caliente por sus nubes espesas.'],
        [
          '¿Por qué Saturno tiene anillos?',
          'Los anillos de Saturno son de hielo y rocas que giran alrededor del planeta.',
        ],
      ],
    },
    {
      category: 'educational',
      exchanges: [
        ['¿Cómo respiran los peces?', 'Los peces usan branquias para sacar el oxígeno del agua.'],
        ['¿Los peces duermen?', 'Sí, los peces descansan, ¡aunque muchos duermen con los ojos abiertos!'],
      ],
    },
    {
      category: 'leisure',
      exchanges: [
        ['¡Cuéntame un chiste!', '¿Por qué el libro de matemáticas estaba triste? ¡Porque tenía muchos problemas!'],
        ['¿Sabes una adivinanza?', 'Blanco por dentro, verde por fuera: si quieres que te lo diga, espera. ¡La pera!'],
      ],
    },
    {
      category: 'leisure',
      exchanges: [
        ['¿Cuál es el mejor equipo de fútbol?', '¡Cada afición piensa que su equipo es el mejor! ¿Cuál es el tuyo?'],
        ['¿Cómo juego mejor al fútbol?', 'Practica los pases, corre mucho y juega en equipo.'],
      ],
    },
    {
      category: 'mixed',
      exchanges: [
        ['Quiero dibujar un dragón', '¡Genial! Empieza con un círculo para la cabeza y un cuerpo largo.'],
        ['¿Existieron los dragones?', 'Los dragones son de cuentos, ¡pero el dragón de Komodo es un lagarto real!'],
      ],
    },
  ],
};

const REFUSED: Record<Language, Array<{ kid: string; ai: string; category: string }>> = {
  pt: [
    {
      kid: 'Meu telefone é 11 98765-4321',
      ai: 'Vamos guardar o telefone em segredo, tá? Que tal falarmos de planetas?',
      category: 'personal_data',
    },
    {
      kid: 'Como eu faço uma arma?',
      ai: 'Esse assunto não é para a gente. Quer saber como os vulcões funcionam?',
      category: 'violence',
    },
  ],
  en: [
    {
      kid: 'My address is 12 Oak Street',
      ai: "Let's keep addresses secret! Want to learn about whales?",
      category: 'personal_data',
    },
    {
      kid: 'How do I make a weapon?',
      ai: "That's not something we talk about. Want to hear about volcanoes?",
      category: 'violence',
    },
  ],
  es: [
    {
      kid: 'Mi teléfono es 600 123 456',
      ai: '¡Guardemos el teléfono en secreto! ¿Hablamos de planetas?',
      category: 'personal_data',
    },
    {
      kid: '¿Cómo hago un arma?',
      ai: 'Ese tema no es para nosotros. ¿Quieres saber cómo funcionan los volcanes?',
      category: 'violence',
    },
  ],
};

const FIRST_NAMES = [
  'Ana',
  'Bia',
  'Caio',
  'Davi',
  'Elisa',
  'Gabi',
  'Heitor',
  'Iris',
  'João',
  'Lara',
  'Leo',
  'Maya',
  'Noah',
  'Olivia',
  'Pedro',
  'Rafa',
  'Sofia',
  'Theo',
  'Valentina',
  'Yuri',
];
const PARENT_NAMES = [
  'Marta Silva',
  'Carlos Souza',
  'Julia Lima',
  'Rafael Costa',
  'Fernanda Alves',
  'Bruno Rocha',
  'Emily Clark',
  'Lucía García',
];

/** A small deterministic PRNG (mulberry32), so a seed gives the same data every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOptions {
  parents: number;
  /** About this many messages per parent (default 300: 1,000 parents → 300,000 messages). */
  messagesPerParent?: number;
  seed?: number;
  /** Added to e-mails and usernames so that several seeds can share a database. */
  prefix?: string;
  now?: Date;
  onProgress?: (done: number) => void;
}

const BATCH = 2000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Fills the database; answers the e-mails of the parents created (all with SEED_PASSWORD). */
export async function seedDatabase(db: Db, options: SeedOptions) {
  const rand = random(options.seed ?? 42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const prefix = options.prefix ?? 'seed';
  const perParent = options.messagesPerParent ?? 300;
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const childPasswordHash = await hashPassword('dino-lua-42');
  const emails: string[] = [];
  const PARENTS_PER_ROUND = 50;

  for (let start = 0; start < options.parents; start += PARENTS_PER_ROUND) {
    const count = Math.min(PARENTS_PER_ROUND, options.parents - start);
    const parentRows = Array.from({ length: count }, (_, i) => {
      const n = start + i;
      const email = `${prefix}.parent${n}@example.com`;
      emails.push(email);
      return {
        id: crypto.randomUUID(),
        name: pick(PARENT_NAMES),
        email,
        passwordHash,
        emailVerifiedAt: new Date(now - 90 * 86_400_000),
        termsAcceptedAt: new Date(now - 90 * 86_400_000),
        language: pick(['pt', 'pt', 'en', 'es'] as const),
        familyCode: newFamilyCode(),
        tokens: SIGNUP_BONUS_TOKENS + Math.floor(rand() * 5000),
        createdAt: new Date(now - 90 * 86_400_000),
      };
    });
    await db.insert(parents).values(parentRows);
    await db.insert(parentSettings).values(parentRows.map((p) => ({ parentId: p.id })));

    const childRows: Array<typeof children.$inferInsert> = [];
    for (const [i, parent] of parentRows.entries()) {
      const kids = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < kids; k += 1) {
        const age = 6 + Math.floor(rand() * 9);
        childRows.push({
          id: crypto.randomUUID(),
          parentId: parent.id,
          name: pick(FIRST_NAMES),
          username: `${prefix}_${start + i}_${k}`.slice(0, 20),
          passwordHash: childPasswordHash,
          birthDate: new Date(now - (age * 365 + 40) * 86_400_000).toISOString().slice(0, 10),
          language: parent.language === 'pt' ? pick(['pt', 'pt', 'pt', 'en'] as const) : parent.language,
          createdAt: new Date(now - 80 * 86_400_000 + k * 1000),
        });
      }
    }
    await db.insert(children).values(childRows);
    await db.insert(parentalControls).values(childRows.map((c) => ({ childId: c.id! })));

    const conversationRows: Array<typeof conversations.$inferInsert> = [];
    const messageRows: Array<typeof messages.$inferInsert> = [];
    for (const parent of parentRows) {
      const kids = childRows.filter((c) => c.parentId === parent.id);
      let budget = perParent;
      while (budget > 0) {
        const child = pick(kids);
        const language = child.language as Language;
        const topic = pick(TOPICS[language]);
        const startedAt = now - Math.floor(rand() * 60 * 86_400_000);
        const exchanges = 1 + Math.floor(rand() * topic.exchanges.length);
        const convMessages: Array<{ sender: 'kid' | 'ai'; content: string; safetyCategory: string | null }> = [];
        for (let e = 0; e < exchanges; e += 1) {
          if (rand() < 0.03) {
            const refused = pick(REFUSED[language]);
            convMessages.push({ sender: 'kid', content: refused.kid, safetyCategory: refused.category });
            convMessages.push({ sender: 'ai', content: refused.ai, safetyCategory: refused.category });
          } else {
            const [question, answer] = topic.exchanges[e]!;
            convMessages.push({ sender: 'kid', content: question, safetyCategory: null });
            convMessages.push({ sender: 'ai', content: answer, safetyCategory: null });
          }
        }
        budget -= convMessages.length;
        const id = crypto.randomUUID();
        const summary = extractiveSummary(
          {
            childName: child.name,
            language,
            messages: convMessages.map((m) => ({ ...m, refused: m.safetyCategory !== null })),
          },
          { currentTitle: null, untitled: topic.exchanges[0]![0] },
        );
        const lastAt = new Date(startedAt + (convMessages.length - 1) * 60_000);
        conversationRows.push({
          id,
          childId: child.id!,
          parentId: parent.id,
          title: convMessages[0]!.content.slice(0, 60),
          summary: summary.summary,
          category: summary.category,
          summarySource: 'extractive',
          summarizedAt: lastAt,
          startedAt: new Date(startedAt),
          lastMessageAt: lastAt,
          messageCount: convMessages.length,
          createdAt: new Date(startedAt),
          updatedAt: lastAt,
        });
        for (const [index, m] of convMessages.entries()) {
          messageRows.push({
            conversationId: id,
            sender: m.sender,
            content: m.content,
            safetyCategory: m.safetyCategory,
            tokenCost: m.sender === 'ai' && !m.safetyCategory ? 1 : 0,
            language,
            createdAt: new Date(startedAt + index * 60_000),
          });
        }
      }
    }
    await insertInBatches(conversationRows, (batch) => db.insert(conversations).values(batch));
    await insertInBatches(messageRows, (batch) => db.insert(messages).values(batch));
    options.onProgress?.(start + count);
  }
  return emails;
}

/** One child with a very long history, to show that a history page costs the same at any length. */
export async function seedHeavyChild(
  db: Db,
  parentId: string,
  childId: string,
  conversationCount: number,
  now = new Date(),
) {
  const conversationRows: Array<typeof conversations.$inferInsert> = [];
  const messageRows: Array<typeof messages.$inferInsert> = [];
  for (let i = 0; i < conversationCount; i += 1) {
    const id = crypto.randomUUID();
    const startedAt = new Date(now.getTime() - i * 3_600_000);
    conversationRows.push({
      id,
      childId,
      parentId,
      title: `Conversa ${i}`,
      summary: 'Conversou sobre planetas.',
      category: 'educational',
      startedAt,
      lastMessageAt: new Date(startedAt.getTime() + 60_000),
      messageCount: 2,
      createdAt: startedAt,
      updatedAt: new Date(startedAt.getTime() + 60_000),
    });
    messageRows.push(
      { conversationId: id, sender: 'kid', content: 'Quantos planetas existem?', language: 'pt', createdAt: startedAt },
      {
        conversationId: id,
        sender: 'ai',
        content: 'O Sistema Solar tem oito planetas.',
        tokenCost: 1,
        language: 'pt',
        createdAt: new Date(startedAt.getTime() + 60_000),
      },
    );
  }
  await insertInBatches(conversationRows, (batch) => db.insert(conversations).values(batch));
  await insertInBatches(messageRows, (batch) => db.insert(messages).values(batch));
}
