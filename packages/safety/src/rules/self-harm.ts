import type { PhraseRule } from './phrase-rule';

/*
 * Self-harm. A child who says they want to die or hurt themselves gets the caring answer
 * (care: 'self_harm'), never a redirect, and the parent is told. The idioms that only sound
 * like despair ("vou morrer de rir", "I'm dying of laughter", "me muero de risa") and everyday
 * accidents ("me cortei com papel", "I hurt myself playing football") are excluded on purpose;
 * "vou morrer" / "I'm going to die" alone are hyperbole children use about tests and rides, so
 * only the wish ("quero morrer", "I want to die") counts. A friend's disclosure is a care case
 * too: the child needs to hear "tell an adult now".
 */
export const SELF_HARM_CARE_RULES: readonly PhraseRule[] = [
  {
    id: 'self_harm/wish-to-die',
    category: 'self_harm',
    care: 'self_harm',
    patterns: [
      // pt
      '<!{@negation} {quero|qro|kero|queria|vou|vô|penso em|pensei em|pensando em|tô pensando em|to pensando em|estou pensando em|tenho vontade de|' +
        'tenho pensado em|vontade de|sinto vontade de|devia|deveria|gostaria de|preciso|planejo|pretendo|já pensei em|eu podia|' +
        'eu poderia|melhor eu} {me matar|me suicidar|suicidar|me enforcar|tirar minha vida|tirar a minha vida|' +
        'acabar com minha vida|acabar com a minha vida|sumir para sempre|sumir pra sempre|desaparecer para sempre|' +
        'desaparecer pra sempre|não existir mais|me jogar da ponte|me jogar do prédio|me jogar da janela|' +
        'me jogar na frente de um carro|pular da ponte|pular do prédio|pular da janela} !{@idiom_tail_pt}',
      '<!{@negation} {quero|qro|kero|queria|só quero|gostaria de|vontade de|tenho vontade de|preferia} morrer !{@idiom_tail_pt}',
      '{não|nao|n|naum|nn} {quero|aguento|consigo|vejo motivo pra|vejo motivo para|tenho motivo pra|tenho motivo para|' +
        'tenho vontade de|sei se quero|quero mais|aguento mais} {mais}? {viver|continuar vivendo|continuar vivo|continuar viva|' +
        'ficar vivo|ficar viva|estar vivo|estar viva|existir}',
      '{cansei|cansado|cansada|cansadx} de viver',
      '{não vale a pena|nao vale a pena|não faz sentido|nao faz sentido} {mais}? viver',
      '{queria|quero|gostaria de|preferia} {estar|tá|ta|tar}? {morto|morta}',
      '{queria|gostaria de} {nunca ter nascido|não ter nascido|nao ter nascido}',
      '{melhor|seria melhor|era melhor} {se eu|eu} {morresse|não existisse|nao existisse|sumisse|nunca tivesse nascido}',
      '{todo mundo|todos|minha família|meus pais} {seria|seriam|ficaria|ficariam|vai ficar|vão ficar|estaria|estariam} ' +
        '{melhor|mais feliz|mais felizes} sem mim',
      '{ninguém|ninguem} {sentiria|vai sentir|ia sentir} {minha|a minha} falta',
      // en
      'kill myself !{@idiom_tail_en}',
      '<!{@negation} {i|i m|im|i am|i ve been|ive been|i keep|been} {want|wanna|wanting|going|gonna|thinking about|thinking of|think about|' +
        'planning to|planning on|feel like|need|wish i could|just want|really want|tempted} {to}? {end my life|end it all|' +
        'commit suicide|kill myself|not be alive|not exist|not be here anymore|disappear forever|jump off a bridge|' +
        'jump off the bridge|jump off a building|jump off the roof|ending my life|ending it all|killing myself|' +
        'committing suicide|dying|not waking up}',
      '<!{@negation} {i|i just|i really|sometimes i|i still} {want|wanna|wanted|wish i could|would rather|need} {to}? die !{@idiom_tail_en}',
      'i wish i {was|were|could be} dead',
      'i wish i {was|were|had} never {been}? born',
      '{i|i just|i really} {don t|dont|do not|didn t|didnt} {want|wanna} {to}? {live|be alive|exist|be here} {anymore|any more}?',
      '{no reason to live|nothing to live for|life isn t worth living|life is not worth living|life isnt worth living|better off dead}',
      '{everyone|everybody|my family|my parents} would be {better|happier} {off}? without me',
      '{nobody|no one|noone} would {miss me|care if i died|care if i was gone}',
      '{i|i m|im|i am} {feel|feeling}? suicidal',
      // es
      '<!{@negation} {quiero|quisiera|quería|tengo ganas de|pienso en|estoy pensando en|he pensado en|me gustaría|necesito|voy a|planeo|deseo} ' +
        '{morirme|matarme|suicidarme|quitarme la vida|acabar con mi vida|desaparecer para siempre|ahorcarme|' +
        'tirarme de un puente|tirarme del edificio|tirarme por la ventana|dejar de vivir} !{@idiom_tail_es}',
      '<!{@negation} {quiero|quisiera|quería|deseo|solo quiero} morir !{@idiom_tail_es}',
      'me quiero {morir|matar|suicidar} !{@idiom_tail_es}',
      'me voy a {matar|suicidar} !{@idiom_tail_es}',
      '{ya}? no {quiero|aguanto|tengo ganas de|tengo motivos para|encuentro razones para|le veo sentido a} ' +
        '{vivir|seguir viviendo|seguir vivo|seguir viva|estar vivo|estar viva|existir}',
      '{ojalá|quisiera|desearía|preferiría} {estar|estuviera}? {muerto|muerta}',
      '{ojalá|desearía|quisiera} {no haber nacido|nunca haber nacido|no hubiera nacido|nunca hubiera nacido}',
      '{todos|mi familia|todo el mundo|mis padres} {estarían|estaría|serían|sería} {mejor|más felices|más feliz} sin mí',
      '{nadie} me {extrañaría|echaría de menos}',
    ],
  },
  {
    id: 'self_harm/hurting-oneself',
    category: 'self_harm',
    care: 'self_harm',
    patterns: [
      // pt: the present tense is a habit ("me corto"); a past accident is ordinary ("me cortei").
      '{eu}? me {corto|cortando|machuco|machucando|queimo|arranho|firo|automutilo|mutilo} !{@accident_pt} !{@grooming}',
      'me {cortei|machuquei|queimei|arranhei|feri} {de propósito|porque quis|pra sentir|para sentir|pra esquecer|' +
        'para esquecer|pra aliviar|para aliviar|no pulso|nos pulsos}',
      '{faço|pratico|fazendo} {automutilação|automutilacao}',
      '{quero|vou|vontade de|penso em} me {cortar|machucar|ferir|queimar} !{@accident_pt}',
      // en
      '{i|i ve|ive|i sometimes|sometimes i|i still|i keep} {hurt|cut|burn|harm|scratch|punch} {myself|my arms|my wrists|my legs} !{@accident_en}',
      '{i m|im|i am|i ve been|ive been|been|keep} {cutting|hurting|burning|harming|scratching} {myself|my arms|my wrists} !{@accident_en}',
      '{i|i ve|ive|i m|im} {been}? {self harm|self harming|selfharm|selfharming}',
      '{hurt|cut|burn|harm} myself on purpose',
      // es
      '{yo}? me {corto|lastimo|quemo|autolesiono|rasguño} !{@accident_es} !{@grooming}',
      '{yo}? me hago daño !{@accident_es}',
      'me {corté|lastimé|quemé|hice daño} {a propósito|aposta|adrede|queriendo|para sentir|para olvidar|en las muñecas|en la muñeca}',
      '{quiero|voy a|tengo ganas de} {cortarme|lastimarme|hacerme daño|quemarme} !{@accident_es}',
    ],
  },
  {
    id: 'self_harm/method',
    category: 'self_harm',
    care: 'self_harm',
    patterns: [
      '{como|cm|jeito de|forma de|maneira de|modo de|me ensina a} {me|se} {matar|suicidar|enforcar} !{@idiom_tail_pt}',
      '{como|jeito de|forma de|maneira de} {cortar os pulsos|cortar o pulso|cortar meus pulsos|morrer sem dor|' +
        'morrer dormindo|tomar remédio pra morrer|tomar remédios pra morrer|parar de comer pra emagrecer}',
      '{quantos|quantas} {remédios|remedios|comprimidos|pílulas|cápsulas} {pra|para|precisa pra|precisa para|eu preciso pra} ' +
        '{morrer|me matar|uma overdose|ter uma overdose}',
      '{how to|how do i|how can i|how do you|how would i|best way to|easiest way to|painless way to} {kill myself|kill yourself|' +
        'hang myself|commit suicide|cut myself|overdose|end my life|die painlessly|die without pain|starve myself}',
      'how many pills {to|does it take to|would it take to|do i need to} {die|kill|overdose}',
      '{how to|how do i} make myself {throw up|vomit} {after eating}?',
      '{cómo|como|forma de|manera de|la mejor forma de} {suicidarme|suicidarse|matarme|ahorcarme|ahorcarse|cortarme las venas|' +
        'cortarse las venas|morir sin dolor|quitarme la vida|quitarse la vida|dejar de comer para adelgazar}',
      '{cuántas|cuantas} {pastillas|píldoras} {para|hacen falta para|necesito para} {morir|matarme|una sobredosis}',
    ],
  },
  {
    id: 'self_harm/friend-at-risk',
    category: 'self_harm',
    care: 'self_harm',
    patterns: [
      '{meu|minha} @relation_pt {quer|disse que vai|falou que vai|disse que quer|falou que quer|pensa em|tá pensando em|' +
        'ta pensando em|está pensando em|tentou|ameaçou} {se matar|se suicidar|suicídio|se cortar|se machucar|morrer|se jogar}',
      '{ele|ela} {quer|disse que vai|falou que vai|disse que quer|tentou} {se matar|se suicidar|se cortar}',
      '{ele|ela|meu @relation_pt|minha @relation_pt} se {corta|automutila|machuca de propósito} !{@grooming}',
      '{my|our} @relation_en {wants to|is going to|is gonna|tried to|is thinking about|thinks about|keeps talking about|' +
        'said {she|he|they} {wants|want|will|would|is going|is gonna|was going} to|' +
        'says {she|he|they} {wants|want} to} {kill herself|kill himself|kill themselves|die|commit suicide|hurt herself|' +
        'hurt himself|cut herself|cut himself|end her life|end his life|end their life}',
      '{he|she} {wants to|is going to|tried to|said {he|she} would} {kill herself|kill himself|commit suicide|cut herself|cut himself}',
      '{my @relation_en|he|she} {cuts|hurts|harms} {herself|himself|themselves} !{@accident_en}',
      'mi @relation_es {quiere|se quiere|dice que se va a|dijo que se va a|dice que quiere|dijo que quiere|intentó|piensa en} ' +
        '{matar|suicidar|matarse|suicidarse|morir|cortarse|quitarse la vida|hacerse daño}',
      '{ella|mi @relation_es} se {corta|lastima|autolesiona|hace daño} !{@accident_es} !{@grooming}',
    ],
  },
];

/** Talk about suicide or self-harm that is not a disclosure (news, a film, a dangerous "challenge"). */
export const SELF_HARM_TOPIC_RULES: readonly PhraseRule[] = [
  {
    id: 'self_harm/topic',
    category: 'self_harm',
    patterns: [
      '{suicídio|suicídios|suicidou|suicidaram|suicidar|suicidar-se|suicide|suicides|suicidio|suicidios|suicidarse|suicidó}',
      '{se matou|se mataram|killed himself|killed herself|killed themselves|se mató}',
      '{automutilação|automutilar|autolesão|self harm|selfharm|self harming|autolesión|autolesiones|autolesionarse}',
      '{overdose|sobredosis}',
      '{desafio|challenge|reto} {da|do|de la|del|of the|the}? {baleia azul|blue whale|ballena azul|momo|desmaio|blackout|apagón|' +
        'asfixia|quebra crânio|skull breaker|rompecráneos|tide pod|benadryl}',
      '{blue whale|blackout|skull breaker|tide pod|benadryl} challenge',
      '{jogo do desmaio|brincadeira do desmaio|choking game|pass out challenge|juego de la asfixia|juego del desmayo}',
      '{pro ana|pro mia|thinspo|thinspiration}',
    ],
  },
];
