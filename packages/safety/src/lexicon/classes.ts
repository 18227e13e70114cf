import type { Language } from '@kiddo/contracts';
import ABUSE_SIGNAL from '../../data/core/abuse_signal.json';
import ADULT_ACTOR from '../../data/core/adult_actor.json';
import ALCOHOL from '../../data/core/alcohol.json';
import ANATOMY_SCHOOL from '../../data/core/anatomy_school.json';
import ASK_FOR from '../../data/core/ask_for.json';
import BENIGN_SENSE from '../../data/core/benign_sense.json';
import BLADE_TOOL from '../../data/core/blade_tool.json';
import BODY_HATE from '../../data/core/body_hate.json';
import BODY_PART from '../../data/core/body_part.json';
import BULLYING_SIGNAL from '../../data/core/bullying_signal.json';
import CHALLENGE_WORD from '../../data/core/challenge_word.json';
import DANGEROUS_CHALLENGE from '../../data/core/dangerous_challenge.json';
import DEATH_WISH from '../../data/core/death_wish.json';
import DIE_WORD from '../../data/core/die_word.json';
import DRUG from '../../data/core/drug.json';
import DRUG_PLEASURE from '../../data/core/drug_pleasure.json';
import EATING_DISORDER from '../../data/core/eating_disorder.json';
import EXPLOSIVE from '../../data/core/explosive.json';
import FOOD_REFUSAL from '../../data/core/food_refusal.json';
import GROOMING_ASK from '../../data/core/grooming_ask.json';
import GROOMING_OBJECT from '../../data/core/grooming_object.json';
import GROUP_TARGET from '../../data/core/group_target.json';
import HARM_MEANS from '../../data/core/harm_means.json';
import HATE_VERB from '../../data/core/hate_verb.json';
import HURT_VERB from '../../data/core/hurt_verb.json';
import HURTS_ME from '../../data/core/hurts_me.json';
import ILLEGAL_ACT from '../../data/core/illegal_act.json';
import LEAVE_HOME from '../../data/core/leave_home.json';
import MANY_OF from '../../data/core/many_of.json';
import MEAN_TO_ME from '../../data/core/mean_to_me.json';
import OVERDOSE from '../../data/core/overdose.json';
import PEER_ACTOR from '../../data/core/peer_actor.json';
import PERSON_TARGET from '../../data/core/person_target.json';
import PERSONAL_SHARE from '../../data/core/personal_share.json';
import PILLS from '../../data/core/pills.json';
import PLAN_INTENT from '../../data/core/plan_intent.json';
import POISON from '../../data/core/poison.json';
import PROFANITY from '../../data/core/profanity.json';
import REQUEST_GET from '../../data/core/request_get.json';
import REQUEST_HOW from '../../data/core/request_how.json';
import REQUEST_SHOW from '../../data/core/request_show.json';
import REQUEST_USE_HIDE from '../../data/core/request_use_hide.json';
import RISKY_ACT from '../../data/core/risky_act.json';
import RUNNING_AWAY from '../../data/core/running_away.json';
import SADNESS_SIGNAL from '../../data/core/sadness_signal.json';
import SECRECY from '../../data/core/secrecy.json';
import SELF_HARM_ACT from '../../data/core/self_harm_act.json';
import SEXUAL from '../../data/core/sexual.json';
import SLUR from '../../data/core/slur.json';
import STRANGER_ONLINE from '../../data/core/stranger_online.json';
import TOBACCO_VAPE from '../../data/core/tobacco_vape.json';
import TOOK_MANY from '../../data/core/took_many.json';
import WEAPON from '../../data/core/weapon.json';
import WEIGHT_GOAL from '../../data/core/weight_goal.json';
import WISH_INTENT from '../../data/core/wish_intent.json';
import WORRY_SIGNAL from '../../data/core/worry_signal.json';
import { buildLexiconIndexes, type LexiconData, type LexiconIndex } from './lexicon-matcher';
import { OWN_CLASSES } from './own-classes';

/*
 * Every lexicon class, compiled once at load: the data files (data/lexicons/<class>.json,
 * words and phrases per language) and the grammatical classes in own-classes.ts.
 */
const DATA_CLASSES: Readonly<Record<string, LexiconData>> = {
  request_how: REQUEST_HOW,
  request_get: REQUEST_GET,
  request_show: REQUEST_SHOW,
  request_use_hide: REQUEST_USE_HIDE,
  weapon: WEAPON,
  explosive: EXPLOSIVE,
  drug: DRUG,
  alcohol: ALCOHOL,
  tobacco_vape: TOBACCO_VAPE,
  poison: POISON,
  sexual: SEXUAL,
  anatomy_school: ANATOMY_SCHOOL,
  illegal_act: ILLEGAL_ACT,
  hurt_verb: HURT_VERB,
  person_target: PERSON_TARGET,
  dangerous_challenge: DANGEROUS_CHALLENGE,
  slur: SLUR,
  group_target: GROUP_TARGET,
  hate_verb: HATE_VERB,
  profanity: PROFANITY,
  personal_share: PERSONAL_SHARE,
  death_wish: DEATH_WISH,
  self_harm_act: SELF_HARM_ACT,
  overdose: OVERDOSE,
  abuse_signal: ABUSE_SIGNAL,
  bullying_signal: BULLYING_SIGNAL,
  stranger_online: STRANGER_ONLINE,
  grooming_ask: GROOMING_ASK,
  secrecy: SECRECY,
  running_away: RUNNING_AWAY,
  eating_disorder: EATING_DISORDER,
  sadness_signal: SADNESS_SIGNAL,
  benign_sense: BENIGN_SENSE,
  // Issue 13, second round: small classes the rules combine, so a phrasing nobody listed still meets a rule.
  wish_intent: WISH_INTENT,
  die_word: DIE_WORD,
  adult_actor: ADULT_ACTOR,
  hurts_me: HURTS_ME,
  peer_actor: PEER_ACTOR,
  mean_to_me: MEAN_TO_ME,
  ask_for: ASK_FOR,
  grooming_object: GROOMING_OBJECT,
  plan_intent: PLAN_INTENT,
  leave_home: LEAVE_HOME,
  food_refusal: FOOD_REFUSAL,
  body_hate: BODY_HATE,
  took_many: TOOK_MANY,
  many_of: MANY_OF,
  pills: PILLS,
  weight_goal: WEIGHT_GOAL,
  worry_signal: WORRY_SIGNAL,
  harm_means: HARM_MEANS,
  drug_pleasure: DRUG_PLEASURE,
  challenge_word: CHALLENGE_WORD,
  risky_act: RISKY_ACT,
  blade_tool: BLADE_TOOL,
  body_part: BODY_PART,
};

export const LEXICON_INDEXES: Record<Language, LexiconIndex> = buildLexiconIndexes({ ...DATA_CLASSES, ...OWN_CLASSES });
