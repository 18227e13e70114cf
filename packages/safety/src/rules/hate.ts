import type { PhraseRule } from './phrase-rule';

/*
 * Hate and bullying: slurs, insults aimed at someone ("você é burro", "you're so ugly",
 * "eres un idiota"), hating or wishing harm on a group, telling someone to die, and asking how
 * to bully. Words with an innocent sense are only counted when aimed at a person: "o burro é um
 * animal", "the Mongol Empire", "el tren está retrasado", "vamos zoar" (BR: let's have fun).
 * A child calling themselves names ("sou tão burro") is not blocked: it is not hate, and the
 * companion's kind answer helps more than a redirect.
 */
export const HATE_RULES: readonly PhraseRule[] = [
  {
    id: 'hate/slur',
    category: 'hate',
    patterns: [
      '{viado|viadinho|boiola|baitola|sapatão|traveco|crioulo|criolo|mongoloide|macaco imundo|judeu imundo|retardado mental|' +
        'nigger|niggers|nigga|niggas|faggot|faggots|fag|fags|tranny|trannies|kike|kikes|chink|chinks|spic|spics|wetback|' +
        'wetbacks|beaner|beaners|towelhead|raghead|gook|gooks|dyke|dykes|shemale|maricón|maricones|marica|maricas|sudaca|' +
        'sudacas|negrata|mongólico|mongólica|tortillera|bollera|travelo}',
    ],
  },
  {
    id: 'hate/insult',
    category: 'hate',
    patterns: [
      // Looks words ("feio", "fat", "gordo") only count said to "you": "ele é gordo e fofo" may be a cat.
      '{você|voce|vc|ce|cê|tu|vocês|vcs} {é|e|eh|és|são|sao|tá|ta|está|fica} {um|uma|muito|mto|mt|mó|tão|tao|super|' +
        'o maior|a maior|mesmo}? {@insult_pt|@looks_insult_pt|lixo|besta|baleia}',
      '{ele|ela} {é|e|eh|tá|ta|está} {um|uma|muito|mto|mt|mó|tão|tao|super|o maior|a maior|mesmo}? @insult_pt',
      '{seu|sua|seus|suas} {@insult_pt|@looks_insult_pt}',
      'cala a boca {seu|sua}? {@insult_pt|@looks_insult_pt}',
      '{you|u|ur|you re|youre|you are|ya|you re such|you re so} {are|r|re}? {such|so|a|an|such a|the|a big|an absolute|' +
        'really|very|fucking|stupid|a stupid|an ugly}? {@insult_en|@looks_insult_en}',
      'your {@insult_en} !{game|question|questions|homework|idea|ideas|joke|jokes}',
      '{he|she|they|he s|she s|they re|hes|shes|theyre} {is|s|are|re}? {so|such a|a|an|really|very|such|the biggest}? @insult_en',
      '{eres|sos|tú eres|tu eres|vos sos} {un|una|muy|tan|el más|la más|re|un gran|una gran}? {@insult_es|@looks_insult_es}',
      '{él es|ella es|son unos|son unas} {un|una|muy|tan|el más|la más|re|un gran|una gran}? @insult_es',
      '{fuck you|fuck off|fuck u|stfu|shut the fuck up|motherfucker|motherfuckers|son of a bitch|piece of shit|screw you|' +
        'go to hell|shut up stupid|shut up idiot|shut up loser}',
      '{vai se foder|vai se fuder|vsf|vai tomar no cu|vai tomar no c|vtnc|tomar no cu|filho da puta|filha da puta|fdp|' +
        'foda se você|se fode|se fuder|vai pro inferno|vai à merda|vai a merda|vai pra merda|puta que pariu}',
      '{hijo de puta|hija de puta|hijos de puta|hijueputa|hdp|vete a la mierda|chinga tu madre|la concha de tu madre|' +
        'me cago en tu madre|que te jodan|jódete|vete al infierno}',
    ],
  },
  {
    id: 'hate/wishing-death',
    category: 'hate',
    patterns: [
      '{go}? {kill yourself|kys|go die|drop dead|die in a hole|unalive yourself} !{@idiom_tail_en}',
      '{i hope|hope|i wish} {you|u} {die|get hit|get cancer|burn}',
      '{you|u} should {die|kill yourself|not exist}',
      '{vá se matar|va se matar|se mata logo|morre logo|morra logo}',
      '{espero|tomara|queria} que {você|vc|voce|tu} {morra|se mate|suma}',
      '{mátate|matate|suicídate|suicidate|muérete|muerete|vete a morir|ojalá te mueras|ojala te mueras|ojalá que te mueras}',
    ],
  },
  {
    id: 'hate/against-a-group',
    category: 'hate',
    patterns: [
      '{odeio|odeia|odiamos|odeio todos os|odeio todas as|matar todos os|matar todas as|morte aos|morte às|exterminar|' +
        'exterminar os|exterminar as|acabar com os|acabar com as|acabar com todos os|fora} {os|as}? @group_pt',
      '{os|as}? @group_pt {são|sao|é|e} {uns|umas|todos|todas}? {nojentos|nojentas|inferiores|lixo|uma praga|animais|sujos|sujas|' +
        'burros|burras|macacos|doentes|aberração|aberrações|uma raça inferior|a pior raça|bandidos|vagabundos}',
      '{volta|volte|vai embora} {pro|para o|pra} {seu|teu} país',
      '{i hate|we hate|i hate all|kill all|kill all the|death to|gas the|exterminate|exterminate all|get rid of all|' +
        'get rid of all the|i can t stand} @group_en',
      '@group_en {are|r} {all}? {disgusting|inferior|animals|subhuman|dirty|evil|trash|a disease|vermin|parasites|the worst|' +
        'terrorists|criminals|stupid}',
      'go back to your {own}? country',
      '{odio|odiamos|odio a|matar a todos los|matar a todas las|muerte a|muerte a los|fuera|exterminar a} {los|las}? @group_es',
      '{los|las}? @group_es son {todos|todas|unos|unas}? {asquerosos|asquerosas|inferiores|basura|una plaga|animales|sucios|' +
        'sucias|lo peor|ratas|delincuentes}',
      '{vuelve|vete|regresa} a tu país',
    ],
  },
  {
    id: 'hate/how-to-bully',
    category: 'hate',
    patterns: [
      // Always a person after the verb: "excluir um arquivo" is computing, "vamos zoar" is having fun.
      '<!{@negation} @how_pt {humilhar|xingar|ameaçar|intimidar|excluir|zoar|zuar|zoar com|zuar com|tirar sarro d*|zombar d*|' +
        'fazer bullying com|fazer bulling com|praticar bullying com} {@target_pt|@pronoun_pt|o menino novo|a menina nova|' +
        'o gordinho|a gordinha|o novato|a novata}',
      '<!{@negation} @how_pt {fazer|praticar} {bullying|bulling|cyberbullying}',
      '<!{@negation} @how_pt fazer {@target_pt|@pronoun_pt} chorar',
      '<!{@negation} @how_en {bully|cyberbully|humiliate|make fun of|insult|roast|harass|pick on|exclude|threaten|intimidate} ' +
        '{@target_en|@pronoun_en|a kid|this kid|that kid|the new kid|the fat kid}',
      '<!{@negation} @how_en make {@target_en|@pronoun_en} cry',
      '<!{@negation} @how_es {humillar|burlarme de|burlarse de|insultar|acosar|amenazar|excluir|molestar|hacerle bullying} a ' +
        '{@target_es|él|ella|ellos|ellas|el nuevo|la nueva|el gordito|la gordita}',
      '<!{@negation} @how_es {hacer|hacerle} {bullying|ciberbullying}',
      '<!{@negation} @how_es hacer llorar a',
    ],
  },
];
