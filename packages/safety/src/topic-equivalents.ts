/*
 * Topics parents often block, with their names in pt, en and es. Stemming finds "futebol" in
 * "futebóis" but not in "football": a parent who blocks "futebol" expects "fútbol" and "soccer"
 * blocked too, whichever language the child switches to. When a blocked topic is one of these
 * names (in any inflection), all the names of its group are blocked with it.
 *
 * Only unambiguous names are listed: a word that means something else in another language
 * ("date", "pelada", "coco") would block ordinary talk.
 */
export const TOPIC_EQUIVALENTS: readonly (readonly string[])[] = [
  ['futebol', 'football', 'soccer', 'fútbol', 'futbol'],
  ['dinossauro', 'dinosaur', 'dinosaurio', 'dino'],
  ['videogame', 'video game', 'videojuego', 'jogo eletrônico', 'videogames'],
  ['terror', 'horror'],
  [
    'filme de terror',
    'horror movie',
    'horror film',
    'scary movie',
    'película de terror',
    'filme de horror',
    'peli de terror',
  ],
  ['monstro', 'monster', 'monstruo'],
  ['fantasma', 'ghost'],
  ['zumbi', 'zombie', 'zombi'],
  ['aranha', 'spider', 'araña'],
  ['cobra', 'snake', 'serpiente', 'serpente', 'culebra'],
  ['tubarão', 'shark', 'tiburón'],
  ['bruxa', 'witch', 'bruja'],
  ['palhaço', 'clown', 'payaso'],
  ['namoro', 'namorar', 'namorado', 'namorada', 'dating', 'boyfriend', 'girlfriend', 'novio', 'novia', 'noviazgo'],
  ['beijo', 'beijar', 'kiss', 'kissing', 'beso', 'besar'],
  ['política', 'politics', 'político', 'politician'],
  ['religião', 'religion', 'religión'],
  ['guerra', 'war'],
  ['morte', 'death', 'muerte', 'morrer', 'die', 'morir'],
  ['doença', 'disease', 'illness', 'enfermedad'],
  ['dinheiro', 'money', 'dinero'],
  ['maquiagem', 'makeup', 'make up', 'maquillaje'],
  ['dieta', 'diet', 'emagrecer', 'lose weight', 'adelgazar'],
  ['celular', 'cellphone', 'smartphone', 'móvil'],
  ['redes sociais', 'social media', 'redes sociales'],
  ['youtuber', 'youtubers'],
  ['arma', 'weapon', 'gun', 'pistola'],
  ['sangue', 'blood', 'sangre'],
  ['inseto', 'insect', 'insecto'],
  ['tempestade', 'storm', 'tormenta'],
  ['demônio', 'demon', 'demonio', 'diabo', 'devil', 'diablo'],
  ['vampiro', 'vampire'],
  ['fim do mundo', 'end of the world', 'fin del mundo', 'apocalipse', 'apocalypse', 'apocalipsis'],
  ['espaço sideral', 'outer space', 'espacio exterior'],
];
