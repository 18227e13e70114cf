import type { PhraseRule } from './phrase-rule';

/*
 * Illegal acts: stealing, fraud, hacking someone, cheating on tests, piracy. The verbs need an
 * intent ("como roubar", "how to steal") or an object that makes the act plain, because the
 * same verbs fill ordinary sport and school talk: "roubar a bola", "steal second base",
 * "colar papel", "life hacks", "cheat codes", "baixar um jogo" (legally), "o que é um hacker?".
 * Being a victim ("roubaram meu celular") is not an act and stays open.
 */
export const ILLEGAL_RULES: readonly PhraseRule[] = [
  {
    id: 'illegal/theft',
    category: 'illegal',
    patterns: [
      '<!{@negation} @how_pt {roubar|furtar|assaltar|saquear|arrombar} !{@not_theft}',
      '<!{@negation} @how_en {steal|rob|shoplift|pickpocket|mug|burgle|burglarize|loot} !{@not_theft}',
      '{shoplift|shoplifting|pickpocketing|furtar em loja|roubar em loja}',
      '{break into|breaking into|arrombar} {a|the|someone s|my neighbor s|my neighbour s|people s|uma|um|a|o}? ' +
        '{house|home|car|store|shop|school|apartment|casa|carro|loja|escola}',
      '{hotwire|hot wire|fazer ligação direta} {a|um|the}? {car|carro}',
      '<!{@negation} @how_es {robar|hurtar|asaltar|atracar|saquear} !{@not_theft}',
    ],
  },
  {
    id: 'illegal/fraud',
    category: 'illegal',
    patterns: [
      '{clonar|clonando|clonei|clonagem de|clone|cloning} {um|o|a|the|a}? {cartão|cartões|whatsapp|zap|chip|credit card|card|' +
        'tarjeta|tarjetas}',
      '{usar|pegar|peguei|usei|use|using|used|take|took|usar|usé|coger|cogí} {o|a|the|la}? {cartão|card|credit card|tarjeta} ' +
        '{de crédito|de credito}? {da minha|do meu|dos meus|da|do|of my|de mi|de mis|my|mom s|dad s|mum s|moms|dads|parents|' +
        'parent s|grandma s|grandpa s}? ~2 {escondido|sem {ela|ele|eles} {saber|ver|deixar}|sem permissão|sem pedir|' +
        'without asking|without permission|without {her|him|them} knowing|secretly|sin permiso|sin que {lo|ella|él|se} sepa*|' +
        'a escondidas|sin preguntar}',
      '{documento|documentos|identidade|rg|atestado|receita|carteirinha|diploma|assinatura|dinheiro|nota} ' +
        '{falso|falsa|falsos|falsas|falsificado|falsificada|falsificados}',
      '{falsificar|falsifico|falsificando|falsifiquei} {a|o|um|uma}? {assinatura|documento|atestado|nota|notas|boletim|' +
        'receita|dinheiro|carteirinha|identidade|rg}',
      '{fake|forged|counterfeit} {id|ids|passport|document|documents|money|bills|doctor s note|doctors note|signature|diploma}',
      '{forge|forging|fake|faking} {a|my|my parents|my parent s|my mom s|my dad s|my mum s|the}? {signature|signatures|' +
        'doctor s note|doctors note|id|report card|grades}',
      '{documento|documentos|dni|identificación|carnet|pasaporte|firma|justificante|receta|billetes|dinero} ' +
        '{falso|falsa|falsos|falsas|falsificado|falsificada}',
      '{falsificar|falsifico|falsifiqué} {la|el|un|una}? {firma|documento|dni|justificante|nota|notas|boletín|receta|dinero|billetes}',
      '{aplicar|aplico|apliquei} {um}? golpe !{de|do|da|especial|final|~3 @game_place}',
      'dar {um}? golpe {em|no|na|nos|nas} {@target_pt|idosos|velhinhos|velhinhas|turistas}',
      'golpe {do pix|no pix|do whatsapp|do zap|do falso}',
      '<!{@negation} @how_en {scam|con|defraud} {@target_en|old people|grandma|grandpa|tourists}',
      '<!{@negation} @how_es {estafar|timar} {a}? {@target_es|ancianos|abuelitos|turistas}?',
      '{credit card|card} {numbers|number} {that work|free|generator|generators}',
      '{make|create|send|do|build|fazer|criar|mandar|hacer|crear|enviar} {a|um|uma|un|una}? {phishing} {page|site|email|e mail|' +
        'página|link}?',
    ],
  },
  {
    id: 'illegal/hacking',
    category: 'illegal',
    patterns: [
      // "hackear" is the verb: doing it, not asking what a hacker is.
      // "Fui hackeado" is a victim asking for help, not an act: the passive is left out.
      '<!{foi|fui|foram|fue|fueron|ser|sido|estar|tá|ta|está|esta} {hackea*|hackeei|hackeou|hackeio|hackeia|hackeiam|hackee|' +
        'hackeé|hackeó|hackeo|rackear|raquear|hakear|jakear|jaquear} !{a vida|la vida|a preguiça|o sono|el sueño}',
      '<!{@negation} @how_en {hack|hack into|break into|crack|hijack|spy on} {someone s|somebody s|' +
        'someone elses|someone else s|my @relation_en s|my @relation_en|his|her|their|my school s|the school s|my ex s|' +
        'other people s|people s|a|an|the} ~2 {account|accounts|instagram|insta|facebook|tiktok|snapchat|snap|whatsapp|email|' +
        'gmail|phone|computer|laptop|wifi|wi fi|password|passwords|roblox account|fortnite account|server|website|webcam|' +
        'camera|school system|grades|messages}',
      '<!{@negation} @how_en {hack|hacks|cheat in|use hacks in|get hacks for|download hacks for} {on|in|for}? {the}? @game_name',
      '{hack|mod menu|aimbot|wallhack|wall hack} {para|pra|for|de|no|na|in|en|pro}? {o|a|el|the}? @game_name',
      '{aimbot|wallhack|mod menu|keylogger|ddos|ddosar|dar ddos|botnet|ransomware|cheat engine}',
      '{gerador|generator|generador|hack|hacks} {de|of|para|pra}? {robux|v bucks|vbucks|diamantes|diamonds}',
      '{robux|v bucks|vbucks} {grátis|gratis|free|infinitos|infinite|ilimitados|unlimited|de graça}',
      '{diamantes|diamonds} {grátis|gratis|free|de graça} !{~3 minecraft}',
      '{free} {robux|v bucks|vbucks|diamonds}',
      '{invadir|invade|invadi|invadiu|entrar escondido} {a|o|na|no|um|uma}? {conta|contas|perfil|instagram|insta|face|facebook|' +
        'whatsapp|zap|email|celular|computador|pc|wifi|wi fi|sistema|site|servidor|câmera}',
      '{descobrir|roubar|pegar|hackear|adivinhar|quebrar|saber} {a|as}? {senha|senhas} ~3 {alguém|outra pessoa|outras pessoas|' +
        'outros|vizinho|vizinha|@relation_pt|dele|dela|colega|amigo|amiga}',
      '{steal|crack|hack} {someone s|somebody s|my @relation_en s|my @relation_en|his|her|their|other people s|people s|' +
        'the @relation_en s|the neighbors|the neighbours|my neighbors|my neighbours|the neighbor s|a}? ~2 {password|passwords|' +
        'passcode|pin|login}',
      '{find out|figure out|guess|get|know} {someone s|somebody s|my @relation_en s|his|her|their|other people s|people s|' +
        'the @relation_en s|the neighbor s|the neighbour s|my neighbor s|my neighbour s} ~1 {password|passwords|passcode|pin|login}',
      '{hackear|jaquear|entrar a escondidas en|robar} {la|el|una|un}? {cuenta|contraseña|clave|instagram|facebook|wifi|correo|' +
        'móvil|celular|computadora|ordenador} ~3 {de|del}',
      '{descubrir|robar|sacar|adivinar|averiguar} {la|las}? {contraseña|contraseñas|clave|claves} ~3 {alguien|otra persona|' +
        'otros|vecino|vecina|@relation_es|él|ella}',
    ],
  },
  {
    id: 'illegal/cheating-on-tests',
    category: 'illegal',
    patterns: [
      '{colar|cola|colei|colando|colo|pescar|pescando} {na|nas|em|no|numa|durante a} {prova|provas|teste|exame|avaliação|enem|' +
        'vestibular|simulado|recuperação}',
      '{conseguir|pegar|roubar|comprar|descobrir} {as|o}? {respostas|gabarito|perguntas} {da|do|das} {prova|provas|teste|exame} ' +
        '!{passada|passadas|anterior|anteriores|de 20*|do ano passado}',
      'sem {o|a|os}? {professor|professora|prof|profe|professores} {ver|perceber|notar|descobrir|saber}',
      '{pra|para} {o|a|os}? {professor|professora|prof|profe|professores} {não|nao} {ver|perceber|notar|descobrir|saber}',
      '{cheat|cheating|cheated} {on|in|during} {a|an|the|my|this|tomorrow s|tomorrows}? {test|tests|exam|exams|quiz|quizzes|' +
        'sats|finals|midterm|midterms|math test|spelling test|homework test}',
      '{get|steal|find|buy} {the}? answers {to|for|of} {the|my|a|tomorrow s|tomorrows|this}? {test|exam|quiz}',
      'copy {someone s|somebody s|my friend s|his|her|their|the kid s} {answers|test|exam|quiz}',
      'without the teacher {noticing|seeing|knowing|finding out}',
      '{copiar|copiarme|hacer trampa|hacer trampas|hice trampa|copié|copio} {en|durante} {el|un|la|mi}? {examen|exámenes|prueba|' +
        'test|control|selectividad}',
      '{chuleta|chuletas|acordeón|acordeon} {para|pal|en}? {el}? {examen|prueba|control}',
      '{conseguir|robar|comprar} {las}? {respuestas} {del|de la|de los} {examen|prueba|exámenes|control}',
      'sin que {el|la}? {profe|profesor|profesora|maestro|maestra} {se dé cuenta|se de cuenta|vea|lo note|se entere}',
    ],
  },
  {
    id: 'illegal/piracy',
    category: 'illegal',
    patterns: [
      '{jogo|jogos|filme|filmes|série|game|games|movie|movies|juego|juegos|película|películas|software|programa|windows|office|' +
        'photoshop|minecraft|app|apk} {pirata|piratas|pirateado|pirateados|pirateada|pirated|crackeado|crackeada|cracked|' +
        'craqueado|craqueada|hackeado|mod apk}',
      '{crack|crackear|craquear} {de|para|pra|for|do|da|del}? {o|a|el|la|the}? {jogo|game|juego|windows|photoshop|office|' +
        'minecraft|gta|software|programa|sims|fifa}',
      '{piratear|pirateo|piratear un|baixar pirata|download pirated|descargar pirata}',
      '{site|sites|sitio|sitios|website|websites} {pirata|piratas|de pirataria|de piratería|pirate}',
    ],
  },
];
