import type { Language, SafetyCategory } from '@kiddo/contracts';
import { moderateText } from './moderate-text';

/*
 * The companion's answer to a refused message: warm, never a flat "no", never naming what was
 * refused, and always offering something to learn instead — one of the child's interests when
 * there is a safe one. Texts vary with the seed (the child's message) so a child who tries
 * several times does not get the same sentence each time, yet tests stay deterministic.
 */

type Texts = Readonly<Record<Language, readonly string[]>>;

const TRUSTED_ADULT_OPENERS: Texts = {
  pt: [
    'Se alguma coisa estiver te preocupando ou te deixando triste, converse com um adulto de confiança, como seus pais ou um professor. Você é muito importante!',
    'Quando algo pesa no coração, contar para um adulto de confiança — seus pais, um professor — ajuda muito. Você não precisa passar por nada sem ajuda.',
  ],
  en: [
    'If something is worrying you or making you sad, please talk to a grown-up you trust, like a parent or a teacher. You matter a lot!',
    'When something feels heavy, telling a trusted adult — a parent, a teacher — really helps. You never have to handle things alone.',
  ],
  es: [
    'Si algo te preocupa o te pone triste, habla con un adulto de confianza, como tus padres o un profesor. ¡Eres muy importante!',
    'Cuando algo pesa en el corazón, contárselo a un adulto de confianza — tus padres, un profesor — ayuda mucho. No tienes que pasar por nada sin ayuda.',
  ],
};

const OPENERS: Readonly<Record<SafetyCategory, Texts>> = {
  blocked_topic: {
    pt: [
      'Esse é um assunto para conversar com a sua família.',
      'Sobre isso, quem pode te ajudar melhor é alguém da sua família.',
      'Esse assunto a gente deixa para você conversar em casa.',
    ],
    en: [
      "That's a subject to talk about with your family.",
      'Someone in your family is the best person to chat with about that.',
      "Let's leave that one for a chat at home.",
    ],
    es: [
      'Ese es un tema para hablar con tu familia.',
      'Sobre eso, quien mejor te puede ayudar es alguien de tu familia.',
      'Ese tema lo dejamos para que lo hables en casa.',
    ],
  },
  sexual: {
    pt: [
      'Essa é uma pergunta para fazer a um adulto de confiança, como seus pais.',
      'Sobre isso, o melhor é conversar com seus pais ou com um adulto de confiança.',
    ],
    en: [
      "That's a question for a grown-up you trust, like your parents.",
      'The best people to talk with about that are your parents or another adult you trust.',
    ],
    es: [
      'Esa es una pregunta para un adulto de confianza, como tus padres.',
      'Sobre eso, lo mejor es hablar con tus padres o con un adulto de confianza.',
    ],
  },
  violence: {
    pt: [
      'Eu gosto mesmo é de conversar sobre coisas que deixam todo mundo seguro e bem.',
      'Aqui a gente escolhe sempre o caminho da paz e do cuidado com os outros.',
    ],
    en: [
      'I love talking about things that keep everyone safe and happy.',
      'Here we always pick kindness and taking care of each other.',
    ],
    es: [
      'A mí me encanta hablar de cosas que hacen que todos estén seguros y bien.',
      'Aquí elegimos siempre el camino de la paz y de cuidar a los demás.',
    ],
  },
  drugs: {
    pt: [
      'Esse não é um assunto para a gente aqui — cuidar bem do corpo e da saúde é superimportante!',
      'Sobre isso, o melhor é conversar com seus pais ou com um adulto de confiança.',
    ],
    en: [
      "That's not something for us to chat about — taking good care of your body is super important!",
      'The best people to talk with about that are your parents or another adult you trust.',
    ],
    es: [
      'Ese no es un tema para nosotros — ¡cuidar bien el cuerpo y la salud es superimportante!',
      'Sobre eso, lo mejor es hablar con tus padres o con un adulto de confianza.',
    ],
  },
  self_harm: TRUSTED_ADULT_OPENERS,
  abuse: TRUSTED_ADULT_OPENERS,
  bullying: TRUSTED_ADULT_OPENERS,
  grooming: TRUSTED_ADULT_OPENERS,
  running_away: TRUSTED_ADULT_OPENERS,
  eating_disorder: TRUSTED_ADULT_OPENERS,
  dangerous_challenge: {
    pt: [
      'Esse tipo de desafio pode machucar de verdade — nenhum vídeo vale isso. Desafio bom é aquele que deixa todo mundo inteiro!',
      'Sobre isso eu não vou ajudar: desafios assim já machucaram muitas crianças. Que tal um desafio de charadas?',
    ],
    en: [
      'Challenges like that can really hurt people — no video is worth it. The best challenges keep everyone safe!',
      "I won't help with that one: challenges like it have hurt a lot of kids. How about a riddle challenge instead?",
    ],
    es: [
      'Ese tipo de reto puede hacer mucho daño de verdad — ningún vídeo vale la pena. ¡Los mejores retos son los que no lastiman a nadie!',
      'Con eso no te voy a ayudar: retos así han lastimado a muchos niños. ¿Qué tal un reto de adivinanzas?',
    ],
  },
  profanity: {
    pt: [
      'Opa, vamos trocar essa palavra por uma mais gentil? Aqui a gente conversa com carinho.',
      'Eita! Que tal dizer isso de outro jeito? Palavras gentis deixam a conversa mais legal.',
    ],
    en: [
      "Oops, let's swap that word for a kinder one. We keep things friendly here!",
      'Whoa! How about saying that another way? Kind words make our chat more fun.',
    ],
    es: [
      'Uy, ¿cambiamos esa palabra por una más amable? Aquí hablamos con cariño.',
      '¡Epa! ¿Qué tal decirlo de otra forma? Las palabras amables hacen la charla más divertida.',
    ],
  },
  hate: {
    pt: [
      'Aqui a gente conversa sempre com gentileza e respeito por todo mundo.',
      'Palavras gentis deixam todo mundo mais feliz — inclusive quem fala!',
    ],
    en: [
      'Here we always talk with kindness and respect for everyone.',
      'Kind words make everyone happier — including the person who says them!',
    ],
    es: [
      'Aquí siempre hablamos con amabilidad y respeto por todos.',
      'Las palabras amables hacen felices a todos, ¡también a quien las dice!',
    ],
  },
  illegal: {
    pt: [
      'O legal mesmo é conquistar as coisas do jeito certo, com esforço e honestidade.',
      'Vamos sempre pelo caminho honesto e justo — é assim que a gente cresce de verdade!',
    ],
    en: [
      'The coolest way to get things done is the fair and honest way.',
      "Let's always pick the honest path — that's how we really grow!",
    ],
    es: [
      'Lo mejor es conseguir las cosas de la forma correcta, con esfuerzo y honestidad.',
      '¡Vamos siempre por el camino honesto y justo, así es como crecemos de verdad!',
    ],
  },
  personal_data: {
    pt: [
      'Informações pessoais ficam só com você e sua família — na internet é mais seguro não compartilhar, nem comigo.',
      'Uma dica importante: informações pessoais a gente guarda só para a família. Assim é mais seguro!',
    ],
    en: [
      'Personal information stays with you and your family — online, it is safer not to share it, not even with me.',
      'A good rule: personal information is just for your family. That keeps you safe!',
    ],
    es: [
      'La información personal se queda contigo y tu familia — en internet es más seguro no compartirla, ni siquiera conmigo.',
      'Un consejo importante: la información personal es solo para tu familia. ¡Así es más seguro!',
    ],
  },
};

const INTEREST_SUGGESTIONS: Texts = {
  pt: [
    'Que tal a gente conversar sobre {topic}? Aposto que tem muita coisa legal para descobrir!',
    'Você gosta de {topic}, né? Quer que eu te conte uma curiosidade sobre isso?',
    'E se a gente falasse de {topic}? Me conta o que você mais gosta nesse assunto!',
  ],
  en: [
    "How about we talk about {topic}? I bet there's lots of cool stuff to discover!",
    'You like {topic}, right? Want me to tell you a fun fact about it?',
    'What if we chatted about {topic}? Tell me what you like most about it!',
  ],
  es: [
    '¿Qué tal si hablamos de {topic}? ¡Seguro que hay muchas cosas geniales por descubrir!',
    'Sé que te encanta {topic}. ¿Quieres que te cuente una curiosidad?',
    '¿Y si hablamos de {topic}? ¡Cuéntame qué es lo que más te gusta!',
  ],
};

const SUBJECT_SUGGESTIONS: Texts = {
  pt: [
    'Que tal a gente conversar sobre {topic}? Tem muita coisa curiosa para descobrir!',
    'Quer saber uma curiosidade incrível sobre {topic}?',
    'Topa uma aventura de conhecimento sobre {topic}?',
  ],
  en: [
    'How about we talk about {topic}? There are so many amazing things to discover!',
    'Want to hear an amazing fact about {topic}?',
    'Up for a learning adventure about {topic}?',
  ],
  es: [
    '¿Qué tal si hablamos de {topic}? ¡Hay muchas cosas curiosas por descubrir!',
    '¿Quieres saber una curiosidad increíble sobre {topic}?',
    '¿Te animas a una aventura de conocimiento sobre {topic}?',
  ],
};

/** Educational subjects suggested when the child has no safe interest on file. */
const DEFAULT_SUBJECTS: Texts = {
  pt: [
    'os planetas do Sistema Solar',
    'os animais do fundo do mar',
    'como funcionam os vulcões',
    'as pirâmides do Egito',
    'como as plantas crescem',
    'os instrumentos musicais',
    'as bandeiras dos países',
    'os grandes inventores',
  ],
  en: [
    'the planets of the Solar System',
    'the animals of the deep sea',
    'how volcanoes work',
    'the pyramids of Egypt',
    'how plants grow',
    'musical instruments',
    'the flags of the world',
    'great inventors',
  ],
  es: [
    'los planetas del Sistema Solar',
    'los animales del fondo del mar',
    'cómo funcionan los volcanes',
    'las pirámides de Egipto',
    'cómo crecen las plantas',
    'los instrumentos musicales',
    'las banderas del mundo',
    'los grandes inventores',
  ],
};

const MAX_INTEREST_LENGTH = 40;

/** FNV-1a: a small, stable hash, so the same seed always picks the same texts. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <T>(items: readonly T[], hash: number): T => items[hash % items.length]!;

/** Interests fit to suggest: short, and not themselves unsafe (a parent may list anything). */
function safeInterests(interests: readonly string[]): string[] {
  return interests
    .map((interest) => interest.trim().replace(/\s+/g, ' '))
    .filter(
      (interest) =>
        interest !== '' &&
        interest.length <= MAX_INTEREST_LENGTH &&
        !moderateText(interest, { blockedTopics: [] }).blocked,
    );
}

/**
 * A gentle, warm redirect toward a safe, educational subject (never a flat refusal, never
 * names the forbidden thing), in the child's language; deterministic variety by `seed`;
 * may suggest one of the child's interests.
 */
export function redirectMessage(
  category: SafetyCategory,
  options: { language: Language; interests: string[]; seed: string },
): string {
  const { language } = options;
  const hash = hashSeed(`${category}|${options.seed}`);
  const opener = pick(OPENERS[category][language], hash);
  const interests = safeInterests(options.interests);
  const suggestion =
    interests.length > 0
      ? pick(INTEREST_SUGGESTIONS[language], hash >>> 8).replace('{topic}', pick(interests, hash >>> 16))
      : pick(SUBJECT_SUGGESTIONS[language], hash >>> 8).replace(
          '{topic}',
          pick(DEFAULT_SUBJECTS[language], hash >>> 16),
        );
  return `${opener} ${suggestion}`;
}
