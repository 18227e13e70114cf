import { findBlockedTopic } from './blocked-topics';
import { detectPersonalData } from './personal-data-detectors';
import { CARE_STAGE, CATEGORY_STAGE, findMatchingRule, ViewMatcher } from './rule-set';
import { buildTextViews, foldText } from './text-views';
import { ALLOWED_VERDICT, type SafetyVerdict } from './verdict';

/**
 * Checks a child's message or a model's reply. Order: a disclosure needing care, then the
 * built-in categories, then personal data written as numbers, then the parent's topics.
 * Pure and synchronous; the lexicons are compiled once at module load.
 */
export function moderateText(text: string, options: { blockedTopics: string[] }): SafetyVerdict {
  if (text.trim() === '') return { ...ALLOWED_VERDICT };
  const views = buildTextViews(text);

  const matchers = views.map((view) => new ViewMatcher(view));

  const careRule = findMatchingRule(CARE_STAGE, matchers);
  if (careRule)
    return { blocked: true, category: careRule.category, care: careRule.care ?? null, matched: careRule.id };

  const categoryRule = findMatchingRule(CATEGORY_STAGE, matchers);
  if (categoryRule) return { blocked: true, category: categoryRule.category, care: null, matched: categoryRule.id };

  const personalData = detectPersonalData(foldText(text));
  if (personalData)
    return { blocked: true, category: 'personal_data', care: null, matched: `personal_data/${personalData}` };

  const topic = findBlockedTopic(views, options.blockedTopics);
  if (topic) return { blocked: true, category: 'blocked_topic', care: null, matched: topic };

  return { ...ALLOWED_VERDICT };
}
