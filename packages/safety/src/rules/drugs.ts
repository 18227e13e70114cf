import type { PhraseRule } from './phrase-rule';

/*
 * Drugs, alcohol and tobacco. Named illegal drugs are blocked wherever they appear; generic
 * words only with using or getting them, because their other senses are everyday talk:
 * "que droga!" (pt: "oh no!"), "heroína" (pt/es: a heroine), "baseado em" (based on), "bala"
 * (candy), "weed" in a garden, "crack" in a wall, "álcool em gel" on every school desk.
 * Drinks count with drinking or buying them ("posso tomar cerveja?", "get drunk"), so a child
 * saying "meu pai bebe cerveja" is not scolded for the grown-ups' table.
 */
export const DRUGS_RULES: readonly PhraseRule[] = [
  {
    // A drug named alone is a question about it ("why is marijuana illegal?"): education passes (issue 13);
    // using, buying or selling one is refused.
    id: 'drugs/named-drug',
    category: 'drugs',
    patterns: [
      '<!{@negation} {fumar|usar|comprar|vender|cheirar|injetar|smoke|smoking|use|buy|sell|snort|inject|fumar un|consumir|inyectarse|inyectar} ' +
        '{um|uma|a|some|un|una|el|la}? {crack|heroína|heroina|baseado|beck|porro|porros|weed|joint|joints|blunt|pedra de crack}',
      '{cheirar} {cola|loló|lolo|pó|benzina|tíner|thinner|gasolina}',
    ],
  },
  {
    id: 'drugs/using-drugs',
    category: 'drugs',
    patterns: [
      '<!{@negation} {usar|comprar|vender|experimentar|provar|tomar|usei|uso|usando|traficar|consumir|vendendo|comprando} {droga|drogas}',
      '<!{@negation} {ficar|fiquei|tô|to|estou|estar} {chapado|chapada|drogado|drogada|doidão de droga|doidona de droga}',
      '<!{@negation} {take|taking|took|do|doing|did|buy|buying|sell|selling|try|trying|use|using|get|getting} {some}? {drugs|hard drugs}',
      '<!{@negation} {get|getting|got|feel} high !{score|scores|grades|marks|up|enough|ground|quality|level|levels|jump|five|fives|points}',
      '{drogarse|drogarme|drogarte|drogándome}',
      '<!{@negation} {consumir|comprar|vender|probar|tomar|usar|consumiendo|vendiendo} {drogas|droga}',
    ],
  },
  {
    id: 'drugs/alcohol',
    category: 'drugs',
    patterns: [
      '<!{@negation} {beber|tomar|bebi|tomei|experimentar|experimentei|provar|provei|comprar|comprei|virar|bebendo|tomando} {um|uma|uns|umas|a|o|' +
        'as|os|um copo de|uma garrafa de|um gole de|uma lata de}? {cerveja|cervejas|breja|vinho|vodka|vodca|cachaça|pinga|whisky|uísque|' +
        'tequila|gin|rum|champanhe|licor|caipirinha|bebida alcoólica|bebidas alcoólicas|álcool !{em gel|gel|70|setenta}|' +
        'destilado|chope|chopp}',
      '<!{@negation} {ficar|fiquei|tô|to|estou|estar} {bêbado|bêbada|bebado|bebada|de porre|embriagado|embriagada|alto de cerveja}',
      '{encher a cara|tomar um porre|beber escondido|beber até cair}',
      '<!{@negation} {drink|drinking|drank|try|trying|tried|buy|buying|bought|get|getting|sneak|sneaking} {a|some|a can of|a bottle of|a glass of|' +
        'a sip of|a shot of}? {beer|beers|wine|vodka|whiskey|whisky|tequila|rum|gin|alcohol !{gel|wipes|hand}|booze|liquor|' +
        'shots|champagne|alcoholic drinks|cider|hard seltzer}',
      '<!{@negation} {get|getting|got|be|feel} {drunk|wasted|tipsy|hammered}',
      '{alcoholic drinks|alcoholic beverages|bebida alcoólica|bebidas alcoólicas|bebida alcohólica|bebidas alcohólicas}',
      '<!{@negation} {beber|tomar|bebí|tomé|probar|probé|comprar|compré|bebiendo|tomando} {una|un|unas|unos|la|el|las|los|un vaso de|' +
        'una botella de|un trago de|una lata de}? {cerveza|cervezas|vino|vodka|whisky|tequila|ron|ginebra|licor|champán|sidra|chupito|chupitos|cubata|' +
        'cubatas|calimocho|alcohol !{en gel|gel|70}|bebidas alcohólicas|bebida alcohólica}',
      '{emborrachar*|ponerme borracho|ponerme borracha|estar borracho|estar borracha|estoy borracho|estoy borracha|' +
        'pedo de alcohol|pillar una borrachera}',
    ],
  },
  {
    id: 'drugs/tobacco-vaping',
    category: 'drugs',
    patterns: [
      '<!{@negation} {@how_pt|experimentar|começar a|aprender a} fumar',
      '<!{@negation} {fumar|comprar|usar|experimentar|provar|dar um trago no|dar um pega no} {um|uma|o|a}? {cigarro|cigarros|cigarrinho|' +
        'cigarro eletrônico|vape|vaper|pod|narguilé|narguile|charuto|tabaco|paiero}',
      '{vape|vapes|vaper|vaping|vapear|vapeo|vapeando|juul|pod de nicotina|nicotina|nicotine|cigarro eletrônico|cigarrillo electrónico|e cigarette|e cig}',
      '<!{@negation} {@how_en|try|start} {smoke|smoking|vape|vaping}',
      '<!{@negation} {smoke|smoking|buy|buying|get|getting|try|trying} {a|some|my first}? {cigarette|cigarettes|cigs|cig|cigar|cigars|tobacco}',
      '<!{@negation} {@how_es|probar|empezar a|aprender a} fumar',
      '<!{@negation} {fumar|comprar|conseguir|probar} {un|una|el|la|unos}? {cigarro|cigarros|cigarrillo|cigarrillos|tabaco|puro|puros|cachimba|shisha}',
    ],
  },
];
