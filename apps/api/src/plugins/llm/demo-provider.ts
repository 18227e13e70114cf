import { createHash } from 'node:crypto';
import type { Language } from '@kiddo/contracts';
import type { ChatProvider, ChildContext } from './provider';

/*
 * The offline demo companion, used when no model is configured. It is not an AI: it answers
 * from a small bank of kind, educational texts in the child's language, leaning on the child's
 * interests, deterministically (the same message gets the same answer). The chat site labels it.
 */

interface TopicFacts {
  /** Lower-case, accent-free word starts that point to the topic, in pt, en and es. */
  cues: string[];
  facts: Record<Language, string[]>;
}

const TOPICS: TopicFacts[] = [
  {
    cues: ['dinoss', 'dinosaur', 'dinosaurio', 'rex', 'fossil', 'fosil'],
    facts: {
      pt: [
        'O Tiranossauro rex tinha dentes do tamanho de bananas!',
        'Alguns dinossauros tinham penas, e as aves de hoje são parentes deles.',
      ],
      en: [
        'A Tyrannosaurus rex had teeth as big as bananas!',
        'Some dinosaurs had feathers, and today’s birds are their relatives.',
      ],
      es: [
        '¡El Tiranosaurio rex tenía dientes del tamaño de plátanos!',
        'Algunos dinosaurios tenían plumas, y las aves de hoy son sus parientes.',
      ],
    },
  },
  {
    cues: [
      'espaco',
      'planeta',
      'space',
      'planet',
      'espacio',
      'estrela',
      'star',
      'estrella',
      'lua',
      'moon',
      'luna',
      'sol',
      'sun',
      'marte',
      'mars',
    ],
    facts: {
      pt: [
        'Um dia em Vênus dura mais do que um ano inteiro lá!',
        'A luz do Sol leva cerca de 8 minutos para chegar até a Terra.',
      ],
      en: [
        'A day on Venus lasts longer than a whole year there!',
        'Sunlight takes about 8 minutes to reach the Earth.',
      ],
      es: [
        '¡Un día en Venus dura más que un año entero allí!',
        'La luz del Sol tarda unos 8 minutos en llegar a la Tierra.',
      ],
    },
  },
  {
    cues: [
      'animal',
      'bicho',
      'gato',
      'cat',
      'cachorro',
      'dog',
      'perro',
      'elefante',
      'elephant',
      'leao',
      'lion',
      'leon',
    ],
    facts: {
      pt: ['Os polvos têm três corações e sangue azul!', 'Os elefantes conseguem reconhecer a si mesmos no espelho.'],
      en: ['Octopuses have three hearts and blue blood!', 'Elephants can recognise themselves in a mirror.'],
      es: ['¡Los pulpos tienen tres corazones y sangre azul!', 'Los elefantes pueden reconocerse en un espejo.'],
    },
  },
  {
    cues: [
      'mar',
      'oceano',
      'ocean',
      'sea',
      'peixe',
      'fish',
      'pez',
      'baleia',
      'whale',
      'ballena',
      'tubarao',
      'shark',
      'tiburon',
    ],
    facts: {
      pt: [
        'A baleia-azul é o maior animal que já existiu na Terra.',
        'Mais da metade do oxigênio que respiramos vem do oceano.',
      ],
      en: [
        'The blue whale is the largest animal that ever lived on Earth.',
        'More than half of the oxygen we breathe comes from the ocean.',
      ],
      es: [
        'La ballena azul es el animal más grande que ha existido en la Tierra.',
        'Más de la mitad del oxígeno que respiramos viene del océano.',
      ],
    },
  },
  {
    cues: [
      'matematica',
      'math',
      'numero',
      'number',
      'conta',
      'soma',
      'sum',
      'suma',
      'multiplic',
      'fracao',
      'fraction',
      'fraccion',
    ],
    facts: {
      pt: [
        'Zero foi uma invenção incrível: nem todos os povos antigos tinham um número para o nada!',
        'Se você somar os números de 1 a 100, o resultado é 5050.',
      ],
      en: [
        'Zero was an amazing invention: not every ancient people had a number for nothing!',
        'If you add the numbers from 1 to 100, you get 5050.',
      ],
      es: [
        '¡El cero fue un invento increíble: no todos los pueblos antiguos tenían un número para la nada!',
        'Si sumas los números del 1 al 100, el resultado es 5050.',
      ],
    },
  },
  {
    cues: ['futebol', 'football', 'soccer', 'futbol', 'bola', 'ball', 'pelota', 'esporte', 'sport', 'deporte'],
    facts: {
      pt: [
        'Uma bola de futebol oficial tem 32 gomos em muitos modelos clássicos.',
        'Correr faz o coração bombear mais sangue para levar oxigênio aos músculos.',
      ],
      en: [
        'Many classic footballs are made of 32 panels.',
        'Running makes your heart pump more blood to carry oxygen to your muscles.',
      ],
      es: [
        'Muchos balones clásicos de fútbol tienen 32 paneles.',
        'Correr hace que el corazón bombee más sangre para llevar oxígeno a los músculos.',
      ],
    },
  },
  {
    cues: ['musica', 'music', 'cantar', 'sing', 'piano', 'violao', 'guitar', 'guitarra'],
    facts: {
      pt: [
        'O som viaja pelo ar como ondas, e as notas agudas são ondas mais rapidinhas.',
        'Cantar junto com outras pessoas pode deixar a gente mais feliz!',
      ],
      en: [
        'Sound travels through the air as waves, and high notes are faster waves.',
        'Singing together with other people can make us feel happier!',
      ],
      es: [
        'El sonido viaja por el aire como ondas, y las notas agudas son ondas más rápidas.',
        '¡Cantar junto a otras personas puede hacernos más felices!',
      ],
    },
  },
  {
    cues: ['desenh', 'draw', 'dibuj', 'pintar', 'paint', 'arte', 'art', 'cor', 'color', 'colour'],
    facts: {
      pt: [
        'Misturando azul e amarelo você consegue o verde!',
        'Os primeiros desenhos humanos foram feitos em cavernas há milhares de anos.',
      ],
      en: [
        'Mixing blue and yellow gives you green!',
        'The first human drawings were made in caves thousands of years ago.',
      ],
      es: [
        '¡Si mezclas azul y amarillo obtienes verde!',
        'Los primeros dibujos humanos se hicieron en cuevas hace miles de años.',
      ],
    },
  },
];

const TEXTS: Record<
  Language,
  {
    greet: (name: string) => string;
    question: string[];
    statement: string[];
    invite: (topic: string) => string;
    generic: string[];
    askBack: string[];
  }
> = {
  pt: {
    greet: (name) => `Oi, ${name}! Que bom conversar com você.`,
    question: ['Que pergunta legal!', 'Adorei essa pergunta!', 'Boa pergunta, vamos pensar juntos!'],
    statement: ['Que interessante!', 'Legal você me contar isso!', 'Gostei de saber!'],
    invite: (topic) => `Que tal a gente conversar sobre ${topic}?`,
    generic: [
      'Sabia que fazer perguntas é o jeito favorito dos cientistas de aprender?',
      'Aprender uma coisinha nova por dia faz o cérebro ficar mais forte!',
    ],
    askBack: ['O que você acha disso?', 'Quer saber mais alguma coisa?', 'Qual parte você achou mais curiosa?'],
  },
  en: {
    greet: (name) => `Hi, ${name}! It’s great to chat with you.`,
    question: ['What a cool question!', 'I love that question!', 'Good question, let’s think together!'],
    statement: ['How interesting!', 'Thanks for telling me!', 'I’m glad to know that!'],
    invite: (topic) => `How about we talk about ${topic}?`,
    generic: [
      'Did you know asking questions is how scientists like to learn best?',
      'Learning one small new thing a day makes your brain stronger!',
    ],
    askBack: ['What do you think about that?', 'Would you like to know more?', 'Which part did you find most curious?'],
  },
  es: {
    greet: (name) => `¡Hola, ${name}! Qué bueno hablar contigo.`,
    question: ['¡Qué pregunta tan genial!', '¡Me encanta esa pregunta!', '¡Buena pregunta, pensemos juntos!'],
    statement: ['¡Qué interesante!', '¡Gracias por contármelo!', '¡Me alegra saberlo!'],
    invite: (topic) => `¿Qué tal si hablamos de ${topic}?`,
    generic: [
      '¿Sabías que hacer preguntas es la forma favorita de aprender de los científicos?',
      '¡Aprender algo nuevo cada día hace que tu cerebro sea más fuerte!',
    ],
    askBack: ['¿Qué piensas de eso?', '¿Quieres saber algo más?', '¿Qué parte te pareció más curiosa?'],
  },
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

function topicOf(text: string): TopicFacts | undefined {
  const words = fold(text).split(/[^a-z0-9]+/);
  return TOPICS.find((topic) => topic.cues.some((cue) => words.some((word) => word.startsWith(cue))));
}

/** The companion's whole answer to the child's last message. */
export function composeDemoReply(message: string, child: ChildContext, isFirstTurn: boolean): string {
  const t = TEXTS[child.language];
  const seed = createHash('sha256').update(message).digest().readUInt32BE(0);
  const sentences: string[] = [];
  if (isFirstTurn || /^(oi|ola|hi|hello|hola|hey)\b/.test(fold(message.trim()))) sentences.push(t.greet(child.name));
  sentences.push(pick(message.includes('?') ? t.question : t.statement, seed));

  const interests = [...child.favorites, ...child.interests];
  const topic = topicOf(message) ?? interests.map(topicOf).find(Boolean);
  if (topic) sentences.push(pick(topic.facts[child.language], seed >>> 3));
  else sentences.push(pick(t.generic, seed >>> 3));
  if (!topicOf(message) && interests.length > 0) sentences.push(t.invite(pick(interests, seed >>> 5)));

  // Simple answers stay short; advanced ones add a question that invites more thinking.
  if (child.complexity !== 'simple') sentences.push(pick(t.askBack, seed >>> 7));
  return sentences.join(' ');
}

/** The offline companion as a provider; streams its answer word by word like a model would. */
export function createDemoProvider(options: { wordDelayMs?: number } = {}): ChatProvider {
  const delay = options.wordDelayMs ?? 25;
  return {
    isDemo: true,
    async *streamReply({ history, child, signal }) {
      const last = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
      const isFirstTurn = history.filter((turn) => turn.role === 'user').length <= 1;
      const words = composeDemoReply(last, child, isFirstTurn).split(/(?<= )/);
      for (const word of words) {
        if (signal?.aborted) return;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        yield word;
      }
    },
  };
}
