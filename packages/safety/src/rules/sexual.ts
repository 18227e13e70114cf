import type { PhraseRule } from './phrase-rule';

/*
 * Sexual content. Explicit words are blocked wherever they appear; words with an innocent
 * everyday sense are left out or fenced: "pelada" is a street football game, "sexta" is Friday,
 * "sexo do bebê"/"what sex is my hamster" ask about biology, "sexual reproduction" is a science
 * lesson, "transação" is not "transa", "pinto" is a chick, "coger el autobús" is Spain's
 * "take the bus". Anatomy words (penis, vagina) are blocked: for 6–14 those questions belong
 * to the family (the redirect says so, kindly).
 */
export const SEXUAL_RULES: readonly PhraseRule[] = [
  {
    id: 'sexual/explicit',
    category: 'sexual',
    patterns: [
      '<!{qual e o|qual é o|qual o|descobrir o|saber o|what|which|cuál es el|cual es el|saber el} {sexo|sex} ' +
        '!{feminino|masculino|biológico|biologico|do bebê|do bebe|dos animais|female|male|femenino|del bebé|del bebe|' +
        'de los animales|de la tortuga|do cachorro|da tartaruga|do peixe|of the baby|of a baby|of my}',
      '{sexy|sexting|sextape|sex tape|porn*|pornografia|pornografía|pornography|putaria|hentai|xvideos|pornhub|onlyfans|' +
        'nudes|nudez|erótico|erótica|erotic|erotica|erótico|strip tease|striptease|stripper|strip club|prostituta|' +
        'prostitutas|prostituição|prostitute|prostitution|prostitución|hooker|garota de programa|puteiro|burdel|brothel}',
      '{transar|transa|transam|transou|transando|transei|transaram|fazer amor|faz amor|fazem amor|hacer el amor|hace el amor|' +
        'hacen el amor|hicieron el amor|make love|making love|made love|' +
        'have sex|having sex|had sex|tener sexo|tener relaciones|fazer sexo|fiz sexo|follar|follando|coger con|cogiendo con}',
      '{masturb*|punheta|siririca|orgasmo|orgasmos|orgasm|orgasms|ejacul*|boquete|blowjob|handjob|chupar pau|chupar pinto|' +
        'tesão|tesao|horny|cachondo|cachonda|excitado sexualmente|excitada sexualmente}',
      '{pênis|penis|pene|vagina|vaginas|buceta|xoxota|xereca|piroca|boobs|boob|tits|titties|tetas|chochito|clitóris|clitoris|' +
        'testículos|testicles|scrotum}',
      '<!{moby|philip k|philip} {dick|dicks} !{tracy|whittington|grayson|van dyke|dastardly|vigarista|turpin|and jane}',
      '{cock|cocks} !{a doodle|of the walk}',
      '{pussy} !{cat|cats|willow}',
      '<!{cor|esmalte|batom|tom|sapato|color|colour|tono|lápiz} nude !{color|colour|lipstick|nails|shoes|makeup|tone|heels}',
      '{pelado|pelada|pelados|peladas|nu|nua|sem roupa|naked|nude|desnudo|desnuda|desnudos|desnudas|sin ropa} ' +
        '{foto|fotos|vídeo|vídeos|video|videos|pic|pics|picture|pictures|photo|photos|imagen|imágenes|selfie|selfies}',
      '{foto|fotos|vídeo|vídeos|video|videos|pic|pics|picture|pictures|photo|photos|imagen|imágenes|selfie|selfies|manda|' +
        'mandar|send|send me|mándame|enviar} {sua|tua|de você|de vc|of you|your|tuya|de ti}? {pelado|pelada|pelados|peladas|' +
        'nu|nua|sem roupa|naked|nude|nudes|desnudo|desnuda|desnudos|desnudas|sin ropa|without clothes}',
      '{tira|tirar|take off|quítate|quitarte} {a|sua|your|la|tu}? {roupa|roupas|clothes|ropa} {pra mim|for me|para mí|e manda|and send}',
      '{vídeo|vídeos|video|videos|filme|filmes|site|sites|conteúdo|content|movies|película|películas|página|páginas} ' +
        '{adulto|adultos|para adultos|de adulto|adult|for adults|para adultos|18|mais de 18|+18}',
      '{estupro|estupros|estuprar|estuprador|estupradores|rape|rapes|rapist|rapists|violador|violadores|violar a}',
      // "reprodução sexual", "sexual reproduction", "educación sexual": school biology and health lessons.
      '<!{reprodução|reproducción|educação|educación|orientação|orientación|abuso|abusos|assédio|acoso|sexual and|and} ' +
        '{sexual|sexuais|sexuales} !{reproduction|reproductive|selection|dimorphism|education|health|orientation|and asexual}',
    ],
  },
];
