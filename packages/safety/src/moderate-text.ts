import type { Language } from '@kiddo/contracts';
import { type BlockedTopicInput, findBlockedTopic } from './blocked-topics';
import { BENIGN_INDEXES, LEXICON_INDEXES } from './lexicon/classes';
import {
  BLOCK_RULES,
  CARE_RULES,
  CHECK_IN_RULES,
  type ComboRule,
  findViewHits,
  firstMatchingRule,
  type Outcome,
  PROFANITY_RULES,
  REQUEST,
  type TurnHits,
} from './lexicon/judge';
import { detectPersonalData } from './personal-data-detectors';
import { CARE_STAGE, CATEGORY_STAGE, findMatchingRule, ViewMatcher } from './rule-set';
import type { PhraseRule } from './rules/phrase-rule';
import { buildTextViews, foldText, type TextView } from './text-views';
import { ALLOWED_VERDICT, type SafetyVerdict } from './verdict';

export interface ModerationOptions {
  /** The parent's blocked topics: as stored (expanded) or as plain text. */
  blockedTopics: readonly BlockedTopicInput[];
  /** The child's language: stems and lexicons are read in it (all three when absent). */
  language?: Language;
  /** The child's earlier messages in this conversation, oldest first: a risk may unfold over turns. */
  earlierMessages?: readonly string[];
}

/** How many earlier messages are read with the current one. */
export const CONTEXT_MESSAGES = 6;
/** A text is judged on at most this many characters at once; longer texts are judged in overlapping pieces. */
const PIECE_LENGTH = 4000;
const PIECE_OVERLAP = 200;

function fromPhraseRule(rule: PhraseRule): SafetyVerdict {
  return {
    blocked: true,
    category: rule.category,
    care: rule.care ?? null,
    alert: rule.care ? 'urgent' : 'notice',
    matched: rule.id,
    source: 'rules',
  };
}

function fromOutcome(rule: ComboRule, outcome: Outcome): SafetyVerdict {
  if (outcome.kind === 'care') {
    return {
      blocked: true,
      category: outcome.care,
      care: outcome.care,
      alert: outcome.level,
      matched: rule.id,
      source: 'rules',
    };
  }
  return {
    blocked: true,
    category: outcome.category,
    care: null,
    alert: outcome.alert ? 'notice' : 'none',
    matched: rule.id,
    source: 'rules',
  };
}

/** The lexicon classes of the views of a text. */
function hitsOf(views: readonly TextView[], language: Language | undefined) {
  return views.map((view) => findViewHits(view.words, language, LEXICON_INDEXES, BENIGN_INDEXES));
}

/** The classes the earlier messages mention, for the rules that read across turns. */
function earlierClassesOf(messages: readonly string[], language: Language | undefined): Set<string> {
  const classes = new Set<string>();
  for (const message of messages.slice(-CONTEXT_MESSAGES)) {
    for (const { hits } of hitsOf(
      buildTextViews(message.slice(0, PIECE_LENGTH), language ? [language] : undefined),
      language,
    )) {
      for (const hit of hits) classes.add(hit.className);
    }
  }
  return classes;
}

/** Categories a plain question about effects or history may talk about (never sexual content or slurs). */
const EDUCATION_OPEN: ReadonlySet<string> = new Set(['drugs', 'violence', 'hate']);
/**
 * Any sign of a request: then an education frame is a wrapper, not a question. Naming the act
 * ("fumar", "smoking") is what the question is about, not a request; "é pra um trabalho" is both
 * a school frame and a common wrapper, and counts as the frame when nothing else asks.
 */
const REQUEST_CLASSES: ReadonlySet<string> = new Set(REQUEST);

/** How the message is framed: a school question about effects or history, or advice about someone else. */
function framesOf(turn: TurnHits): { education: boolean; aboutSomeoneElse: boolean } {
  const has = (className: string) => turn.views.some((hits) => hits.some((hit) => hit.className === className));
  const asksForSomething = turn.views.some((hits) =>
    hits.some(
      (hit) =>
        REQUEST_CLASSES.has(hit.className) &&
        !(
          hit.className === 'jailbreak_wrapper' &&
          hits.some(
            (other) => other.className === 'education_frame' && other.start === hit.start && other.end === hit.end,
          )
        ),
    ),
  );
  return {
    education: has('education_frame') && !asksForSomething,
    // "My friend… well, it's me" is the child.
    aboutSomeoneElse: has('advice_frame') && has('third_party') && !has('its_me'),
  };
}

/** A request to translate: the text quoted in it is in another language, so every lexicon reads it. */
const ASKS_TO_TRANSLATE = /translat|tradu[zcç]|in english|em ingl[eê]s|en ingl[eé]s|em portugu[eê]s|en espa[nñ]ol/i;

function judgePiece(text: string, options: ModerationOptions, earlierClasses: ReadonlySet<string>): SafetyVerdict {
  const language = options.language;
  const views = buildTextViews(text, language ? [language] : undefined);
  const matchers = views.map((view) => new ViewMatcher(view));
  const viewHits = hitsOf(views, ASKS_TO_TRANSLATE.test(text) ? undefined : language);
  const turn: TurnHits = {
    views: viewHits.map((view) => view.hits),
    negatedStarts: viewHits.map((view) => view.negatedStarts),
    earlierClasses,
  };

  const frames = framesOf(turn);

  // 1. Disclosures: the curated phrases, then the lexicon rules (a softened one waits below the categories).
  // A question about helping someone else ("what should I do if my friend is bullied?") is not one.
  if (!frames.aboutSomeoneElse) {
    const carePhrase = findMatchingRule(CARE_STAGE, matchers);
    if (carePhrase) return fromPhraseRule(carePhrase);
  }
  const careRule = frames.aboutSomeoneElse ? null : firstMatchingRule(CARE_RULES, turn);
  if (careRule?.outcome.kind === 'care' && careRule.outcome.level === 'urgent')
    return fromOutcome(careRule.rule, careRule.outcome);

  // 2. Built-in categories, whatever the parent set — except that a question about what a drug
  // does to the body, or about history, asked without any request, is the education the issue
  // wants answered ("why is vaping bad for your lungs? it's for a poster").
  const categoryPhrase = findMatchingRule(CATEGORY_STAGE, matchers);
  if (categoryPhrase && !(frames.education && EDUCATION_OPEN.has(categoryPhrase.category)))
    return fromPhraseRule(categoryPhrase);
  const blockRule = firstMatchingRule(BLOCK_RULES, turn);
  if (
    blockRule &&
    !(frames.education && blockRule.outcome.kind === 'block' && EDUCATION_OPEN.has(blockRule.outcome.category))
  )
    return fromOutcome(blockRule.rule, blockRule.outcome);
  const personalData = detectPersonalData(foldText(text));
  if (personalData)
    return {
      blocked: true,
      category: 'personal_data',
      care: null,
      alert: 'notice',
      matched: `personal_data/${personalData}`,
      source: 'rules',
    };

  // 3. Uncertain care signals: a gentle check-in.
  if (careRule) return fromOutcome(careRule.rule, careRule.outcome);
  const checkIn = firstMatchingRule(CHECK_IN_RULES, turn);
  if (checkIn) return fromOutcome(checkIn.rule, checkIn.outcome);

  // 4. The parent's topics, then rude words (a redirect only).
  const topic = findBlockedTopic(views, options.blockedTopics, {
    language,
    text,
    masked: viewHits.map((view) => view.masked),
  });
  if (topic)
    return { blocked: true, category: 'blocked_topic', care: null, alert: 'notice', matched: topic, source: 'rules' };
  const profanity = firstMatchingRule(PROFANITY_RULES, turn);
  if (profanity) return fromOutcome(profanity.rule, profanity.outcome);

  return { ...ALLOWED_VERDICT };
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** The text with lone surrogates replaced (String.prototype.toWellFormed, not in the ES2023 types). */
const wellFormedOf = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/** The more serious of two verdicts: care before a block, a block before nothing. */
function moreSerious(a: SafetyVerdict, b: SafetyVerdict): SafetyVerdict {
  const rank = (verdict: SafetyVerdict) =>
    verdict.alert === 'urgent'
      ? 4
      : verdict.alert === 'notice'
        ? 3
        : verdict.alert === 'check_in'
          ? 2
          : verdict.blocked
            ? 1
            : 0;
  return rank(b) > rank(a) ? b : a;
}

/** A text cut into overlapping pieces of a size the views and payload scans are made for. */
function piecesOf(text: string): string[] {
  if (text.length <= PIECE_LENGTH) return [text];
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += PIECE_LENGTH - PIECE_OVERLAP) {
    pieces.push(text.slice(start, start + PIECE_LENGTH));
  }
  return pieces;
}

/**
 * Checks a child's message or a model's reply. Order: a disclosure needing care, then the
 * built-in categories, then an uncertain care signal, then the parent's topics, then
 * profanity. Pure and synchronous; never throws, whatever the text (lone surrogates, NUL,
 * 100,000 characters).
 */
export function moderateText(text: string, options: ModerationOptions): SafetyVerdict {
  const wellFormed = wellFormedOf(text);
  if (wellFormed.trim() === '') return { ...ALLOWED_VERDICT };
  const earlierClasses = options.earlierMessages?.length
    ? earlierClassesOf(options.earlierMessages.map(wellFormedOf), options.language)
    : new Set<string>();
  let verdict: SafetyVerdict = { ...ALLOWED_VERDICT };
  for (const piece of piecesOf(wellFormed)) {
    verdict = moreSerious(verdict, judgePiece(piece, options, earlierClasses));
    if (verdict.alert === 'urgent') break;
  }
  if (verdict.alert !== 'urgent' && options.earlierMessages?.length) {
    const conversation = conversationCare(options.earlierMessages, wellFormed, options.language);
    if (conversation) return conversation;
  }
  return verdict;
}

/** How much of each message the conversation reading takes: disclosures are short. */
const CONVERSATION_MESSAGE_LENGTH = 1000;

/** An urgent disclosure in a text read as one, or null. */
function urgentCareIn(text: string, language: Language | undefined): SafetyVerdict | null {
  const views = buildTextViews(text, language ? [language] : undefined);
  const viewHits = hitsOf(views, language);
  const turn: TurnHits = {
    views: viewHits.map((view) => view.hits),
    negatedStarts: viewHits.map((view) => view.negatedStarts),
    earlierClasses: new Set(),
  };
  if (framesOf(turn).aboutSomeoneElse) return null;
  const carePhrase = findMatchingRule(
    CARE_STAGE,
    views.map((view) => new ViewMatcher(view)),
  );
  if (carePhrase) return fromPhraseRule(carePhrase);
  const careRule = firstMatchingRule(CARE_RULES, turn);
  return careRule?.outcome.kind === 'care' && careRule.outcome.level === 'urgent'
    ? fromOutcome(careRule.rule, careRule.outcome)
    : null;
}

/**
 * The conversation read as one text: a risk told in pieces ("theres this video of me" … "they
 * oink when i walk past" … "ok") is a disclosure even when no message is one alone. It counts
 * only when this message completes it — when the earlier messages alone were no disclosure,
 * since otherwise the child already had the caring answer and the parent the alert.
 */
function conversationCare(
  earlierMessages: readonly string[],
  text: string,
  language: Language | undefined,
): SafetyVerdict | null {
  const earlier = earlierMessages
    .slice(-CONTEXT_MESSAGES)
    .map((message) => wellFormedOf(message).slice(0, CONVERSATION_MESSAGE_LENGTH));
  const joined = (messages: readonly string[]) => messages.join(' . ');
  const whole = urgentCareIn(joined([...earlier, text.slice(0, CONVERSATION_MESSAGE_LENGTH)]), language);
  if (!whole || urgentCareIn(joined(earlier), language)) return null;
  return { ...whole, matched: `conversation/${whole.matched}` };
}
