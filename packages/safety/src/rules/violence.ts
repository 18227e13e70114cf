import type { PhraseRule } from './phrase-rule';

/*
 * Weapons and violence. What a parent of a 6–14 year-old wants blocked is the intent or the
 * recipe: making or getting a weapon, hurting or killing a person or a pet, attacking a school,
 * gore. What stays open is the rest of a child's world, on purpose:
 * - history and science ("the Second World War", "what killed the dinosaurs", "a bomba atômica
 *   de Hiroshima") — no intent, no recipe;
 * - games ("matei o chefão", "how do I kill the Ender Dragon", "a melhor arma no Free Fire") —
 *   only people and pets count as victims, and a game place excuses a weapon;
 * - everyday senses: "bomba de chocolate", "bath bomb", "pistola de água", "tiro ao alvo"
 *   (a sport), "matar a saudade/fome" and "matar aula" (idioms), "kill time".
 * A past-tense "I killed my brother (in Minecraft)" is left alone: only wanting, planning or
 * asking how counts.
 */
export const VIOLENCE_RULES: readonly PhraseRule[] = [
  {
    id: 'violence/weapon-making',
    category: 'violence',
    patterns: [
      '<!{@negation} {@how_pt|para|pra} {fazer|fabricar|montar|construir|criar|preparar|produzir|usar|comprar|conseguir|arrumar|arranjar|ter|carregar|' +
        'esconder|levar} {um|uma|umas|uns|a|o|as|os}? {caseira|caseiro}? {bomba !{@harmless_thing}|bombas !{@harmless_thing}|' +
        'bomba caseira|bomba de pregos|explosivo|explosivos|granada|granadas|molotov|coquetel molotov|dinamite|' +
        'arma !{@harmless_thing}|armas !{@harmless_thing}|arma de fogo|armas de fogo|pistola !{@harmless_thing}|' +
        'revólver|fuzil|espingarda|metralhadora|munição|bala de revólver|balas de revólver|faca pra matar|faca para matar} ' +
        '!{~4 @game_place}',
      '<!{@negation} {quero|queria|preciso de|onde compro|onde comprar|onde consigo|onde arranjo} {um|uma}? {arma !{@harmless_thing}|' +
        'armas !{@harmless_thing}|arma de fogo|pistola !{@harmless_thing}|revólver|fuzil|espingarda|granada|bomba caseira|' +
        'explosivo|explosivos} !{~4 @game_place}',
      // "to"/"para" also catch a model reply that starts explaining ("To make a bomb you…").
      '<!{@negation} {@how_en|to} {make|build|create|craft|assemble|buy|get|obtain|use|shoot|fire|load|hide|bring|carry} ' +
        '{a|an|some|my|your}? {real|homemade|home made|pipe|nail|car|dirty|nuclear|atomic}? {bomb|bombs|explosive|' +
        'explosives|grenade|grenades|molotov|molotov cocktail|dynamite|gun|guns|pistol|handgun|rifle|shotgun|firearm|' +
        'firearms|ammo|ammunition|bullets|weapon|weapons} !{out of|from paper|from lego|with paper|with lego|~4 @game_place}',
      '{where|where can i|how can i|how do i} {buy|get} {a|an}? {gun|guns|pistol|handgun|rifle|firearm|grenade|explosives}',
      '{3d printed|3d print|ghost} {gun|guns}',
      '{bomba caseira|bombas caseiras|bomba de pregos|homemade bomb|homemade bombs|pipe bomb|pipe bombs|nail bomb|bomba casera|' +
        'bombas caseras|coquetel molotov|molotov cocktail|cóctel molotov|coctel molotov}',
      '<!{@negation} {@how_es|para} {hacer|fabricar|construir|armar|crear|preparar|comprar|conseguir|usar|disparar|esconder|llevar|cargar} ' +
        '{un|una|unos|unas}? {casera|casero}? {bomba !{@harmless_thing}|bombas !{@harmless_thing}|bomba casera|explosivo|' +
        'explosivos|granada|granadas|molotov|cóctel molotov|dinamita|arma !{@harmless_thing}|armas !{@harmless_thing}|' +
        'arma de fuego|armas de fuego|pistola !{@harmless_thing}|revólver|rifle|escopeta|fusil|metralleta|munición|' +
        'balas de verdad} !{~4 @game_place}',
      '{cómo se hace|como se hace|cómo se fabrica|como se fabrica|cómo se construye|como se construye} {una|un}? ' +
        '{bomba !{@harmless_thing}|explosivo|granada|molotov|arma !{@harmless_thing}|pistola !{@harmless_thing}}',
    ],
  },
  {
    id: 'violence/harm-a-person',
    category: 'violence',
    patterns: [
      // pt
      '<!{@negation} @how_pt {matar|assassinar|assasinar|esfaquear|envenenar|enforcar|sufocar|espancar|torturar|machucar|ferir|' +
        'atirar|atirar em|atirar no|atirar na|dar um tiro em|dar um tiro no|dar um tiro na|bater|bater em|bater no|bater na|socar|' +
        'agredir|sequestrar|explodir|quebrar a cara d*|encher de porrada|dar uma surra em|dar uma surra no|dar uma surra na} ' +
        '@target_pt !{~4 @game_place}',
      '<!{@negation} @want_pt {{matar|assassinar|esfaquear|envenenar|enforcar|espancar|torturar|machucar|bater|socar|atirar em|atirar|' +
        'dar um tiro em} @pronoun_pt|matá lo|matá la|matá los|matá las|esfaqueá lo|esfaqueá la} !{~4 @game_place}',
      '<!{@negation} {eu|eu vou|vou|quero|vô|eu quero} te {matar|esfaquear|bater|socar|machucar|espancar|dar um tiro|encher de porrada|' +
        'enforcar|envenenar|quebrar todo|dar uma surra} !{~4 @game_place}',
      '{eu}? te {mato|esfaqueio|espanco|enforco|quebro todo|arrebento} !{~4 @game_place}',
      '{quero|queria|tomara} que {ele|ela|eles|elas|você|vc|o meu @relation_pt|a minha @relation_pt|meu @relation_pt|' +
        'minha @relation_pt} {morra|morram|morresse|morressem|se exploda|seja atropelado|seja atropelada}',
      // en
      '<!{@negation} @how_en {kill|murder|stab|poison|strangle|choke|shoot|torture|hurt|punch|kidnap|attack|assault|drown|burn|behead} ' +
        '@target_en !{s feelings|feelings|~4 @game_place}',
      '<!{@negation} @want_en {kill|murder|stab|poison|strangle|choke|shoot|torture|hurt|punch|kidnap|attack|beat up} @pronoun_en ' +
        '!{~4 @game_place}',
      '<!{@negation} @how_en {beat up @target_en|beat @target_en up|beat @pronoun_en up} !{~4 @game_place}',
      '<!{@negation} {i ll|ill|i will|i m going to|im going to|i am going to|gonna|i m gonna|im gonna} {kill|murder|stab|shoot|hurt} ' +
        '{you|u|him|her|them|everyone|everybody} !{~4 @game_place}',
      '{i|i really} {want|wish|hope} {that}? {he|she|they|my @relation_en|you} {dies|die|was dead|were dead|would die|drops dead}',
      // es
      '<!{@negation} @how_es {matar|asesinar|apuñalar|envenenar|ahorcar|estrangular|torturar|lastimar|herir|golpear|pegarle|dispararle|' +
        'disparar|secuestrar|atacar|quemar|darle una paliza|pegar} {a}? @target_es !{~4 @game_place}',
      '<!{@negation} @want_es {matar|apuñalar|golpear|pegarle|lastimar} a {él|ella|ellos|ellas} !{~4 @game_place}',
      '<!{@negation} @want_es {matarlo|matarla|matarlos|matarlas|matarte|pegarle|pegarte|golpearlo|golpearla|golpearte|lastimarlo|lastimarla|' +
        'apuñalarlo|apuñalarla|envenenarlo|envenenarla|dispararle|secuestrarlo|secuestrarla|ahorcarlo|ahorcarla}' +
        ' !{~4 @game_place}',
      '{te|los|las} {voy a|vamos a} {matar|apuñalar|pegar|golpear|reventar|matar a golpes} !{~4 @game_place}',
      '{yo}? te {mato|apuñalo|reviento} !{~4 @game_place}',
      '{quiero|ojalá|ojala} que {él|ella|ellos|ellas|tú|mi @relation_es} se {muera|mueran|muriera}',
    ],
  },
  {
    id: 'violence/harm-an-animal',
    category: 'violence',
    patterns: [
      '<!{@negation} @how_pt {matar|torturar|machucar|envenenar|maltratar|afogar|chutar|queimar} {um|uma|o|a|meu|minha|o meu|a minha|os|as}? ' +
        '{gato|gata|gatinho|gatos|cachorro|cachorra|cachorrinho|cachorros|cão|cães|cadela|passarinho|pássaro|coelho|hamster|' +
        'animal|animais|bicho|bichinho|cavalo|tartaruga|peixinho}',
      '<!{@negation} @how_en {kill|torture|hurt|poison|drown|kick|burn|abuse} {a|my|the|your|some}? {cat|cats|kitten|kittens|dog|dogs|puppy|' +
        'puppies|bird|birds|rabbit|bunny|hamster|pet|pets|animal|animals|horse|turtle}',
      '<!{@negation} @how_es {matar|torturar|lastimar|envenenar|maltratar|ahogar|patear|quemar} {a}? {un|una|mi|el|la|los|las}? {gato|gata|gatito|' +
        'gatos|perro|perra|perrito|perros|pájaro|pajarito|conejo|hámster|animal|animales|mascota|caballo|tortuga}',
    ],
  },
  {
    id: 'violence/school-attack',
    category: 'violence',
    patterns: [
      '{tiroteio|massacre|ataque|atentado|chacina} {na|em|numa|em uma|a|à|contra a} {escola|colégio|creche|igreja|sala}',
      '{atirar|atacar|explodir|invadir armado|invadir armada} {na|a|em|uma|minha|a minha}? {escola|colégio|sala de aula}',
      '{levar|trazer|levei|trouxe} {uma|um|a|o|minha|meu}? {arma|armas|faca|facas|canivete|revólver|pistola} {pra|para|na|pro} ' +
        '{escola|colégio|aula|sala}',
      '{school shooting|school shootings|school shooter|mass shooting|mass shootings|shoot up {the|my|a|our}? school}',
      '{shoot|attack|bomb|blow up} {the|my|a|our}? {school|classroom|class|church}',
      '{bring|take|brought|took} {a|my|the}? {gun|knife|weapon|pistol} to {school|class}',
      '{tiroteo|masacre|ataque|atentado} {en|a|contra} {la|el|una|un|mi}? {escuela|colegio|instituto|iglesia|clase}',
      '{llevar|traer|llevé|traje} {un|una|el|la|mi}? {arma|cuchillo|navaja|pistola} {a|al} {la}? {escuela|colegio|clase|instituto}',
    ],
  },
  {
    id: 'violence/gore-terror',
    category: 'violence',
    patterns: [
      // Watching or doing it, not history: "Maria Antonieta foi decapitada" is a school question.
      '{vídeo|vídeos|video|videos|foto|fotos|imagem|imagens|imágenes|imagen|pictures|picture|photos|photo|pics|clip|clips|ver|assistir|' +
        'watch|see|mirar} {de|of|a|uma|um|un|una|alguém|someone|alguien|gente|people|pessoas}? ~2 @gore',
      '<!{@negation} {@how_pt|@how_en|@how_es} {decapitar|esquartejar|desmembrar|estripar|degolar|behead|decapitate|dismember|' +
        'disembowel|descuartizar|degollar} {@target_pt|@target_en|@target_es|um|uma|a|an|someone|alguien}?',
      '<!{al} gore',
      '{vídeo|vídeos|video|videos|fotos|foto|imagens|imágenes|pictures|photos} {de|of} {pessoas|gente|people|personas|alguém|someone} ' +
        '{morrendo|sendo mortas|dying|being killed|muriendo|siendo asesinadas}',
      '{vídeo|vídeos|video|videos|fotos|pictures|photos|imágenes} {de|of} {cadáver|cadáveres|corpos mortos|dead bodies|cadáveres|' +
        'muertos reales|mortes reais|real deaths}',
      '{como|quero|how to|i want to|quiero|cómo} {ser|virar|me tornar|become|be|join|ser un|ser una|unirme a|unirme al|convertirme en} ' +
        '{um|uma|a|an|the|un|una}? {terrorista|terrorist|homem bomba|mulher bomba|suicide bomber|estado islâmico|isis|al qaeda|' +
        'estado islámico}',
      '{torturar|torturei|torturando|torture|torturing|tortured} {alguém|pessoas|someone|people|a alguien|personas}',
    ],
  },
];
