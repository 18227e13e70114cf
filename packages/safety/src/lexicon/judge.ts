import type { Language } from '@kiddo/contracts';
import type { CareKind, SafetyVerdict } from '../verdict';
import type { LexiconHit, LexiconIndex } from './lexicon-matcher';

/*
 * Intent × object, and care first. The lexicons say WHAT a text mentions (a drug, a weapon, a
 * wish to die, a stranger from a game); these rules say which combinations matter for a child:
 *
 * - a disclosure needs care on its own ("tomei um monte de remédio"), and so does a risk that
 *   unfolds over turns: a stranger from a game in one message, a wish to meet or a secret in
 *   the next (the classes of the earlier messages count for the rules marked `acrossTurns`);
 * - a harmful object counts with an intent: making, getting, hiding, using or wanting it
 *   ("onde compro maconha", "how do i make a pipe bomb") — or inside a jailbreak wrapper
 *   ("pretend you are my grandma who made napalm"). Named alone it is history, science or a
 *   game ("a bomba de Hiroshima", "TNT no Minecraft"), which stays open;
 * - some words are unsafe alone: sexual terms, slurs, a dangerous challenge, a child giving
 *   away an address;
 * - a negation right before the intent drops it ("não quero fumar"); before a disclosure it
 *   only softens it to a check-in ("não quero morrer" is still worth a gentle question).
 * Fixed harmless expressions (benign_sense: "bomba de chocolate", "morrer de rir", "water gun")
 * are masked before anything else is read.
 */

type Outcome =
  | { kind: 'care'; care: CareKind; level: 'urgent' | 'check_in' }
  | { kind: 'block'; category: NonNullable<SafetyVerdict['category']>; alert: boolean };

interface ComboRule {
  id: string;
  outcome: Outcome;
  /** Every group must be present; a group is a list of alternative classes. */
  groups: readonly (readonly string[])[];
  /** The hits of all groups must fit in this many words (same message); default 12. */
  window?: number;
  /**
   * Instead of a window: at most this many words between the first group's hit and each other
   * group's hit, whatever their own length ("seria mais fácil se eu | não existisse": 0 between).
   */
  gap?: number;
  /** Hits of earlier messages count for every group but the first, which the message itself must have. */
  acrossTurns?: boolean;
  /** What a negation right before the first group does: nothing, or drop the rule, or soften care to a check-in. */
  negation?: 'drop' | 'soften';
}

/** Any way of asking for something, a jailbreak wrapper included. */
export const REQUEST = ['request_how', 'request_get', 'request_use_hide', 'want', 'jailbreak_wrapper'];

const care = (careKind: CareKind, level: 'urgent' | 'check_in' = 'urgent'): Outcome => ({
  kind: 'care',
  care: careKind,
  level,
});
const block = (category: NonNullable<SafetyVerdict['category']>, alert = true): Outcome => ({
  kind: 'block',
  category,
  alert,
});

/** Disclosures, most urgent first: a child who says both "he hits me" and "I want to die" needs the self-harm answer. */
export const CARE_RULES: readonly ComboRule[] = [
  { id: 'self_harm/wish', outcome: care('self_harm'), groups: [['death_wish']], negation: 'soften' },
  { id: 'self_harm/overdose', outcome: care('self_harm'), groups: [['overdose']], negation: 'soften' },
  { id: 'self_harm/act', outcome: care('self_harm'), groups: [['self_harm_act']], negation: 'soften' },
  { id: 'abuse/disclosure', outcome: care('abuse'), groups: [['abuse_signal']], negation: 'soften' },
  { id: 'grooming/ask', outcome: care('grooming'), groups: [['grooming_ask']], negation: 'soften' },
  {
    id: 'grooming/secret-with-stranger',
    outcome: care('grooming'),
    groups: [['secrecy', 'personal_share', 'request_show'], ['stranger_online']],
    window: 40,
    acrossTurns: true,
  },
  {
    id: 'grooming/stranger-after-secret',
    outcome: care('grooming'),
    groups: [['stranger_online'], ['secrecy', 'grooming_ask']],
    window: 40,
    acrossTurns: true,
  },
  {
    id: 'self_harm/wish-to-die',
    outcome: care('self_harm'),
    groups: [['wish_intent'], ['die_word']],
    gap: 1,
    negation: 'soften',
  },
  {
    id: 'self_harm/blade-on-body',
    outcome: care('self_harm'),
    groups: [['blade_tool'], ['body_part']],
    window: 12,
    negation: 'soften',
  },
  {
    id: 'self_harm/took-many-pills',
    outcome: care('self_harm'),
    groups: [['took_many'], ['many_of'], ['pills']],
    window: 8,
    negation: 'soften',
  },
  {
    id: 'abuse/adult-hurts-me',
    outcome: care('abuse'),
    groups: [['hurts_me'], ['adult_actor']],
    window: 12,
    negation: 'soften',
  },
  {
    id: 'grooming/stranger-asks',
    outcome: care('grooming'),
    groups: [['ask_for'], ['grooming_object'], ['stranger_online']],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'bullying/peers-are-mean',
    outcome: care('bullying'),
    groups: [['mean_to_me', 'hurts_me'], ['peer_actor']],
    window: 12,
    negation: 'soften',
  },
  // Third round: what turns an uncertain signal into an urgent one — it keeps happening, it comes
  // with a threat or a secret, a plan is already decided — and the ways children describe a risk
  // without naming it (a goodbye letter, a question about how many pills, a photo "in my swimsuit").
  { id: 'self_harm/lethal-question', outcome: care('self_harm'), groups: [['lethal_question']], negation: 'soften' },
  { id: 'self_harm/farewell', outcome: care('self_harm'), groups: [['farewell']], negation: 'soften' },
  {
    id: 'self_harm/decided-after-dark-talk',
    outcome: care('self_harm'),
    groups: [
      ['decided', 'farewell'],
      ['death_wish', 'die_word', 'sadness_signal', 'if_i_vanished', 'pills'],
    ],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'self_harm/vanishing-for-good',
    outcome: care('self_harm'),
    groups: [['if_i_vanished'], ['repeated', 'farewell', 'decided']],
    window: 25,
    negation: 'soften',
  },
  {
    id: 'self_harm/pills-after-dark-talk',
    outcome: care('self_harm'),
    groups: [
      ['pills', 'took_many'],
      ['death_wish', 'die_word', 'lethal_question'],
    ],
    window: 30,
    acrossTurns: true,
  },
  { id: 'abuse/sexual-touch', outcome: care('abuse'), groups: [['sexual_touch']], negation: 'soften' },
  {
    id: 'abuse/threat-on-telling',
    outcome: care('abuse'),
    groups: [['if_i_tell'], ['threat', 'hurts_me', 'injury', 'secrecy', 'sexual_touch', 'abuse_signal']],
    window: 25,
  },
  {
    id: 'abuse/injury-hidden',
    outcome: care('abuse'),
    groups: [['injury'], ['hide_it', 'if_i_tell', 'secrecy']],
    window: 20,
    acrossTurns: true,
  },
  {
    id: 'abuse/hurt-again',
    outcome: care('abuse'),
    groups: [['hurts_me'], ['repeated', 'injury', 'threat']],
    window: 20,
    negation: 'soften',
  },
  {
    id: 'abuse/adult-alone-uneasy',
    outcome: care('abuse'),
    groups: [['alone_with', 'secrecy'], ['adult_actor'], ['uneasy', 'secrecy', 'sexual_touch', 'repeated']],
    window: 30,
  },
  {
    id: 'grooming/exposed-photo',
    outcome: care('grooming'),
    groups: [
      ['exposed_photo'],
      ['ask_for', 'currency_gift', 'owe_exchange', 'stranger_online', 'secrecy', 'leak_threat'],
    ],
    window: 30,
    acrossTurns: true,
  },
  { id: 'grooming/leak-threat', outcome: care('grooming'), groups: [['leak_threat']] },
  {
    id: 'grooming/gift-for-favour',
    outcome: care('grooming'),
    groups: [['owe_exchange'], ['currency_gift', 'stranger_online'], ['grooming_object', 'exposed_photo', 'ask_for']],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'grooming/meeting-a-stranger',
    outcome: care('grooming'),
    groups: [['meet_plan'], ['stranger_online', 'adult_age', 'romance']],
    window: 40,
    acrossTurns: true,
  },
  {
    id: 'grooming/when-alone',
    outcome: care('grooming'),
    groups: [['alone_time'], ['ask_for', 'stranger_online', 'grooming_object']],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'grooming/adult-romance',
    outcome: care('grooming'),
    groups: [['adult_age'], ['romance', 'stranger_online', 'meet_plan']],
    window: 40,
    acrossTurns: true,
  },
  {
    id: 'bullying/keeps-happening',
    outcome: care('bullying'),
    groups: [
      ['mean_to_me', 'bullying_signal'],
      ['repeated', 'threat', 'if_i_tell'],
    ],
    window: 25,
    acrossTurns: true,
    negation: 'soften',
  },
  {
    id: 'bullying/shamed-online',
    outcome: care('bullying'),
    groups: [['post_verb'], ['about_me'], ['mock_word']],
    window: 20,
  },
  {
    id: 'eating_disorder/faint-from-not-eating',
    outcome: care('eating_disorder'),
    groups: [['faint'], ['food_refusal', 'eating_disorder']],
    window: 25,
    acrossTurns: true,
  },
  {
    id: 'eating_disorder/hidden-not-eating',
    outcome: care('eating_disorder'),
    groups: [['food_refusal'], ['secrecy', 'hide_it', 'repeated']],
    window: 20,
    negation: 'soften',
  },
  {
    id: 'abuse/drunk-and-scared',
    outcome: care('abuse'),
    groups: [['drunk_adult'], ['uneasy', 'repeated', 'hurts_me', 'threat']],
    window: 25,
    acrossTurns: true,
  },
  {
    id: 'self_harm/yes-after-dark-talk',
    outcome: care('self_harm'),
    groups: [['affirm'], ['death_wish', 'lethal_question', 'self_harm_act', 'overdose']],
    acrossTurns: true,
  },
  {
    id: 'self_harm/vanishing-twice',
    outcome: care('self_harm'),
    groups: [['if_i_vanished'], ['if_i_vanished', 'death_wish']],
    window: 25,
    negation: 'soften',
  },
  {
    id: 'abuse/hit-and-marked',
    outcome: care('abuse'),
    groups: [['injury'], ['hurts_me', 'abuse_signal', 'drunk_adult']],
    window: 25,
    acrossTurns: true,
  },
  {
    id: 'abuse/told-it-is-normal',
    outcome: care('abuse'),
    groups: [['normalizing'], ['hurts_me', 'sexual_touch', 'abuse_signal']],
    window: 25,
    acrossTurns: true,
  },
  {
    id: 'abuse/adult-secret',
    outcome: care('abuse'),
    groups: [
      ['secrecy'],
      ['adult_actor', 'stranger_online'],
      ['romance', 'alone_with', 'sexual_touch', 'alone_time', 'uneasy'],
    ],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'grooming/gift-kept-hidden',
    outcome: care('grooming'),
    groups: [['currency_gift'], ['secrecy', 'hide_it', 'meet_plan'], ['stranger_online', 'adult_actor', 'ask_for']],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'running_away/secret-departure',
    outcome: care('running_away'),
    groups: [['leave_home'], ['secrecy', 'hide_it', 'sneak_out']],
    window: 25,
  },
  {
    id: 'running_away/sneaking-out-after-plan',
    outcome: care('running_away'),
    groups: [['sneak_out'], ['leave_home', 'running_away']],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'eating_disorder/body-hate-daily',
    outcome: care('eating_disorder'),
    groups: [['body_hate'], ['repeated', 'weight_goal']],
    window: 25,
    negation: 'soften',
  },
  {
    id: 'eating_disorder/weight-goal-after-talk',
    outcome: care('eating_disorder'),
    groups: [['weight_goal'], ['eating_disorder', 'body_hate', 'food_refusal']],
    window: 30,
    acrossTurns: true,
  },
  // A child who says the story or the friend is them: any worrying sign becomes a disclosure.
  {
    id: 'care/it-is-me',
    outcome: care('self_harm'),
    groups: [
      ['its_me'],
      [
        'sadness_signal',
        'secrecy',
        'mean_to_me',
        'hurts_me',
        'body_hate',
        'food_refusal',
        'leave_home',
        'uneasy',
        'injury',
      ],
    ],
    window: 60,
    acrossTurns: true,
  },
  // A short answer that carries on what an earlier message disclosed ("yes, again tonight", "he did it again").
  {
    id: 'self_harm/again-after-disclosure',
    outcome: care('self_harm'),
    groups: [
      ['repeated', 'affirm'],
      ['self_harm_act', 'death_wish', 'lethal_question', 'overdose'],
    ],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'abuse/again-after-disclosure',
    outcome: care('abuse'),
    groups: [
      ['repeated', 'affirm', 'injury'],
      ['abuse_signal', 'sexual_touch', 'hurts_me'],
    ],
    window: 30,
    acrossTurns: true,
  },
  {
    id: 'eating_disorder/again-after-disclosure',
    outcome: care('eating_disorder'),
    groups: [['repeated', 'affirm'], ['eating_disorder']],
    window: 30,
    acrossTurns: true,
  },
  { id: 'running_away/plan', outcome: care('running_away'), groups: [['running_away']], negation: 'soften' },
  {
    id: 'running_away/leave-home',
    outcome: care('running_away'),
    groups: [['leave_home'], ['plan_intent']],
    window: 12,
    negation: 'soften',
  },
  {
    id: 'eating_disorder/diet-and-body',
    outcome: care('eating_disorder'),
    groups: [['food_refusal'], ['body_hate', 'weight_goal']],
    window: 25,
    negation: 'soften',
  },
  { id: 'eating_disorder/talk', outcome: care('eating_disorder'), groups: [['eating_disorder']], negation: 'soften' },
  { id: 'bullying/disclosure', outcome: care('bullying'), groups: [['bullying_signal']], negation: 'soften' },
];

/** Built-in categories, most serious first. */
export const BLOCK_RULES: readonly ComboRule[] = [
  { id: 'sexual/term', outcome: block('sexual'), groups: [['sexual']] },
  {
    id: 'sexual/undressing-scene',
    outcome: block('sexual'),
    groups: [['undress'], [...REQUEST, 'request_show']],
    window: 25,
    acrossTurns: true,
  },
  { id: 'sexual/show-body', outcome: block('sexual'), groups: [['request_show'], ['anatomy_school']], window: 6 },
  {
    id: 'violence/weapon-intent',
    outcome: block('violence'),
    groups: [REQUEST, ['weapon', 'explosive', 'poison']],
    window: 14,
    negation: 'drop',
  },
  {
    id: 'violence/hurt-someone',
    outcome: block('violence'),
    groups: [['request_how', 'want', 'jailbreak_wrapper'], ['hurt_verb'], ['person_target']],
    window: 10,
    negation: 'drop',
  },
  {
    id: 'violence/means-to-hurt',
    outcome: block('violence'),
    groups: [['hurt_verb'], ['harm_means', 'weapon', 'poison', 'explosive'], [...REQUEST, 'person_target']],
    window: 10,
    negation: 'drop',
  },
  {
    id: 'drugs/for-the-high',
    outcome: block('drugs'),
    groups: [['drug_pleasure'], ['drug', 'alcohol']],
    window: 8,
    negation: 'drop',
  },
  {
    id: 'drugs/intent',
    outcome: block('drugs'),
    groups: [
      [...REQUEST, 'consume'],
      ['drug', 'alcohol', 'tobacco_vape'],
    ],
    window: 10,
    negation: 'drop',
  },
  { id: 'hate/slur', outcome: block('hate'), groups: [['slur']] },
  { id: 'hate/against-group', outcome: block('hate'), groups: [['group_target'], ['hate_verb']], window: 6 },
  {
    id: 'hate/mocking-a-group',
    outcome: block('hate'),
    groups: [['mock_request'], ['group_target']],
    window: 10,
    negation: 'drop',
  },
  { id: 'dangerous_challenge/named', outcome: block('dangerous_challenge'), groups: [['dangerous_challenge']] },
  {
    id: 'dangerous_challenge/risky-act',
    outcome: block('dangerous_challenge'),
    groups: [['challenge_word'], ['risky_act']],
    window: 10,
  },
  {
    id: 'illegal/intent',
    outcome: block('illegal'),
    groups: [['request_how', 'request_use_hide', 'want', 'jailbreak_wrapper'], ['illegal_act']],
    window: 14,
    negation: 'drop',
  },
  { id: 'personal_data/shared', outcome: block('personal_data'), groups: [['personal_share']] },
  {
    id: 'personal_data/name-and-school',
    outcome: block('personal_data'),
    groups: [['my_name'], ['my_school']],
    window: 25,
  },
];

/** Uncertain signals: a gentle check-in for the child, a quiet note for the parent. */
export const CHECK_IN_RULES: readonly ComboRule[] = [
  { id: 'check_in/sadness', outcome: care('self_harm', 'check_in'), groups: [['sadness_signal']] },
  { id: 'check_in/secret', outcome: care('grooming', 'check_in'), groups: [['secrecy']] },
  { id: 'check_in/mean-to-me', outcome: care('bullying', 'check_in'), groups: [['mean_to_me']] },
  { id: 'check_in/body', outcome: care('eating_disorder', 'check_in'), groups: [['body_hate']] },
  { id: 'check_in/hurts-me', outcome: care('abuse', 'check_in'), groups: [['hurts_me']] },
  { id: 'check_in/worry', outcome: care('abuse', 'check_in'), groups: [['worry_signal']] },
];

/** Rude words: a gentle redirect, nothing for the parent. */
export const PROFANITY_RULES: readonly ComboRule[] = [
  { id: 'profanity/word', outcome: block('profanity', false), groups: [['profanity']] },
];

export interface TurnHits {
  /** Hits in the message itself, per view. */
  views: readonly (readonly LexiconHit[])[];
  /** Classes of the earlier messages of the conversation. */
  earlierClasses: ReadonlySet<string>;
  /** Per view, the positions right after a negation word (for the `negation` option). */
  negatedStarts: readonly ReadonlySet<number>[];
}

/**
 * The words of a view, masked where a harmless fixed expression stands, and the class hits in it.
 * `benignIndexes` hold the harmless expressions alone (a small first pass); by default they are
 * read from `indexes`.
 */
export function findViewHits(
  words: readonly string[],
  language: Language | undefined,
  indexes: Record<Language, LexiconIndex>,
  benignIndexes: Record<Language, LexiconIndex> = indexes,
): { hits: LexiconHit[]; negatedStarts: Set<number>; masked: Set<number> } {
  const languages: readonly Language[] = language ? [language] : ['pt', 'en', 'es'];
  const masked = new Set<number>();
  for (const lang of languages) {
    for (const hit of benignIndexes[lang].findHits(words)) {
      if (hit.className !== 'benign_sense') continue;
      for (let position = hit.start; position < hit.end; position += 1) masked.add(position);
    }
  }
  const hits: LexiconHit[] = [];
  for (const lang of languages) hits.push(...indexes[lang].findHits(words, masked));
  const negatedStarts = new Set<number>();
  // A negation inside a longer phrase of another class is part of that phrase, not a denial of
  // what follows: "ya no puedo más, quisiera…", "I don't want to live".
  const isInsidePhrase = (negation: LexiconHit) =>
    hits.some(
      (other) =>
        other.className !== 'negation' &&
        other.end - other.start >= 2 &&
        other.start <= negation.start &&
        other.end >= negation.end,
    );
  for (const hit of hits) {
    if (hit.className !== 'negation' || isInsidePhrase(hit)) continue;
    // The next three words are under the negation: "não quero", "não quero mais", "I don't want to drink".
    for (let position = hit.end; position <= hit.end + 2; position += 1) negatedStarts.add(position);
  }
  return { hits, negatedStarts, masked };
}

/** The hits of a view by class, built once per view: rules look up only the classes they name. */
const hitsByClassCache = new WeakMap<readonly LexiconHit[], Map<string, LexiconHit[]>>();
function hitsByClass(hits: readonly LexiconHit[]): Map<string, LexiconHit[]> {
  let byClass = hitsByClassCache.get(hits);
  if (!byClass) {
    byClass = new Map();
    for (const hit of hits) {
      const list = byClass.get(hit.className);
      if (list) list.push(hit);
      else byClass.set(hit.className, [hit]);
    }
    hitsByClassCache.set(hits, byClass);
  }
  return byClass;
}

function ruleMatchesView(
  rule: ComboRule,
  hits: readonly LexiconHit[],
  negatedStarts: ReadonlySet<number>,
  earlierClasses: ReadonlySet<string>,
): 'match' | 'negated' | null {
  const byClass = hitsByClass(hits);
  const [first, ...rest] = rule.groups;
  const firstHits = first!.flatMap((className) => byClass.get(className) ?? []);
  if (firstHits.length === 0) return null;
  // A group with no hit at all (and none in earlier turns) rules the rule out before any pairing.
  const candidates = rest.map((group) => group.flatMap((className) => byClass.get(className) ?? []));
  for (let index = 0; index < rest.length; index += 1) {
    const fromEarlier = rule.acrossTurns && rest[index]!.some((className) => earlierClasses.has(className));
    if (!fromEarlier && candidates[index]!.length === 0) return null;
  }
  const window = rule.window ?? 12;
  let negated = false;
  for (const anchor of firstHits) {
    const fits = rest.every((group, index) => {
      if (rule.acrossTurns && group.some((className) => earlierClasses.has(className))) return true;
      return candidates[index]!.some((hit) => {
        if (hit === anchor) return false;
        if (rule.gap !== undefined) return Math.max(hit.start - anchor.end, anchor.start - hit.end) <= rule.gap;
        return Math.max(hit.end, anchor.end) - Math.min(hit.start, anchor.start) <= window;
      });
    });
    if (!fits) continue;
    if (rule.negation && negatedStarts.has(anchor.start)) {
      negated = true;
      continue;
    }
    return 'match';
  }
  return negated ? 'negated' : null;
}

/** The first rule of the list that matches any view, with how. */
export function firstMatchingRule(
  rules: readonly ComboRule[],
  turn: TurnHits,
): { rule: ComboRule; outcome: Outcome } | null {
  let softened: { rule: ComboRule; outcome: Outcome } | null = null;
  for (const rule of rules) {
    for (let view = 0; view < turn.views.length; view += 1) {
      const result = ruleMatchesView(rule, turn.views[view]!, turn.negatedStarts[view]!, turn.earlierClasses);
      if (result === 'match') return { rule, outcome: rule.outcome };
      if (result === 'negated' && rule.negation === 'soften' && rule.outcome.kind === 'care' && !softened) {
        softened = { rule, outcome: { ...rule.outcome, level: 'check_in' } };
      }
    }
  }
  return softened;
}

export type { ComboRule, Outcome };
