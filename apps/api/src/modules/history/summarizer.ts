import type { ConversationCategory, Language } from '@kiddo/contracts';
import { newStemmer } from 'snowball-stemmers';
import { eng, por, spa } from 'stopword';
import { HISTORY_TEXTS, listOf } from './texts';

/*
 * The server's own summary of a conversation (issue 5: never empty, never a placeholder),
 * used when no AI model is configured or the model fails. It is extractive: it names the
 * subjects the conversation kept coming back to (the most frequent content words, grouped by
 * stem, the child's words counting double) and quotes the child's questions. The category
 * comes from small lexicons of school subjects and of leisure, in the three languages.
 */

export interface SummaryInput {
  childName: string;
  language: Language;
  messages: Array<{ sender: 'kid' | 'ai'; content: string; refused: boolean }>;
}

export interface SummaryResult {
  title: string;
  summary: string;
  category: ConversationCategory;
}

const STEMMER_NAMES: Record<Language, string> = { pt: 'portuguese', en: 'english', es: 'spanish' };
const STEMMERS = Object.fromEntries(
  Object.entries(STEMMER_NAMES).map(([language, name]) => [language, newStemmer(name)]),
) as Record<Language, ReturnType<typeof newStemmer>>;

/** A list of words written as text (one long array literal per line would be unreadable). */
function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Words of chat that say nothing about the subject ("tell me", "cool", "Kiddo"), beyond the stopword lists. */
const CHAT_WORDS: Record<Language, string[]> = {
  pt: words(`
    kiddo oi olá ola tchau sim não nao legal quero queria saber sobre pode podes conta conte contar fala
    falar gosto gosta gostei muito coisa coisas porque por que qual quais quando onde como quem quanto
    quantos obrigado obrigada tudo bem sei acho vamos outra outro mais também tambem então entao ainda
    aqui agora hoje dia vez sabe sabia ser ter fazer faz tem são sao era foi vai ver pergunta resposta
    ideia exemplo jeito parte tipo grande pequeno pequena bom boa incrível incrivel demais certo claro
    verdade pensar pense imagine sabias curiosidade divertido divertida ótima ótimo otimo maior maiores
    menor menores melhor pior primeiro primeira último última muitos muitas mesmo mesma novo nova velho
    velha cada todos todas
  `),
  en: words(`
    kiddo hi hello bye yes no cool want know tell about can could like really thing things please thanks
    thank okay ok think let lets let's also now today time way question answer idea example kind part big
    small good great amazing fun sure true imagine fact facts something much many lot make makes does did
    get got see say said one two would will just biggest largest smallest best worst first last new old
    every another
  `),
  es: words(`
    kiddo hola adiós adios sí si no quiero quería saber sobre puedes puede cuenta cuéntame cuentame
    contar habla hablar gusta gustan mucho cosa cosas porque qué cuál cuáles cuando cuándo dónde donde
    cómo como quién cuánto gracias todo bien sé creo vamos otra otro más mas también tambien entonces
    todavía aquí ahora hoy día vez sabes sabías ser tener hacer hace tiene son era fue va ver pregunta
    respuesta idea ejemplo manera parte tipo grande pequeño pequeña bueno buena increíble genial claro
    verdad pensar imagina curiosidad divertido divertida está están esto eso muy hay mayor mayores menor
    mejor peor primero primera último última muchos muchas mismo misma nuevo nueva viejo cada todos
    todas después despues usan usa
  `),
};

const STOPWORDS: Record<Language, ReadonlySet<string>> = {
  pt: new Set([...por, ...CHAT_WORDS.pt]),
  en: new Set([...eng, ...CHAT_WORDS.en]),
  es: new Set([...spa, ...CHAT_WORDS.es]),
};

/**
 * Stems that mark a conversation as learning or as play. A word counts when its stem (in the
 * conversation's language) is one of these; the lists are short on purpose: they decide the
 * category, the subjects come from the conversation itself.
 */
const CATEGORY_WORDS: Record<Language, Record<'educational' | 'leisure', string[]>> = {
  pt: {
    educational: words(`
      ciência matemática número somar subtrair multiplicar dividir fração história geografia planeta
      estrela sol lua espaço universo astronauta foguete animal dinossauro planta corpo coração cérebro
      osso célula água chuva vulcão terra oceano rio país capital mapa língua palavra letra ler leitura
      escrever gramática inglês escola lição tarefa dever prova professor aprender estudar experiência
      energia eletricidade ímã gravidade luz som clima floresta natureza inseto abelha baleia tubarão
      peixe pássaro robô computador invenção física química biologia arte pintor música instrumento
      átomo molécula fotossíntese
    `),
    leisure: words(`
      jogo jogar videogame minecraft roblox fortnite brincar brincadeira brinquedo boneca desenho filme
      série personagem super-herói herói piada charada adivinha futebol time gol bola esporte festa
      aniversário férias viagem praia parque sorvete doce pizza bolo receita cachorro gato pet youtube
      youtuber cantar dançar dança fantasia princesa dragão unicórnio mágica lego pokémon pokemon anime
      conto aventura pirata monstro bicicleta skate
    `),
  },
  en: {
    educational: words(`
      science math maths number add subtract multiply divide fraction history geography planet star sun
      moon space universe astronaut rocket animal dinosaur plant body heart brain bone cell water rain
      volcano earth ocean river country capital map language word letter read reading write spell
      grammar school lesson homework test teacher learn study experiment energy electricity magnet
      gravity light sound climate weather forest nature insect bee whale shark fish bird robot computer
      invention physics chemistry biology art painter music instrument atom molecule photosynthesis
    `),
    leisure: words(`
      game play videogame minecraft roblox fortnite toy doll cartoon movie film show character superhero
      hero joke riddle football soccer team goal ball sport party birthday holiday vacation trip beach
      park candy pizza cake recipe dog cat pet youtube youtuber sing dance costume princess dragon
      unicorn magic lego pokemon anime story tale adventure pirate monster bike skateboard weekend
    `),
  },
  es: {
    educational: words(`
      ciencia matemáticas número sumar restar multiplicar dividir fracción historia geografía planeta
      estrella sol luna espacio universo astronauta cohete animal dinosaurio planta cuerpo corazón
      cerebro hueso célula agua lluvia volcán tierra océano río país capital mapa idioma palabra letra
      leer lectura escribir gramática inglés escuela colegio lección tarea deberes examen profesor
      maestra aprender estudiar experimento energía electricidad imán gravedad luz sonido clima bosque
      naturaleza insecto abeja ballena tiburón pez pájaro robot computadora ordenador invento física
      química biología arte pintor música instrumento átomo molécula fotosíntesis
    `),
    leisure: words(`
      juego jugar videojuego minecraft roblox fortnite juguete muñeca dibujos película serie personaje
      superhéroe héroe chiste adivinanza fútbol equipo gol pelota balón deporte fiesta cumpleaños
      vacaciones viaje playa parque helado dulce pizza pastel tarta receta perro gato mascota youtube
      youtuber cantar bailar baile disfraz princesa dragón unicornio magia lego pokemon anime cuento
      aventura pirata monstruo bicicleta patineta
    `),
  },
};

/** Question openers, for questions a child types without a question mark. */
const QUESTION_OPENERS: Record<Language, RegExp> = {
  pt: /^(o que|oque|por que|porque|pq|como|quando|onde|quem|qual|quais|quanto|quantos|quantas|será que|sera que|você sabe|voce sabe|existe)\b/i,
  en: /^(what|why|how|when|where|who|which|can|could|do|does|did|is|are|will|would|should)\b/i,
  es: /^(qué|que|por qué|porque|cómo|como|cuándo|cuando|dónde|donde|quién|quien|cuál|cual|cuánto|cuantos|existe|sabes)\b/i,
};

const MAX_SUBJECTS = 3;
const MAX_QUESTIONS = 3;
const MAX_QUOTE_LENGTH = 90;
const MIN_WORD_LENGTH = 3;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/['’-]+$/, ''));
}

function stemOf(word: string, language: Language): string {
  return STEMMERS[language].stem(word.normalize('NFC'));
}

const CATEGORY_STEMS: Record<Language, Record<'educational' | 'leisure', ReadonlySet<string>>> = Object.fromEntries(
  (Object.keys(CATEGORY_WORDS) as Language[]).map((language) => [
    language,
    {
      educational: new Set(CATEGORY_WORDS[language].educational.map((w) => stemOf(w, language))),
      leisure: new Set(CATEGORY_WORDS[language].leisure.map((w) => stemOf(w, language))),
    },
  ]),
) as unknown as Record<Language, Record<'educational' | 'leisure', ReadonlySet<string>>>;

function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > MAX_QUOTE_LENGTH ? `${oneLine.slice(0, MAX_QUOTE_LENGTH - 1).trimEnd()}…` : oneLine;
  return `“${short}”`;
}

function isQuestion(text: string, language: Language): boolean {
  const trimmed = text.trim();
  return trimmed.includes('?') || QUESTION_OPENERS[language].test(trimmed.replace(/^[¿¡\s]+/, ''));
}

/**
 * The subjects: the content words the conversation came back to (in two messages or more,
 * unless it is only a question and its answer), most frequent first by stem, the child's
 * words counting double, each shown in its most used spelling.
 */
export function mainSubjects(input: SummaryInput): string[] {
  const { language } = input;
  const stopwords = STOPWORDS[language];
  const accepted = input.messages.filter((message) => !message.refused);
  const byStem = new Map<
    string,
    { score: number; first: number; messages: Set<number>; spellings: Map<string, number> }
  >();
  let position = 0;
  for (const [index, message] of accepted.entries()) {
    const weight = message.sender === 'kid' ? 2 : 1;
    for (const word of wordsOf(message.content)) {
      position += 1;
      if (word.length < MIN_WORD_LENGTH || stopwords.has(word) || /^\d+$/.test(word)) continue;
      if (word === input.childName.toLowerCase()) continue;
      const stem = stemOf(word, language);
      const entry = byStem.get(stem) ?? { score: 0, first: position, messages: new Set(), spellings: new Map() };
      entry.score += weight;
      entry.messages.add(index);
      entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
      byStem.set(stem, entry);
    }
  }
  const minMessages = accepted.length <= 2 ? 1 : 2;
  return [...byStem.values()]
    .filter((entry) => entry.messages.size >= minMessages)
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, MAX_SUBJECTS)
    .map((entry) => [...entry.spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]);
}

export function classify(input: SummaryInput): ConversationCategory {
  const { language } = input;
  const stems = CATEGORY_STEMS[language];
  let educational = 0;
  let leisure = 0;
  let questions = 0;
  for (const message of input.messages) {
    if (message.refused) continue;
    if (message.sender === 'kid' && isQuestion(message.content, language)) questions += 1;
    for (const word of wordsOf(message.content)) {
      const stem = stemOf(word, language);
      if (stems.educational.has(stem)) educational += 1;
      if (stems.leisure.has(stem)) leisure += 1;
    }
  }
  if (educational === 0 && leisure === 0) return questions > 0 ? 'educational' : 'leisure';
  if (leisure === 0 || educational >= leisure * 3) return 'educational';
  if (educational === 0 || leisure >= educational * 3) return 'leisure';
  return 'mixed';
}

/** A title from the child's first (accepted) message, when the conversation has none yet. */
function titleOf(input: SummaryInput, fallback: string): string {
  const first = input.messages
    .find((m) => m.sender === 'kid' && !m.refused)
    ?.content.replace(/\s+/g, ' ')
    .trim();
  if (!first) return fallback;
  return first.length > 60 ? `${first.slice(0, 59).trimEnd()}…` : first;
}

export function extractiveSummary(input: SummaryInput, options: { currentTitle: string | null; untitled: string }) {
  const t = HISTORY_TEXTS[input.language];
  const name = input.childName;
  const subjects = mainSubjects(input);
  const questions = input.messages
    .filter((m) => m.sender === 'kid' && !m.refused && isQuestion(m.content, input.language))
    .slice(0, MAX_QUESTIONS)
    .map((m) => quote(m.content));
  const refused = input.messages.filter((m) => m.sender === 'kid' && m.refused).length;

  const sentences = [
    subjects.length > 0
      ? t.talkedAbout(name, listOf(subjects, input.language))
      : t.exchanged(name, input.messages.length),
  ];
  if (questions.length > 0) sentences.push(t.questions(name, questions.join('; ')));
  if (refused > 0) sentences.push(t.refusedCount(refused));
  return {
    title: options.currentTitle ?? titleOf(input, options.untitled),
    summary: sentences.join(' '),
    category: classify(input),
  } satisfies SummaryResult;
}
