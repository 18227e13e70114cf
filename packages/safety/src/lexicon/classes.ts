import type { Language } from '@kiddo/contracts';
import CHAT_SPELLINGS from '../../data/chat-spellings.json';
import ABOUT_ME from '../../data/core/about_me.json';
import ABUSE_SIGNAL from '../../data/core/abuse_signal.json';
import ADULT_ACTOR from '../../data/core/adult_actor.json';
import ADULT_AGE from '../../data/core/adult_age.json';
import ADVICE_FRAME from '../../data/core/advice_frame.json';
import AFFIRM from '../../data/core/affirm.json';
import ALCOHOL from '../../data/core/alcohol.json';
import ALONE_TIME from '../../data/core/alone_time.json';
import ALONE_WITH from '../../data/core/alone_with.json';
import ANATOMY_SCHOOL from '../../data/core/anatomy_school.json';
import ASK_FOR from '../../data/core/ask_for.json';
import BENIGN_SENSE from '../../data/core/benign_sense.json';
import BLADE_TOOL from '../../data/core/blade_tool.json';
import BODY_HATE from '../../data/core/body_hate.json';
import BODY_PART from '../../data/core/body_part.json';
import BULLYING_SIGNAL from '../../data/core/bullying_signal.json';
import CHALLENGE_WORD from '../../data/core/challenge_word.json';
import CURRENCY_GIFT from '../../data/core/currency_gift.json';
import DANGEROUS_CHALLENGE from '../../data/core/dangerous_challenge.json';
import DEATH_WISH from '../../data/core/death_wish.json';
import DECIDED from '../../data/core/decided.json';
import DIE_WORD from '../../data/core/die_word.json';
import DRUG from '../../data/core/drug.json';
import DRUG_PLEASURE from '../../data/core/drug_pleasure.json';
import DRUNK_ADULT from '../../data/core/drunk_adult.json';
import EATING_DISORDER from '../../data/core/eating_disorder.json';
import EDUCATION_FRAME from '../../data/core/education_frame.json';
import EXPLOSIVE from '../../data/core/explosive.json';
import EXPOSED_PHOTO from '../../data/core/exposed_photo.json';
import FAINT from '../../data/core/faint.json';
import FAREWELL from '../../data/core/farewell.json';
import FOOD_REFUSAL from '../../data/core/food_refusal.json';
import GROOMING_ASK from '../../data/core/grooming_ask.json';
import GROOMING_OBJECT from '../../data/core/grooming_object.json';
import GROUP_TARGET from '../../data/core/group_target.json';
import HARM_MEANS from '../../data/core/harm_means.json';
import HATE_VERB from '../../data/core/hate_verb.json';
import HIDE_IT from '../../data/core/hide_it.json';
import HURT_VERB from '../../data/core/hurt_verb.json';
import HURTS_ME from '../../data/core/hurts_me.json';
import IF_I_TELL from '../../data/core/if_i_tell.json';
import IF_I_VANISHED from '../../data/core/if_i_vanished.json';
import ILLEGAL_ACT from '../../data/core/illegal_act.json';
import INJURY from '../../data/core/injury.json';
import ITS_ME from '../../data/core/its_me.json';
import LEAK_THREAT from '../../data/core/leak_threat.json';
import LEAVE_HOME from '../../data/core/leave_home.json';
import LETHAL_QUESTION from '../../data/core/lethal_question.json';
import MANY_OF from '../../data/core/many_of.json';
import MEAN_TO_ME from '../../data/core/mean_to_me.json';
import MEET_PLAN from '../../data/core/meet_plan.json';
import MOCK_REQUEST from '../../data/core/mock_request.json';
import MOCK_WORD from '../../data/core/mock_word.json';
import MY_NAME from '../../data/core/my_name.json';
import MY_SCHOOL from '../../data/core/my_school.json';
import NORMALIZING from '../../data/core/normalizing.json';
import OVERDOSE from '../../data/core/overdose.json';
import OWE_EXCHANGE from '../../data/core/owe_exchange.json';
import PEER_ACTOR from '../../data/core/peer_actor.json';
import PERSON_TARGET from '../../data/core/person_target.json';
import PERSONAL_SHARE from '../../data/core/personal_share.json';
import PILLS from '../../data/core/pills.json';
import PLAN_INTENT from '../../data/core/plan_intent.json';
import POISON from '../../data/core/poison.json';
import POST_VERB from '../../data/core/post_verb.json';
import PROFANITY from '../../data/core/profanity.json';
import REPEATED from '../../data/core/repeated.json';
import REQUEST_GET from '../../data/core/request_get.json';
import REQUEST_HOW from '../../data/core/request_how.json';
import REQUEST_SHOW from '../../data/core/request_show.json';
import REQUEST_USE_HIDE from '../../data/core/request_use_hide.json';
import RISKY_ACT from '../../data/core/risky_act.json';
import ROMANCE from '../../data/core/romance.json';
import RUNNING_AWAY from '../../data/core/running_away.json';
import SADNESS_SIGNAL from '../../data/core/sadness_signal.json';
import SECRECY from '../../data/core/secrecy.json';
import SELF_HARM_ACT from '../../data/core/self_harm_act.json';
import SEXUAL from '../../data/core/sexual.json';
import SEXUAL_TOUCH from '../../data/core/sexual_touch.json';
import SLUR from '../../data/core/slur.json';
import SNEAK_OUT from '../../data/core/sneak_out.json';
import STRANGER_ONLINE from '../../data/core/stranger_online.json';
import THIRD_PARTY from '../../data/core/third_party.json';
import THREAT from '../../data/core/threat.json';
import TOBACCO_VAPE from '../../data/core/tobacco_vape.json';
import TOOK_MANY from '../../data/core/took_many.json';
import UNDRESS from '../../data/core/undress.json';
import UNEASY from '../../data/core/uneasy.json';
import WEAPON from '../../data/core/weapon.json';
import WEIGHT_GOAL from '../../data/core/weight_goal.json';
import WISH_INTENT from '../../data/core/wish_intent.json';
import WORRY_SIGNAL from '../../data/core/worry_signal.json';
import WRAPPER_MORE from '../../data/core/wrapper_more.json';
import { buildLexiconIndexes, type LexiconData, type LexiconIndex } from './lexicon-matcher';
import { OWN_CLASSES } from './own-classes';

/*
 * Every lexicon class, compiled once at load: the data files (data/lexicons/<class>.json,
 * words and phrases per language) and the grammatical classes in own-classes.ts.
 */
export const DATA_CLASSES: Readonly<Record<string, LexiconData>> = {
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
  // Issue 13, third round: what makes a signal urgent (it repeats, a threat, a secret), and the ways children describe it.
  repeated: REPEATED,
  if_i_tell: IF_I_TELL,
  threat: THREAT,
  sexual_touch: SEXUAL_TOUCH,
  injury: INJURY,
  hide_it: HIDE_IT,
  farewell: FAREWELL,
  decided: DECIDED,
  lethal_question: LETHAL_QUESTION,
  if_i_vanished: IF_I_VANISHED,
  exposed_photo: EXPOSED_PHOTO,
  currency_gift: CURRENCY_GIFT,
  owe_exchange: OWE_EXCHANGE,
  leak_threat: LEAK_THREAT,
  meet_plan: MEET_PLAN,
  alone_time: ALONE_TIME,
  adult_age: ADULT_AGE,
  romance: ROMANCE,
  alone_with: ALONE_WITH,
  uneasy: UNEASY,
  post_verb: POST_VERB,
  mock_word: MOCK_WORD,
  about_me: ABOUT_ME,
  faint: FAINT,
  drunk_adult: DRUNK_ADULT,
  mock_request: MOCK_REQUEST,
  my_name: MY_NAME,
  my_school: MY_SCHOOL,
  education_frame: EDUCATION_FRAME,
  advice_frame: ADVICE_FRAME,
  third_party: THIRD_PARTY,
  affirm: AFFIRM,
  normalizing: NORMALIZING,
  sneak_out: SNEAK_OUT,
  its_me: ITS_ME,
  undress: UNDRESS,
};

const SPELLINGS = { pt: CHAT_SPELLINGS.pt, en: CHAT_SPELLINGS.en, es: CHAT_SPELLINGS.es };

/**
 * The grammatical classes, with more jailbreak wrappers from data (polls, "just the first step",
 * "continue the story") added to the ones own-classes.ts writes out.
 */
const GRAMMAR_CLASSES: Readonly<Record<string, LexiconData>> = {
  ...OWN_CLASSES,
  jailbreak_wrapper: {
    pt: [...(OWN_CLASSES.jailbreak_wrapper?.pt ?? []), ...WRAPPER_MORE.pt],
    en: [...(OWN_CLASSES.jailbreak_wrapper?.en ?? []), ...WRAPPER_MORE.en],
    es: [...(OWN_CLASSES.jailbreak_wrapper?.es ?? []), ...WRAPPER_MORE.es],
  },
};

export const LEXICON_INDEXES: Record<Language, LexiconIndex> = buildLexiconIndexes(
  { ...DATA_CLASSES, ...GRAMMAR_CLASSES },
  SPELLINGS,
);

/** The harmless fixed expressions alone, read first to mask their words ("bomba de chocolate"). */
export const BENIGN_INDEXES: Record<Language, LexiconIndex> = buildLexiconIndexes(
  { benign_sense: BENIGN_SENSE },
  SPELLINGS,
);
