import type { PhraseRule } from './phrase-rule';

/*
 * Abuse. A disclosure — someone hits, touches, threatens or forces the child, or the child is
 * bullied — gets the caring answer (care: 'abuse'). The subject must be a person ("meu padrasto
 * me bate", "he touches me"), so "a bola me bateu" or "a música me toca" stay ordinary, and a
 * few words may sit between ("meu tio às vezes me toca"). Known innocent senses are excluded:
 * pt "minha mãe me pega na escola" (picks me up) only counts "à força"; es "me toca a mí"
 * (my turn) only counts at a sentence end or with body words; "my brother beats me at chess".
 */
export const ABUSE_CARE_RULES: readonly PhraseRule[] = [
  {
    id: 'abuse/someone-hurts-me',
    category: 'abuse',
    care: 'abuse',
    patterns: [
      // pt
      '@abuser_pt ~3 me {bate|batem|bateu|bateram|batia|espanca|espancam|espancou|machuca|machucam|machucou|toca|tocam|tocou|' +
        'tocava|agarra|agarrou|belisca|beliscou|chuta|chutam|chutou|queima|queimou|sufoca|sufocou|enforca|enforcou|' +
        'estupra|estuprou|violentou|abusa|abusou|tranca|trancou|prende no quarto|empurra|empurrou|' +
        'dá tapa|deu tapa|dá tapas|deu um tapa|dá socos|deu um soco|dá surra|deu uma surra|bate com|pega à força|pega a força|' +
        'pegou à força|pegou a força|beija à força|beijou à força|beija a força|beijou a força|passa a mão|passou a mão} !{@play_hit}',
      '@abuser_pt ~3 {ameaça|ameaçou|ameaçam|ameaçaram} {me}? {matar|bater|machucar|espancar} {em}? {mim}?',
      '@abuser_pt ~2 {bate|bateu|espanca|espancou|machuca|machucou|agride|agrediu} {na|em|no} {minha|meu|mim} ' +
        '{mãe|mamãe|pai|papai|irmã|irmão|avó|avô}?',
      '{eu}? {apanho|apanhei|apanhando|levo surra|levei surra|levo uma surra|levei uma surra|levo porrada|levei porrada|' +
        'levo tapa|levo tapas|levo chinelada|levo cintada|levei cintada} {em casa|todo dia|todos os dias|de cinto|com cinto|' +
        'de chinelo|~2 {do|da|de|dos} {meu|minha|meus|meu padrasto|@relation_pt}}',
      '{abusa|abusou|abusando|abusam|abusaram} de mim',
      'me {estuprou|estupraram|estupra|violentou|violentaram|molestou|molesta|molestaram}',
      // en
      '@abuser_en ~3 {hits|hit|hitting|slaps|slapped|slap|kicks|kicked|punches|punched|chokes|choked|strangles|strangled|' +
        'burns|burned|burnt|hurts|hurt|abuses|abused|molests|molested|rapes|raped|touches|touched|grabs|grabbed|' +
        'locks|locked|pushes|pushed|spanks|spanked|whips|whipped} me !{@play_hit}',
      '@abuser_en ~3 {beats|beat|beating} me !{at|in|on|to|by|every time at|@play_hit}',
      '@abuser_en ~3 {beats|beat} me up',
      '@abuser_en ~3 {threatens|threatened} to {kill|hurt|hit|beat} me',
      '@abuser_en ~3 {makes|made|forces|forced} me {to}? {touch|take off|undress|get naked|sit on|kiss|watch|look at|send|keep|not tell|never tell}',
      '@abuser_en ~3 {tells|told|asks|asked|wants|wanted} me to {touch|take off my clothes|undress|get naked|sit on his lap|' +
        'kiss him|kiss her|send {pictures|photos|pics|nudes}}',
      '@abuser_en ~2 {hits|beats|hurts|hit|beat} my {mom|mum|mother|dad|father|sister|brother}',
      '{i get|i got|i m|im|i am|i keep getting|i m getting|getting|being} {hit|beaten|slapped|whipped|abused|molested|kicked} ' +
        '{at home|by my|every day|every night|all the time}',
      '{i m|im|i am|i ve been|ive been} {being}? {abused|molested|raped}',
      '{abuses|abused|abusing|molests|molested|molesting|rapes|raped|raping} me',
      // es
      // "me pega los botones" sticks something on the child: pegar with an object is not hitting.
      '{@abuser_es ~3|él {siempre|a veces|también|todavía|ya|todos los días}?} me {pega|pegan|pegó|pegaba} ' +
        '!{el|la|los|las|un|una|unos|unas|@play_hit}',
      '{@abuser_es ~3|él {siempre|a veces|también|todavía|ya|todos los días}?} me {golpea|golpean|golpeó|' +
        'golpeaba|manosea|manoseó|lastima|lastiman|lastimó|hace daño|hizo daño|hacen daño|quema|quemó|ahorca|ahorcó|' +
        'estrangula|viola|violó|violaron|abusa|abusó|encierra|encerró|maltrata|maltratan|maltrató|' +
        'patea|patean|pateó|empuja|empujan|empujó|da golpes|da bofetadas|dio una bofetada|da cachetadas|da palizas|' +
        'dio una paliza|pega con|besa a la fuerza|besó a la fuerza|agarra a la fuerza|agarró a la fuerza} !{@play_hit}',
      '@abuser_es ~3 {amenaza con|amenazó con|amenazan con} {matarme|pegarme|golpearme|hacerme daño|lastimarme}',
      '{@abuser_es ~3|él {siempre|a veces|también|todavía|ya|todos los días}?} me {toca|tocan|tocó|tocaba} ' +
        '{$|ahí|allí|abajo|donde|cuando|en|mis|mi|las partes|el cuerpo|por debajo|debajo|siempre|todas las noches|' +
        'por las noches|de noche|a solas|sin ropa|y}',
      '@abuser_es ~2 {le pega|pega|golpea|le pegó|pegó|golpeó} a mi {mamá|madre|papá|padre|hermana|hermano}',
      '{abusa|abusó|abusan|abusaron|abusando} de mí',
      'me {violó|violaron|manoseó|manosean|manosea}',
    ],
  },
  {
    id: 'abuse/unwanted-touching',
    category: 'abuse',
    care: 'abuse',
    patterns: [
      '{toca|tocou|mexe|mexeu|passa a mão|passou a mão|pega|pegou|encosta|encostou} {em mim|no meu corpo|nas minhas partes|' +
        'na minha parte|nas partes íntimas|nas minhas partes íntimas|no meu pipi|na minha perereca|no meu pinto|no meu bumbum|' +
        'na minha bunda|nos meus seios|no meu peito|embaixo da minha roupa|debaixo da minha roupa|por baixo da roupa}',
      '{touches|touched|touching|touch|grabs|grabbed|feels} {me}? {my private|my privates|my private parts|my private part|' +
        'me down there|down there|between my legs|under my clothes|my butt|my bum|my chest|my breasts|my penis|my vagina}',
      '{touches|touched|touching} me {there|where|when nobody|when no one|at night|in my bed|in bed|in the bathroom|and}',
      '{toca|tocó|tocan|manosea|manoseó|mete la mano|metió la mano|pone la mano|puso la mano} {en}? {mis|mi} {partes|partes íntimas|' +
        'partes privadas|cuerpo|pecho|pechos|trasero|colita|pipí|vagina|pene|zonas íntimas}',
      '{por debajo de|debajo de} mi ropa',
      'me {obriga|obrigou|força|forçou|manda|mandou} {a|pra|para}? {tirar a roupa|tirar minha roupa|ficar pelado|ficar pelada|' +
        'tocar nele|tocar nela|tocar no|tocar na|beijar ele|beijar ela|beijar na boca|ver vídeo|ver vídeos|mandar foto|' +
        'mandar fotos|mandar nude|mandar nudes}',
      'me {obriga|obrigou|força|forçou} {a|pra|para}? {guardar segredo|não contar|nao contar}',
      'me {obliga|obligó|fuerza|forzó|pide|pidió} {a|que}? {desnudarme|quitarme la ropa|tocarle|tocarlo|tocarla|besarle|besarlo|' +
        'besarla|ver vídeos|mandar fotos|mandarle fotos|guardar el secreto|guardar un secreto|no decir nada|no contar nada}',
    ],
  },
  {
    id: 'abuse/secret-and-touching',
    category: 'abuse',
    care: 'abuse',
    patterns: [
      // "É segredo, ele me toca": a secret kept about the child's body is the classic grooming sign.
      '{segredo|segredinho|secret|secreto|secretito} ~~8 {me toca|me tocou|toca em mim|tocou em mim|mexe em mim|passa a mão|' +
        'me beija|tira minha roupa|tirar a roupa|me tocar|pelado|pelada|partes íntimas|touch*|naked|undress*|private parts|' +
        'kiss me|kisses me|me toca|me tocó|tocarme|tocarle|me manosea|desnud*|me besa|quitarme la ropa|sin ropa}',
      '{me toca|me tocou|toca em mim|mexe em mim|me beija|touches me|touched me|kisses me|me tocó|me manosea|me besa} ~~8 ' +
        '{segredo|segredinho|secret|secreto|secretito|não contar|nao contar|not to tell|no decir|no contar}',
    ],
  },
  {
    id: 'abuse/bullied',
    category: 'abuse',
    care: 'abuse',
    patterns: [
      '{eu}? {sofro|sofri|sofrendo|tô sofrendo|to sofrendo|estou sofrendo|sou vítima de} {de}? {bullying|bulying|bulling|' +
        'cyberbullying|ciberbullying|assédio}',
      '{fazem|faz|fazendo|fizeram|fez} {bullying|bulying|bulling} comigo',
      '{todo mundo|os meninos|as meninas|meus colegas|na escola|os alunos|os garotos|as garotas} ~3 me {zoam|batem|excluem|' +
        'humilham|xingam|ameaçam|empurram}',
      '{i m|im|i am|i get|i ve been|ive been|i keep getting|i m getting} {being|getting}? {bullied|cyberbullied|picked on|beaten up}',
      '{they|everyone|everybody|people|kids|the other kids|my classmates|the boys|the girls|some kids} ~3 {bully|bullies|' +
        'are bullying|keep bullying|pick on|picks on|beat up|keep hitting|make fun of|laugh at} me',
      '{sufro|estoy sufriendo|sufrí|soy víctima de} {de}? {bullying|acoso|ciberacoso|ciberbullying}',
      'me {hacen|hace|están haciendo|hicieron} {bullying|acoso}',
      '{todos|los chicos|las chicas|mis compañeros|en el colegio|en la escuela} ~3 me {pegan|molestan|insultan|acosan|humillan|' +
        'excluyen|amenazan}',
    ],
  },
];

/** Talk about abuse that is not a disclosure: still not for the companion, the parent is told. */
export const ABUSE_TOPIC_RULES: readonly PhraseRule[] = [
  {
    id: 'abuse/topic',
    category: 'abuse',
    patterns: [
      '{abuso|abusos} {sexual|sexuais|infantil|infantis|de menores|de crianças|de niños}',
      '{violência|violencia} {doméstica|domestica|infantil|contra crianças|contra niños}',
      '{maus tratos|maus-tratos|maltrato infantil|child abuse|sexual abuse|domestic violence|child abuser}',
      '{pedofilia|pedófilo|pedófila|pedófilos|pedofilo|pedophile|pedophiles|pedophilia|paedophile|pedo|grooming|molestation|' +
        'molester|molesters}',
    ],
  },
];
