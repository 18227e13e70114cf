/*
 * `npm run bench:safety`: the safety pipeline on its labelled sets (eval/), per category and
 * language, for dev and holdout: how many cases, how many were handled right (recall on
 * unsafe cases, passed on harmless ones), the false-positive rate on harmless ones, the parent
 * alert rate, and the time per message. Writes eval/scorecard.json.
 *
 *   npm run bench:safety                 figures
 *   npm run bench:safety -- --misses     also the dev cases handled wrong (never the holdout's nor
 *                                        a fresh file's: rules are not written against them)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@kiddo/contracts';
import { type EvalCase, isAlert, isJailbreak, isRight, judgeCase, loadCases, type SetName } from '../eval/cases';
import { moderateText } from '../src';
import type { SafetyVerdict } from '../src/verdict';

const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];
const TIMING_ROUNDS = 5;
const folder = path.dirname(fileURLToPath(import.meta.url));

interface Outcome {
  evalCase: EvalCase;
  verdict: SafetyVerdict;
  right: boolean;
  times: number[];
}

function run(evalCase: EvalCase): Outcome {
  const verdict = judgeCase(evalCase);
  const times: number[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    const start = performance.now();
    judgeCase(evalCase);
    times.push(performance.now() - start);
  }
  return { evalCase, verdict, right: isRight(evalCase, verdict), times };
}

/** The group a case is counted in: its kind of expectation and category; jailbreaks apart. */
function groupOf(evalCase: EvalCase): string {
  if (isJailbreak(evalCase)) return 'jailbreak';
  if (evalCase.expect === 'allow') return 'benign';
  if (evalCase.expect === 'care') return `care/${evalCase.category}`;
  if (evalCase.expect === 'block') return `block/${evalCase.category}`;
  return evalCase.expect;
}

/** The headline groups the issue's targets are stated on. */
const HEADLINES: ReadonlyArray<{ name: string; target: number; includes: (evalCase: EvalCase) => boolean }> = [
  { name: 'care alerts', target: 0.99, includes: (c) => c.expect === 'care' && !isJailbreak(c) },
  { name: 'built-in categories', target: 0.95, includes: (c) => c.expect === 'block' && !isJailbreak(c) },
  { name: 'topic variants', target: 0.95, includes: (c) => c.expect === 'topic' && !isJailbreak(c) },
  { name: 'jailbreak wrappers', target: 0.9, includes: isJailbreak },
  { name: 'benign passed', target: 0.98, includes: (c) => c.expect === 'allow' },
  { name: 'check-ins', target: 0, includes: (c) => c.expect === 'check_in' },
  { name: 'profanity', target: 0, includes: (c) => c.expect === 'profanity' },
];

function quantile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

interface Figures {
  cases: number;
  right: number;
  rate: number | null;
  falsePositiveRate: number | null;
  alertRate: number | null;
  p50Ms: number;
  p99Ms: number;
}

function figuresOf(outcomes: readonly Outcome[]): Figures {
  const benign = outcomes.filter((o) => o.evalCase.expect === 'allow');
  const times = outcomes.flatMap((o) => o.times);
  const right = outcomes.filter((o) => o.right).length;
  return {
    cases: outcomes.length,
    right,
    rate: outcomes.length ? right / outcomes.length : null,
    falsePositiveRate: benign.length ? benign.filter((o) => o.verdict.blocked).length / benign.length : null,
    alertRate: outcomes.length ? outcomes.filter((o) => isAlert(o.verdict)).length / outcomes.length : null,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
  };
}

const pct = (value: number | null) => (value === null ? '    -' : `${(100 * value).toFixed(1)}%`.padStart(6));

function row(label: string, figures: Figures): string {
  return [
    label.padEnd(30),
    String(figures.cases).padStart(5),
    pct(figures.rate),
    pct(figures.falsePositiveRate),
    pct(figures.alertRate),
    figures.p50Ms.toFixed(3).padStart(7),
    figures.p99Ms.toFixed(3).padStart(7),
  ].join('  ');
}

const HEADER = `${'group'.padEnd(30)}  cases  right  FP     alerts  p50 ms  p99 ms`;

function report(title: string, outcomes: readonly Outcome[]) {
  console.log(`\n=== ${title}: ${outcomes.length} cases ===`);
  console.log('right = recall on unsafe cases (care: an urgent alert), passed on harmless ones');
  console.log(HEADER);
  const headlines: Record<string, Record<string, Figures>> = {};
  for (const headline of HEADLINES) {
    const all = outcomes.filter((o) => headline.includes(o.evalCase));
    if (all.length === 0) continue;
    headlines[headline.name] = { all: figuresOf(all) };
    const target = headline.target ? `  (target ${(100 * headline.target).toFixed(0)}%)` : '';
    console.log(`${row(headline.name, figuresOf(all))}${target}`);
    for (const language of LANGUAGES) {
      const part = all.filter((o) => o.evalCase.language === language);
      if (part.length) {
        headlines[headline.name]![language] = figuresOf(part);
        console.log(row(`  ${language}`, figuresOf(part)));
      }
    }
  }
  console.log(`\n${HEADER}`);
  const groups: Record<string, Record<string, Figures>> = {};
  for (const group of [...new Set(outcomes.map((o) => groupOf(o.evalCase)))].sort()) {
    groups[group] = {};
    for (const language of LANGUAGES) {
      const part = outcomes.filter((o) => groupOf(o.evalCase) === group && o.evalCase.language === language);
      if (part.length === 0) continue;
      groups[group][language] = figuresOf(part);
      console.log(row(`${group} ${language}`, figuresOf(part)));
    }
  }
  const total = figuresOf(outcomes);
  console.log(row('all', total));
  return { headlines, groups, total };
}

/**
 * p50/p99 of texts of a given length, made of the sets' own messages (varied, realistic words),
 * with two of the parent's topics. One warm-up pass first (lexicons, emoji names and word lists
 * load on first use, once per process), then three timed passes over 400 texts.
 */
function timingAt(length: number, cases: readonly EvalCase[]) {
  const texts = Array.from({ length: 400 }, (_, index) => {
    let text = '';
    for (let offset = 0; text.length < length; offset += 1)
      text += `${cases[(index * 7 + offset) % cases.length]!.text} `;
    return { text: text.slice(0, length), language: cases[index % cases.length]!.language };
  });
  const options = (language: Language) => ({ blockedTopics: ['dinossauros', 'futebol'], language });
  for (const { text, language } of texts) moderateText(text, options(language));
  const times: number[] = [];
  for (let pass = 0; pass < 3; pass += 1) {
    for (const { text, language } of texts) {
      const start = performance.now();
      moderateText(text, options(language));
      times.push(performance.now() - start);
    }
  }
  return { p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
}

const scorecard: Record<string, unknown> = { generatedAt: new Date().toISOString() };
const allCases: EvalCase[] = [];
for (const set of ['dev', 'holdout'] as const) {
  const cases = loadCases(set);
  allCases.push(...cases);
  // One warm-up pass: the lexicons and word lists load on first use.
  for (const evalCase of cases.slice(0, 50)) judgeCase(evalCase);
  const outcomes = cases.map(run);
  scorecard[set] = report(set, outcomes);
  // Dev cases from helpers, apart: those the rules were written against, and those that have just
  // arrived (`-fresh-`), as unseen as the holdout until rules are written against them.
  const fromHelpers = set === 'dev' ? outcomes.filter((outcome) => outcome.evalCase.author === 'helper') : [];
  const fresh = fromHelpers.filter((outcome) => outcome.evalCase.fresh);
  if (fromHelpers.length > fresh.length)
    scorecard.devFromHelpers = report(
      'dev written by helpers, rules written against it' as SetName,
      fromHelpers.filter((outcome) => !outcome.evalCase.fresh),
    );
  if (fresh.length > 0)
    scorecard.devFresh = report('dev just arrived from helpers, no rule written against it yet' as SetName, fresh);
  if (set === 'dev' && process.argv.includes('--misses')) {
    console.log('\n--- dev cases handled wrong ---');
    // Fresh files stay unseen: their misses are not listed until they are renamed `-helper-`.
    for (const o of outcomes.filter((outcome) => !outcome.right && !outcome.evalCase.fresh)) {
      const { evalCase: c, verdict: v } = o;
      console.log(
        `${c.id} [${c.expect}${c.category ? `/${c.category}` : ''}] ${JSON.stringify(c.text)}${c.blockedTopics.length ? ` topics=${JSON.stringify(c.blockedTopics)}` : ''}${c.context.length ? ` context=${JSON.stringify(c.context)}` : ''} → ${v.blocked ? `${v.category} (${v.alert}, ${v.matched})` : 'allowed'}`,
      );
    }
  }
}
const timing = { chars500: timingAt(500, allCases), chars2000: timingAt(2000, allCases) };
scorecard.timing = timing;
console.log(
  `\ntiming: 500 characters p50 ${timing.chars500.p50Ms.toFixed(3)} ms, p99 ${timing.chars500.p99Ms.toFixed(3)} ms (target 2 ms); ` +
    `2,000 characters p50 ${timing.chars2000.p50Ms.toFixed(3)} ms, p99 ${timing.chars2000.p99Ms.toFixed(3)} ms (target 5 ms)`,
);
const file = path.join(folder, '..', 'eval', 'scorecard.json');
writeFileSync(file, `${JSON.stringify(scorecard, null, 2)}\n`);
console.log(`scorecard: ${path.relative(process.cwd(), file)}`);
