import CONFUSABLES from 'unhomoglyph/data.json';

/*
 * Look-alike letters from other scripts ("dinоssauro" with a Cyrillic о, "ѕех", "𝐛𝐨𝐦𝐛𝐚") read
 * as the Latin letters they imitate. The table is Unicode's own (TR39 confusables.txt, shipped
 * by `unhomoglyph`), not a hand list. Only characters outside the Latin script are mapped, and
 * only onto ASCII letters and digits: TR39 also maps Latin to Latin ("m" → "rn", "l" → "I"),
 * which is right for comparing user names but would garble ordinary pt/es words here.
 */

/** Characters below this are Latin (Basic Latin, Latin-1, Latin Extended A/B), folded by NFKD instead. */
const FIRST_NON_LATIN = 0x0250;
const PRIVATE_USE = /[\ue000-\uf8ff]/;
const ASCII_WORD = /^[a-z0-9]+$/i;

const TO_LATIN: ReadonlyMap<string, string> = new Map(
  Object.entries(CONFUSABLES as Record<string, string>).filter(
    ([from, to]) =>
      (from.codePointAt(0) ?? 0) >= FIRST_NON_LATIN && !PRIVATE_USE.test(from) && ASCII_WORD.test(to) && to.length <= 2,
  ),
);

/** Any character that has a Latin look-alike mapping: most texts have none, and skip the walk. */
const HAS_NON_LATIN_LETTER = /[\u0250-\u1fff\u2100-\u2bff\ua640-\uab6f\u{1d400}-\u{1d7ff}]/u;

/** The text with look-alike letters replaced by the Latin letters they imitate. */
export function unconfuse(text: string): string {
  if (!HAS_NON_LATIN_LETTER.test(text)) return text;
  let result = '';
  for (const character of text) result += TO_LATIN.get(character) ?? character;
  return result;
}
