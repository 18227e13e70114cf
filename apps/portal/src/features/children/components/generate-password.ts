import type { Language } from '@kiddo/contracts';

/*
 * A child's password as a passphrase a child can read and type (issue 15): an animal, a thing
 * from nature and a number, "girafa-lua-47". Nouns only, so pt and es need no gender agreement;
 * no accents, nothing a young child would misspell. 60 × 40 × 90 ≈ 216,000 combinations: with
 * the sign-in limits (30 wrong guesses per account in 15 minutes) that is months of guessing.
 */
const ANIMALS: Record<Language, readonly string[]> = {
  pt: `girafa tigre leao zebra panda coala lontra foca baleia golfinho polvo tartaruga coelho esquilo
    raposa lobo urso castor pinguim coruja papagaio tucano arara gaivota pato ganso cisne flamingo
    camelo alpaca lhama canguru elefante rinoceronte hipopotamo jacare sapo lagarto camaleao abelha
    formiga joaninha borboleta grilo caracol minhoca peixe tubarao cavalo burro cabra ovelha vaca
    porco galinha gato cachorro hamster tatu preguica capivara onca`.split(/\s+/),
  en: `giraffe tiger lion zebra panda koala otter seal whale dolphin octopus turtle rabbit squirrel
    fox wolf bear beaver penguin owl parrot toucan macaw seagull duck goose swan flamingo camel alpaca
    llama kangaroo elephant rhino hippo alligator frog lizard chameleon bee ant ladybug butterfly
    cricket snail worm fish shark horse donkey goat sheep cow pig hen cat puppy hamster armadillo
    sloth badger moose`.split(/\s+/),
  es: `jirafa tigre leon cebra panda koala nutria foca ballena delfin pulpo tortuga conejo ardilla
    zorro lobo oso castor pinguino buho loro tucan guacamayo gaviota pato ganso cisne flamenco camello
    alpaca llama canguro elefante rinoceronte hipopotamo caiman rana lagarto camaleon abeja hormiga
    mariquita mariposa grillo caracol gusano pez tiburon caballo burro cabra oveja vaca cerdo gallina
    gato perro hamster armadillo perezoso tejon alce`.split(/\s+/),
};
const NATURE: Record<Language, readonly string[]> = {
  pt: `lua sol estrela nuvem chuva vento neve raio trovao arco rio lago mar onda praia ilha montanha
    vulcao floresta arvore folha flor semente fruta pedra areia cometa planeta galaxia foguete orvalho
    cachoeira caverna deserto jardim campo trilha ponte farol bussola`.split(/\s+/),
  en: `moon sun star cloud rain wind snow thunder rainbow river lake sea wave beach island mountain
    volcano forest tree leaf flower seed fruit stone sand comet planet galaxy rocket dew waterfall cave
    desert garden meadow trail bridge lighthouse compass acorn`.split(/\s+/),
  es: `luna sol estrella nube lluvia viento nieve rayo trueno arcoiris rio lago mar ola playa isla
    montana volcan bosque arbol hoja flor semilla fruta piedra arena cometa planeta galaxia cohete
    rocio cascada cueva desierto jardin prado sendero puente faro brujula`.split(/\s+/),
};

/** A random index below `size` from crypto.getRandomValues, without modulo bias. */
function randomIndex(size: number): number {
  const limit = 65_536 - (65_536 % size);
  const value = new Uint16Array(1);
  do crypto.getRandomValues(value);
  while ((value[0] ?? 0) >= limit);
  return (value[0] ?? 0) % size;
}

const pick = (words: readonly string[]) => words[randomIndex(words.length)] ?? words[0]!;

/** A passphrase in the child's language: animal-thing-number, at least 8 characters. */
export function generatePassword(language: Language): string {
  const number = 10 + randomIndex(90);
  return `${pick(ANIMALS[language])}-${pick(NATURE[language])}-${number}`;
}
