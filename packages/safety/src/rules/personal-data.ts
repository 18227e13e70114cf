import type { PhraseRule } from './phrase-rule';

/*
 * Personal data in words: a child sharing where they live or their password, and anyone (the
 * child or the model) asking for an address, a number, a photo or a meeting. The numbers
 * themselves (phones, e-mails, CPF…) are found by ../personal-data-detectors.ts. A city or a
 * country is not an address ("moro em São Paulo", "I live in Texas"), nor a farm or a flat;
 * favourite and shirt numbers are not phone numbers ("meu número favorito", "your lucky number").
 */
export const PERSONAL_DATA_RULES: readonly PhraseRule[] = [
  {
    id: 'personal_data/address',
    category: 'personal_data',
    patterns: [
      '{moro|mora|moramos|morando|vivo|minha casa fica|minha casa é|nossa casa fica|meu prédio fica} {na|no|em}? ' +
        '{rua|r|avenida|av|travessa|alameda|praça|estrada|rodovia|quadra|qd}',
      '{meu|nosso|o meu} {endereço|cep} {é|eh|e|fica|completo|na|no|rua|avenida|av|#}',
      '{my|our} {home}? {address|postcode|post code|zip code|zipcode|zip} {is|s|#}',
      'i live {at|on} #',
      '{i|we} live {on|at} ~3 {street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|terrace|crescent}',
      '{vivo|vive|vivimos|mi casa está|mi casa queda|nuestra casa está} {en}? {la|el}? {calle|avenida|av|avda|plaza|paseo|' +
        'carretera|camino|urbanización|ronda|pasaje|carrera|cra|diagonal|transversal|jirón}',
      '{mi|nuestra} {dirección|código postal|domicilio} {es|queda|está|#}',
    ],
  },
  {
    id: 'personal_data/contact-or-password',
    category: 'personal_data',
    patterns: [
      // E-mail addresses themselves are found by the detectors; "my email is slow today" is not one.
      '{meu|minha} {zap|whats|whatsapp|número de telefone|número de celular|número do celular|número do zap|número do whats|' +
        'senha|cpf|rg} {é|eh|#}',
      'my {phone number|cell number|mobile number|cell phone number|password|passcode|pin|social security number|ssn|' +
        'ip address|home address} {is|s|#}',
      'mi {número de teléfono|número de celular|número de móvil|teléfono|whatsapp|contraseña|clave|dni} {es|#}',
      '{arroba|at} {gmail|hotmail|outlook|yahoo|icloud|live|uol|bol|terra|protonmail} {ponto|dot|punto}?',
      '{gmail|hotmail|outlook|yahoo|icloud|uol|bol} {ponto|dot|punto} com',
    ],
  },
  {
    id: 'personal_data/asking',
    category: 'personal_data',
    patterns: [
      '{qual|qual é|qual eh|me passa|me passe|me dá|me da|me de|me manda|manda|passa|me fala|fala|me diz|diz} {o|a}? ' +
        '{seu|sua|teu|tua} {endereço|número|telefone|celular|zap|whats|whatsapp|email|e mail|senha|cpf|instagram|insta|' +
        'snap|snapchat|discord|foto|fotos|cep|sobrenome|nome completo|localização} ' +
        '!{favorito|favorita|preferido|preferida|da sorte|de camisa|na camisa|no time|na escola de}',
      'onde {você|voce|vc|tu|cê|ce} {mora|mori|vive|morava}',
      '{em qual|qual|em que|que} {escola|colégio} {você|voce|vc|tu} {estuda}',
      '{manda|me manda|envia|me envia|mostra|me mostra|mande} {uma}? {foto|fotos|selfie|vídeo} {sua|tua|de você|de vc|do seu rosto|' +
        'do seu corpo}',
      '{vamos|quer|podemos|bora|a gente pode} {nos}? {se}? {encontrar|conhecer|ver} {pessoalmente|ao vivo|na vida real|fora daqui|' +
        'no parque|na praça|escondido|escondidos|sozinhos}',
      '{what s|whats|what is|tell me|give me|send me|can i have|can i get} {your|ur|yr} {address|home address|' +
        'phone number|number|phone|cell|email|e mail|password|last name|full name|school|snapchat|snap|instagram|insta|discord|' +
        'zip code|location} !{one|1|favorite|favourite|lucky}',
      'where do {you|u|ya} {live|stay}',
      'where {you|u} live',
      'where is your {house|home}',
      'what school do {you|u} go to',
      '{send|show} me {a|an}? {photo|picture|pic|selfie|video} of {you|yourself|ur face|your face}',
      '{send|show} me {your|ur} {photo|picture|pic|selfie|face}',
      '{let s|lets|we should|can we|wanna|want to|do you want to} meet {up}? {in person|in real life|irl|somewhere|at the park|' +
        'after school|secretly|alone}',
      '{cuál es|cual es|dime|pásame|dame|mándame|envíame|enviame} {tu|su} {dirección|número|teléfono|celular|móvil|whatsapp|' +
        'correo|email|contraseña|clave|instagram|foto|dni|apellido} !{favorito|favorita|de la suerte}',
      '{dónde|donde|en dónde|en donde} {vives|vive usted|vivís}',
      '{a qué|a que|en qué|en que} {escuela|colegio} {vas|estudias}',
      '{mándame|mandame|envíame|enviame|pásame|pasame|muéstrame|muestrame} {una}? {foto|fotos|selfie|video} {tuya|tuyo|de ti}',
      '{quedamos|quedemos|vernos|conocernos|encontrarnos|nos vemos} {en persona|en la vida real|a solas|en el parque|' +
        'después del colegio|despues del colegio}',
    ],
  },
];
