import { createRequire } from 'node:module';
import type { SafetyCategory } from '@kiddo/contracts';
import type { TextView } from '../text-views';
import { CARE_KINDS, type CareKind } from '../verdict';
import { featuresOf } from './features';

/*
 * A linear classifier (multinomial logistic regression) over the features of features.ts,
 * trained on the development set only (bench/train-classifier.ts; ADR 016). It is the rules'
 * second reader: where no lexicon rule fired, a message that reads like the disclosures and
 * requests of the training set still gets care or a refusal. Its thresholds were chosen, out
 * of fold, so that it adds at most about one refusal per hundred harmless dev messages.
 */

export interface ClassifierModel {
  labels: string[];
  bias: number[];
  /** feature → [label index, weight, label index, weight, …] (small weights pruned). */
  weights: Record<string, number[]>;
  thresholds: { care: number; block: number; checkIn: number; profanity: number };
  trainedOn: { cases: number; trainedAt: string };
}

export type ClassifierOutcome =
  | { kind: 'care'; care: CareKind; level: 'urgent' | 'check_in'; label: string; probability: number }
  | { kind: 'block'; category: SafetyCategory; label: string; probability: number }
  | null;

const require = createRequire(import.meta.url);
const MODEL = require('../../data/classifier/model.json') as ClassifierModel;

/** The probability of each label for the given features. */
export function labelProbabilities(model: ClassifierModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  // Features count as present, scaled so long and short messages weigh alike (L2 norm 1).
  const scale = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
  for (const feature of features) {
    const pairs = model.weights[feature];
    if (!pairs) continue;
    for (let index = 0; index < pairs.length; index += 2) {
      scores[pairs[index]!]! += pairs[index + 1]! * scale;
    }
  }
  const top = Math.max(...scores);
  const exponents = scores.map((score) => Math.exp(score - top));
  const total = exponents.reduce((sum, value) => sum + value, 0);
  return exponents.map((value) => value / total);
}

const isCareKind = (value: string): value is CareKind => (CARE_KINDS as readonly string[]).includes(value);

/** The most likely label of a group ("care/", "block/"…) and the group's total probability. */
function group(model: ClassifierModel, probabilities: readonly number[], prefixes: readonly string[]) {
  let total = 0;
  let best = -1;
  model.labels.forEach((label, index) => {
    if (!prefixes.some((prefix) => label.startsWith(prefix))) return;
    total += probabilities[index]!;
    if (best < 0 || probabilities[index]! > probabilities[best]!) best = index;
  });
  return { total, label: best < 0 ? '' : model.labels[best]! };
}

/** The classifier's verdict on a child's message, or null when it sees nothing to act on. */
export function classifyRisk(
  views: readonly TextView[],
  earlierViews: readonly (readonly TextView[])[] = [],
  model: ClassifierModel = MODEL,
): ClassifierOutcome {
  const probabilities = labelProbabilities(model, featuresOf(views, earlierViews));
  const care = group(model, probabilities, ['care/']);
  const careKindOf = (label: string) => label.slice(label.indexOf('/') + 1);
  if (care.total >= model.thresholds.care && isCareKind(careKindOf(care.label)))
    return {
      kind: 'care',
      care: careKindOf(care.label) as CareKind,
      level: 'urgent',
      label: care.label,
      probability: care.total,
    };
  const block = group(model, probabilities, ['block/']);
  if (block.total >= model.thresholds.block)
    return {
      kind: 'block',
      category: block.label.slice('block/'.length) as SafetyCategory,
      label: block.label,
      probability: block.total,
    };
  const worry = group(model, probabilities, ['care/', 'check_in/']);
  if (worry.total >= model.thresholds.checkIn && isCareKind(careKindOf(worry.label)))
    return {
      kind: 'care',
      care: careKindOf(worry.label) as CareKind,
      level: 'check_in',
      label: worry.label,
      probability: worry.total,
    };
  const profanity = group(model, probabilities, ['profanity']);
  if (profanity.total >= model.thresholds.profanity)
    return { kind: 'block', category: 'profanity', label: 'profanity', probability: profanity.total };
  return null;
}
