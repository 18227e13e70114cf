/*
 * `npm run train:safety`: trains the risk classifier (src/classifier) on the DEVELOPMENT set
 * only — the holdout is never read here — and writes data/classifier/model.json.
 *
 * Multinomial logistic regression by stochastic gradient descent over sparse features. The
 * thresholds at which it may act are chosen out of fold (5 folds of the dev set): the lowest
 * each group can have while it fires on at most THRESHOLD_FP_BUDGET of the harmless cases it
 * did not see in training. Deterministic: the same dev set gives the same model.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EvalCase, loadCases } from '../eval/cases';
import { featuresOf } from '../src/classifier/features';
import { type ClassifierModel, classifyRisk } from '../src/classifier/risk-classifier';
import { buildTextViews } from '../src/text-views';
import { CARE_KINDS } from '../src/verdict';

const EPOCHS = 25;
const LEARNING_RATE = 0.6;
const L2 = 1e-5;
const MIN_FEATURE_CASES = 2;
const PRUNE_BELOW = 0.02;
const FOLDS = 5;
/** The share of harmless out-of-fold dev cases each group may fire on. */
const THRESHOLD_FP_BUDGET = 0.005;
const BLOCK_CATEGORIES = ['sexual', 'violence', 'drugs', 'illegal', 'hate', 'personal_data', 'dangerous_challenge'];

const folder = path.dirname(fileURLToPath(import.meta.url));

/** The label a case teaches; null for a case that cannot teach one (an unknown category). */
function labelOf(evalCase: EvalCase): string | null {
  const category = evalCase.category ?? '';
  switch (evalCase.expect) {
    case 'allow':
    case 'topic':
      return 'allow';
    case 'profanity':
      return 'profanity';
    case 'block':
      return BLOCK_CATEGORIES.includes(category) ? `block/${category}` : null;
    case 'care':
      return (CARE_KINDS as readonly string[]).includes(category) ? `care/${category}` : null;
    case 'check_in':
      return (CARE_KINDS as readonly string[]).includes(category) ? `check_in/${category}` : null;
    default:
      return null;
  }
}

interface Example {
  features: string[];
  label: number;
  evalCase: EvalCase;
}

/** A small deterministic random source, so training is repeatable. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function train(examples: readonly Example[], labels: readonly string[]): ClassifierModel {
  const counts = new Map<string, number>();
  for (const example of examples)
    for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = new Map<string, number>();
  for (const [feature, count] of counts) if (count >= MIN_FEATURE_CASES) vocabulary.set(feature, vocabulary.size);
  const size = labels.length;
  const weights = new Float64Array(vocabulary.size * size);
  const bias = new Float64Array(size);
  const random = seededRandom(20_261_125);
  const order = examples.map((_, index) => index);
  const scores = new Float64Array(size);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    const rate = LEARNING_RATE / (1 + epoch * 0.2);
    for (const position of order) {
      const example = examples[position]!;
      const known = example.features.map((feature) => vocabulary.get(feature)).filter((id) => id !== undefined);
      const scale = example.features.length > 0 ? 1 / Math.sqrt(example.features.length) : 0;
      scores.set(bias);
      for (const id of known)
        for (let label = 0; label < size; label += 1) scores[label]! += weights[id * size + label]! * scale;
      const top = Math.max(...scores);
      let total = 0;
      for (let label = 0; label < size; label += 1) {
        scores[label] = Math.exp(scores[label]! - top);
        total += scores[label]!;
      }
      for (let label = 0; label < size; label += 1) {
        const gradient = scores[label]! / total - (label === example.label ? 1 : 0);
        bias[label]! -= rate * gradient;
        for (const id of known) {
          const at = id * size + label;
          weights[at]! -= rate * (gradient * scale + L2 * weights[at]!);
        }
      }
    }
  }
  const sparse: Record<string, number[]> = {};
  for (const [feature, id] of vocabulary) {
    const pairs: number[] = [];
    for (let label = 0; label < size; label += 1) {
      const weight = weights[id * size + label]!;
      if (Math.abs(weight) >= PRUNE_BELOW) pairs.push(label, Math.round(weight * 1000) / 1000);
    }
    if (pairs.length > 0) sparse[feature] = pairs;
  }
  return {
    labels: [...labels],
    bias: [...bias].map((value) => Math.round(value * 1000) / 1000),
    weights: sparse,
    thresholds: { care: 0.5, block: 0.5, checkIn: 0.5, profanity: 0.5 },
    trainedOn: { cases: examples.length, trainedAt: new Date().toISOString().slice(0, 10) },
  };
}

const cases = loadCases('dev');
const labelled = cases.flatMap((evalCase) => {
  const label = labelOf(evalCase);
  return label ? [{ evalCase, label }] : [];
});
const skipped = cases.length - labelled.length;
const labels = [...new Set(labelled.map((item) => item.label))].sort();
const viewsOf = (text: string, evalCase: EvalCase) => buildTextViews(text, [evalCase.language]);
const examples: Example[] = labelled.map(({ evalCase, label }) => ({
  features: featuresOf(
    viewsOf(evalCase.text, evalCase),
    evalCase.context.map((message) => viewsOf(message, evalCase)),
  ),
  label: labels.indexOf(label),
  evalCase,
}));

// Out of fold: each case judged by a model that did not see it.
const GROUPS = ['care', 'block', 'checkIn', 'profanity'] as const;
const outOfFold: Array<{ example: Example; model: ClassifierModel }> = [];
for (let fold = 0; fold < FOLDS; fold += 1) {
  const model = train(
    examples.filter((_, index) => index % FOLDS !== fold),
    labels,
  );
  for (const [index, example] of examples.entries()) if (index % FOLDS === fold) outOfFold.push({ example, model });
}

/** What the classifier would do to each out-of-fold case with the given thresholds. */
function outcomes(thresholds: ClassifierModel['thresholds']) {
  return outOfFold.map(({ example, model }) => {
    const evalCase = example.evalCase;
    const outcome = classifyRisk(
      viewsOf(evalCase.text, evalCase),
      evalCase.context.map((message) => viewsOf(message, evalCase)),
      { ...model, thresholds },
    );
    return { evalCase, outcome };
  });
}

const thresholds = { care: 0.99, block: 0.99, checkIn: 0.99, profanity: 0.99 };
const groupOfOutcome = (outcome: ReturnType<typeof classifyRisk>) =>
  !outcome
    ? null
    : outcome.kind === 'care'
      ? outcome.level === 'urgent'
        ? 'care'
        : 'checkIn'
      : outcome.category === 'profanity'
        ? 'profanity'
        : 'block';
const harmless = examples.filter((example) => labels[example.label] === 'allow').length;
for (const name of GROUPS) {
  for (let candidate = 0.95; candidate >= 0.25; candidate -= 0.05) {
    const trial = { ...thresholds, [name]: Math.round(candidate * 100) / 100 };
    const firing = outcomes(trial).filter(
      ({ evalCase, outcome }) =>
        (evalCase.expect === 'allow' || evalCase.expect === 'topic') && groupOfOutcome(outcome) === name,
    ).length;
    if (firing / harmless > THRESHOLD_FP_BUDGET) break;
    thresholds[name] = trial[name];
  }
}

const final = outcomes(thresholds);
const caught = (expect: string) =>
  final.filter(({ evalCase, outcome }) => evalCase.expect === expect && outcome !== null).length /
  Math.max(1, final.filter(({ evalCase }) => evalCase.expect === expect).length);
const model = { ...train(examples, labels), thresholds };
const file = path.join(folder, '..', 'data', 'classifier', 'model.json');
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(
  `trained on ${examples.length} dev cases (${skipped} without a known category skipped), ${labels.length} labels`,
);
console.log(`features kept: ${Object.keys(model.weights).length}; thresholds ${JSON.stringify(thresholds)}`);
console.log(
  `out of fold (classifier alone): care ${(caught('care') * 100).toFixed(1)}%, block ${(caught('block') * 100).toFixed(1)}%, check-in ${(caught('check_in') * 100).toFixed(1)}%, harmless fired ${((final.filter(({ evalCase, outcome }) => (evalCase.expect === 'allow' || evalCase.expect === 'topic') && outcome).length / harmless) * 100).toFixed(1)}%`,
);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
