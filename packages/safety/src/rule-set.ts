import { type AnchorSet, type CompiledPattern, compilePattern } from './phrase-pattern';
import { ABUSE_CARE_RULES, ABUSE_TOPIC_RULES } from './rules/abuse';
import { DRUGS_RULES } from './rules/drugs';
import { HATE_RULES } from './rules/hate';
import { ILLEGAL_RULES } from './rules/illegal';
import { PERSONAL_DATA_RULES } from './rules/personal-data';
import type { PhraseRule } from './rules/phrase-rule';
import { SELF_HARM_CARE_RULES, SELF_HARM_TOPIC_RULES } from './rules/self-harm';
import { SEXUAL_RULES } from './rules/sexual';
import { VIOLENCE_RULES } from './rules/violence';
import { VOCABULARY } from './rules/vocabulary';
import type { TextView } from './text-views';

/** Rules compiled for one checking stage, in priority order. */
export interface RuleStage {
  rules: ReadonlyArray<{ rule: PhraseRule; patterns: readonly CompiledPattern[] }>;
}

function compileStage(rules: readonly PhraseRule[]): RuleStage {
  return {
    rules: rules.map((rule) => ({
      rule,
      patterns: rule.patterns.map((pattern) => compilePattern(pattern, VOCABULARY)),
    })),
  };
}

/**
 * Disclosures first, and of those self-harm first: a child who says both "he hits me" and
 * "I want to die" needs the self-harm answer (a helpline, an adult, now).
 */
export const CARE_STAGE = compileStage([...SELF_HARM_CARE_RULES, ...ABUSE_CARE_RULES]);

/** The built-in categories, most serious first; personal data last, the least alarming for the parent. */
export const CATEGORY_STAGE = compileStage([
  ...SELF_HARM_TOPIC_RULES,
  ...ABUSE_TOPIC_RULES,
  ...SEXUAL_RULES,
  ...VIOLENCE_RULES,
  ...DRUGS_RULES,
  ...HATE_RULES,
  ...ILLEGAL_RULES,
  ...PERSONAL_DATA_RULES,
]);

/**
 * One view prepared for pattern matching: which anchor words it contains, answered once per
 * anchor set (the same @name lists recur in many patterns).
 */
export class ViewMatcher {
  private readonly words: ReadonlySet<string>;
  private sortedWords: readonly string[] | null = null;
  private readonly anchorsPresent = new Map<AnchorSet, boolean>();

  constructor(readonly view: TextView) {
    this.words = new Set(view.words);
  }

  private hasWordStartingWith(prefix: string): boolean {
    // Sorted once, on the first prefix anchor asked about; then a binary search per prefix.
    this.sortedWords ??= [...this.words].sort();
    const sorted = this.sortedWords;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return sorted[low]?.startsWith(prefix) ?? false;
  }

  private hasAnchor(anchors: AnchorSet): boolean {
    let present = this.anchorsPresent.get(anchors);
    if (present === undefined) {
      present = false;
      for (const word of anchors.words) {
        if (this.words.has(word)) {
          present = true;
          break;
        }
      }
      if (!present) {
        for (const prefix of anchors.prefixes) {
          if (this.hasWordStartingWith(prefix)) {
            present = true;
            break;
          }
        }
      }
      this.anchorsPresent.set(anchors, present);
    }
    return present;
  }

  matches(pattern: CompiledPattern): boolean {
    for (const anchors of pattern.anchors) if (!this.hasAnchor(anchors)) return false;
    return pattern.regex.test(this.view.phraseText);
  }
}

/** The first rule of the stage that matches any view of the text, or null. */
export function findMatchingRule(stage: RuleStage, views: readonly ViewMatcher[]): PhraseRule | null {
  for (const { rule, patterns } of stage.rules) {
    for (const pattern of patterns) {
      for (const view of views) if (view.matches(pattern)) return rule;
    }
  }
  return null;
}
