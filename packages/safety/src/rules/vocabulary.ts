import type { Vocabulary } from '../phrase-pattern';

/*
 * Word lists shared by the category lexicons (see phrase-pattern.ts for the syntax). Words are
 * written with their accents for readability; they are folded like the text, so "você" also
 * matches "voce". Children's spellings ("vc", "kero", "pq", "u", "im") are listed where they
 * matter, because a child who types "kero me matar" must be heard as clearly as one who
 * types "quero me matar".
 */
export const VOCABULARY: Vocabulary = {
  // — The word before an intent that turns it around ("não quero fumar", "I don't want to drink").
  negation:
    '{não|nao|n|naum|nunca|jamais|never|not|don t|dont|do not|didn t|didnt|won t|wont|shouldn t|no|jamás|ni|tampoco|' +
    '{não|nao|n|nunca} {quero|vou|posso|devo|pretendo}|' +
    '{don t|dont|do not|never|didn t|didnt} {want to|wanna|plan to|need to}|{will|would} never|' +
    '{no|nunca} {quiero|voy a|pienso|debo|puedo}}',

  // — "how to / I want to / I'm going to": what turns a topic into a request or an intent.
  how_pt:
    '{como|cm|como eu|como que|como se|como faz pra|como faz para|como faço pra|como faço para|como fazer pra|como fazer para|' +
    'como posso|como eu posso|como dá pra|me ensina a|me ensina|me ensine a|ensina a|ensina|ensinar a|aprender a|' +
    'quero|qro|kero|queria|vou|vô|posso|dá pra|tem como|preciso|gostaria de|pretendo|planejo|me ajuda a|me ajude a|' +
    'ajuda a|ajudar a|jeito de|forma de|maneira de|modo de|passo a passo pra|passo a passo para|dicas pra|dicas para|tutorial de}',
  how_en:
    '{how to|how do i|how do you|how can i|how could i|how would i|how should i|how i can|how do u|how can u|' +
    'i want to|i wanna|wanna|want to|i m going to|im going to|i am going to|going to|gonna|i will|i ll|i plan to|' +
    'help me|teach me to|teach me how to|teach me|show me how to|tell me how to|explain how to|ways to|way to|' +
    'best way to|easiest way to|planning to|i need to|need to|let s|lets|can i|should i|could i|i d like to|id like to|' +
    'try to|trying to|steps to|tutorial}',
  how_es:
    '{como|cómo|como se|como puedo|como hago para|como hago pa|como hacer para|como le hago para|enséñame a|enséñame|' +
    'ayúdame a|dime como|quiero|quería|quisiera|voy a|vamos a|puedo|se puede|necesito|me gustaría|tengo ganas de|' +
    'planeo|pienso|la mejor forma de|forma de|manera de|modo de|pasos para|tutorial de|tutorial para}',

  // — A wish or a plan (narrower than how_*, for objects like "him" that are often a game's boss).
  want_pt:
    '{quero|qro|kero|queria|vou|vô|eu vou|tô com vontade de|to com vontade de|vontade de|gostaria de|planejo|pretendo}',
  want_en:
    '{i want to|i wanna|wanna|i m going to|im going to|i am going to|gonna|i m gonna|im gonna|i will|i ll|ill|i plan to|' +
    'i d like to|i really want to}',
  want_es: '{quiero|quisiera|voy a|vamos a|tengo ganas de|me gustaría|planeo}',

  // — Family and people around a child (the people a disclosure or a threat is about).
  relation_pt:
    '{pai|papai|mãe|mamãe|padrasto|padastro|madrasta|madastra|irmão|irmã|irmãos|tio|tia|tios|avô|avó|vovô|vovó|primo|prima|' +
    'professor|professora|prof|profe|colega|colegas|coleguinha|amigo|amiga|vizinho|vizinha|vizinhos|namorado|namorada|' +
    'treinador|treinadora|babá|diretor|diretora|padre|pastor|motorista|cunhado}',
  relation_en:
    '{dad|daddy|father|mom|mommy|mum|mummy|mother|stepdad|stepfather|step dad|stepmom|stepmother|step mom|uncle|aunt|' +
    'auntie|grandpa|grandfather|grandma|grandmother|granddad|cousin|brother|sister|stepbrother|stepsister|teacher|coach|' +
    'neighbor|neighbour|babysitter|nanny|tutor|friend|classmate|boyfriend|girlfriend|priest|pastor|principal|driver}',
  relation_es:
    '{papá|papi|padre|mamá|mami|madre|padrastro|madrastra|hermano|hermana|hermanastro|hermanastra|tío|tía|abuelo|abuela|' +
    'primo|prima|profesor|profesora|profe|maestro|maestra|vecino|vecina|entrenador|entrenadora|novio|novia|amigo|amiga|' +
    'compañero|compañera|niñera|cura|chofer}',

  // — People as the object of harm ("matar alguém", "kill my teacher", "matar a alguien").
  target_pt:
    '{alguém|uma pessoa|pessoas|as pessoas|gente|todo mundo|todos !{os|as}|geral|você|vc|vcs|vocês|' +
    '{o|a|os|as|meu|minha|meus|minhas|o meu|a minha|um|uma|esse|essa|aquele|aquela|seu|sua}? @relation_pt|' +
    '{um|uma|o|a}? {menino|menina|garoto|garota|criança|crianças|aluno|aluna|alunos|homem|mulher|policial|presidente}}',
  target_en:
    '{someone|somebody|anyone|anybody|a person|people|everyone|everybody|you|u|humans|a human|' +
    '{my|the|a|his|her|our|your}? @relation_en|' +
    '{a|the|my}? {kid|kids|boy|girl|child|children|man|woman|student|students|classmates|baby|cop|police officer|president}}',
  target_es:
    '{alguien|a alguien|una persona|a una persona|personas|la gente|a la gente|gente|todos !{los|las}|a todos !{los|las}|' +
    'todo el mundo|' +
    'ti|a ti|usted|{a}? {mi|mis|el|la|los|las|un|una|ese|esa}? @relation_es|' +
    '{a}? {un|una|el|la}? {niño|niña|chico|chica|nene|nena|alumno|alumna|hombre|mujer|policía|presidente}}',

  // — Object pronouns: only with a wish ("quero matar ele"), since "how do I kill him" is usually a boss.
  pronoun_pt: '{ele|ela|eles|elas|nele|nela|neles|nelas}',
  pronoun_en: '{him|her|them}',

  // — Who a child might disclose is hurting them (subject of "… me bate", "… hits me").
  abuser_pt:
    '{{meu|minha|o|a|o meu|a minha}? @relation_pt|ele|ela|eles|elas|alguém|um adulto|um homem|uma mulher|um moço|um cara|' +
    'uns meninos|os meninos|as meninas|uns garotos|os garotos|os alunos|os colegas|umas meninas|' +
    '{o namorado|o marido|a namorada|a mulher} {da minha|do meu} {mãe|pai}}',
  abuser_en:
    '{{my|our|the}? @relation_en|{my|our}? {mom s|moms|mum s|mums|dad s|dads} {boyfriend|girlfriend|husband|wife}|' +
    'he|she|they|someone|somebody|a man|a woman|an adult|a grown up|a grownup|a stranger|the boys|the girls|some kids|' +
    'some boys|some girls|kids at school|the kids|older kids|the older kids}',
  abuser_es:
    '{{mi|el|la|mis}? @relation_es|{el novio|el esposo|la novia|la esposa} de mi {mamá|papá|madre|padre}|ella|ellos|ellas|' +
    'alguien|un adulto|un hombre|una mujer|un señor|una señora|los chicos|las chicas|unos chicos|los niños|mis compañeros}',

  // — Everyday things that share a weapon's name ("bomba de chocolate", "pistola de água", "bath bomb").
  harmless_thing:
    '{de chocolate|de banho|de sementes|de semente|de água|d água|dágua|de ar|de encher|de gasolina|de creme|de papel|' +
    'de brinquedo|de lego|de festa|de bicicleta|de pneu|de piscina|do aquário|de insulina|de asma|de fumaça|de baño|' +
    'de semillas|de juguete|de aire|de colores|de confeti|de purpurina|de glitter|de massinha|de espuma|de nerf|nerf|' +
    'de cola|de cosquinhas|de cosquillas|de calor|de pintura|de tinta|de silicone|de silicona|de vapor}',

  // — Insults. Strong ones count about anyone; looks words only said to "you" (see hate.ts).
  insult_pt:
    '{burro|burra|idiota|idiotas|imbecil|estúpido|estúpida|otário|otária|retardado|retardada|inútil|babaca|trouxa|nojento|' +
    'nojenta|fracassado|fracassada|escroto|escrota|vagabundo|vagabunda|piranha|vadia|puta|mongol|débil mental|anta|jumento|' +
    'perdedor|ridículo|ridícula|palhaço|lerdo|lerda|bosta|merda}',
  looks_insult_pt:
    '{feio|feia|gordo|gorda|gordão|gordona|orelhudo|orelhuda|quatro olhos|fedido|fedida|nariguda|narigudo|banha}',
  insult_en:
    '{stupid|idiot|idiots|dumb|dumbass|moron|morons|loser|losers|retard|retarded|worthless|pathetic|useless|freak|trash|' +
    'garbage|bitch|bastard|asshole|jerk|scum|piece of crap|waste of space}',
  looks_insult_en: '{ugly|fat|fatso|fatty|pig|cow|gross|disgusting|smelly|four eyes}',
  insult_es:
    '{idiota|idiotas|estúpido|estúpida|imbécil|inútil|basura|asqueroso|asquerosa|perdedor|perdedora|retrasado|retrasada|' +
    'subnormal|pendejo|pendeja|gilipollas|cabrón|cabrona|baboso|babosa|mongolo|zorra|puta|pringado|pringada|fracasado|' +
    'fracasada|tarado|tarada|imbéciles|estúpidos|pendejos}',
  looks_insult_es:
    '{tonto|tonta|feo|fea|gordo|gorda|bobo|boba|burro|burra|cerdo|cerda|ballena|bicho raro|payaso|ridículo|ridícula|cuatro ojos}',

  // — Groups of people that hate speech targets (plural forms: "chinês" is also a school subject).
  group_pt:
    '{negros|pretos|pessoas negras|brancos|asiáticos|japoneses|chineses|judeus|muçulmanos|cristãos|evangélicos|gays|' +
    'homossexuais|lésbicas|trans|travestis|imigrantes|nordestinos|baianos|índios|indígenas|ciganos|africanos|haitianos|' +
    'venezuelanos|bolivianos|deficientes|autistas|gordos|pobres|favelados|macumbeiros|refugiados}',
  group_en:
    '{black people|blacks|white people|whites|asians|asian people|jews|jewish people|muslims|christians|gays|gay people|' +
    'lesbians|trans people|transgender people|immigrants|mexicans|latinos|hispanics|arabs|indians|chinese people|africans|' +
    'disabled people|autistic people|fat people|refugees|gypsies|catholics}',
  group_es:
    '{negros|gente negra|blancos|asiáticos|chinos|judíos|musulmanes|cristianos|gays|gais|homosexuales|lesbianas|trans|' +
    'transexuales|inmigrantes|migrantes|sudacas|moros|gitanos|indios|indígenas|mexicanos|latinos|africanos|venezolanos|' +
    'discapacitados|autistas|gordos|pobres|refugiados}',

  // — What a child may "steal" in sport and play ("roubar a bola", "steal second base", "robar el balón").
  not_theft:
    '{{a|o|as|os|um|uma|the|el|la|un|una|my|your|his|her|meu|minha|seu|sua}? {bola|bolas|cena|show|coração|corações|atenção|' +
    'beijo|ball|spotlight|base|bases|second base|third base|heart|hearts|kiss|scene|balón|pelota|corazón|corazones|beso|' +
    'escena|atención|bandeira|flag|bandera}|~4 @game_place|no uno|in uno|en uno|no futebol|in soccer|in football|' +
    'en el fútbol|in basketball|no basquete|no queimada|no pique bandeira|en el juego}',

  // — Gore, as in videos and pictures of it.
  gore:
    '{decapitação|decapitado|decapitada|decapitados|decapitadas|decapitando|esquartejado|esquartejada|esquartejamento|' +
    'desmembrado|desmembrada|degolado|degolada|degolação|beheading|beheaded|beheadings|decapitation|decapitated|dismembered|' +
    'dismemberment|disemboweled|gore|gory|decapitación|decapitada|descuartizado|descuartizada|desmembrada|degollado|degollada|' +
    'mortes reais|real deaths|muertes reales|morrendo de verdade|dying for real|muriendo de verdad|cadáveres|cadáver|dead bodies|' +
    'corpses|corpos mortos|muertos reales}',

  // — A hit in play ("hit me with a pillow", "me pegó con una almohada", "me bateu com a bola").
  play_hit:
    '{by accident|accidentally|by mistake|sem querer|sin querer|por accidente|~4 {ball|pillow|pillows|snowball|snowballs|' +
    'water balloon|balloon|dodgeball|tag|playing|game|bola|travesseiro|travesseiros|almofada|brincando|jogando|bexiga|' +
    'balão|queimada|pega pega|pique|balón|pelota|almohada|almohadas|jugando|globo|bola de nieve|@game_place}}',

  // — Where a weapon or a fight is only a game ("uma arma no Free Fire", "kill him in Minecraft").
  game_place:
    '{no jogo|nos jogos|no game|no videogame|no minecraft|no roblox|no fortnite|no free fire|no ff|no gta|no pubg|no cod|' +
    'no among us|no brawl stars|no terraria|no zelda|no pokémon|in the game|in game|in my game|in a game|in the video game|' +
    'in minecraft|in roblox|in fortnite|in free fire|in gta|in pubg|in cod|in among us|in zelda|in terraria|in pokemon|' +
    'on minecraft|on roblox|on fortnite|en el juego|en el videojuego|en minecraft|en roblox|en fortnite|en free fire|' +
    'en gta|en pubg|en zelda|en pokemon|en terraria}',
  game_name:
    '{free fire|ff|roblox|fortnite|minecraft|among us|brawl stars|pubg|cod|call of duty|valorant|gta|clash royale|' +
    'clash of clans|pokémon go|pokemon go|stumble guys|subway surfers}',

  // — Idioms that only sound like despair ("morrer de rir", "die of laughter", "morirme de risa").
  idiom_tail_pt:
    '{de rir|de tanto|de estudar|de trabalhar|de vergonha|de tédio|de fome|de sono|de calor|de frio|de saudade|de saudades|de medo|de inveja|' +
    'de cansaço|de curiosidade|de alegria|de felicidade|de fofura|de raiva|de amor|de ansiedade|de nervoso}',
  idiom_tail_en:
    '{of laughter|laughing|from laughing|of boredom|from boredom|of embarrassment|from embarrassment|of shame|of cuteness|' +
    'of hunger|of thirst|of excitement|of happiness|of curiosity}',
  idiom_tail_es:
    '{de risa|de la risa|de vergüenza|de aburrimiento|de hambre|de sueño|de calor|de frío|de miedo|de envidia|' +
    'de ternura|de amor|de ganas|de curiosidad|de nervios|de alegría}',

  // — Cutting one's hair or nails, not oneself ("me corto el pelo").
  grooming:
    '{{o|a|os|as|el|la|los|las|meu|minha|meus|minhas|mi|mis|my}? {cabelo|pelo|cabello|unhas|unha|uñas|flequillo|franja|' +
    'franjinha|barba|fleco|hair|nails|fringe|bangs}}',
  // — An accident, not self-harm ("me machuquei jogando bola", "I hurt myself when I fell").
  accident_pt:
    '{~5 {sem querer|jogando|brincando|caí|cai|caindo|tropecei|escorreguei|papel|de bicicleta|de bike|de skate|' +
    'andando de|no futebol|na educação física|na cozinha|cozinhando|com a faca sem querer|na quadra|no parquinho}}',
  accident_en:
    '{~5 {accident|accidentally|by mistake|playing|while playing|fell|fall|falling|tripped|slipped|paper|on a nail|' +
    'cooking|in the kitchen|skating|riding|biking|at practice|at football|at soccer|at the park|in the playground|at pe|in pe|in gym}}',
  accident_es:
    '{~5 {sin querer|por accidente|jugando|me caí|me cai|caí|cai|cayéndome|tropecé|resbalé|papel|en bici|en bicicleta|' +
    'en patines|en el fútbol|en educación física|en la cocina|cocinando|en el parque}}',
};
