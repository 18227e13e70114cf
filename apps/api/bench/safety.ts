/*
 * Runs the safety layer's development set and prints, per language and overall: how many
 * cases, the block rate on positives, the false-positive rate on negatives, the category
 * accuracy on positives, and the mean / p99 time of moderateText.
 *
 *   npx tsx apps/api/bench/safety.ts        (from the repository root)
 */
import type { Language } from '@kiddo/contracts';
import { moderateText } from '../src/modules/chat/safety/index';
import { DEV_SET, type DevCase } from '../test/safety/dev-set';

const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];
/** Each case is timed this many times (after one warm-up pass), so the p99 is not one noisy sample. */
const TIMING_ROUNDS = 20;
const LONG_TEXT_LENGTH = 2000;

interface Outcome {
  devCase: DevCase;
  blocked: boolean;
  isCategoryRight: boolean;
  times: number[];
}

function runCase(devCase: DevCase): Outcome {
  const options = { blockedTopics: devCase.blockedTopics };
  const verdict = moderateText(devCase.text, options);
  const times: number[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    const start = performance.now();
    moderateText(devCase.text, options);
    times.push(performance.now() - start);
  }
  return {
    devCase,
    blocked: verdict.blocked,
    isCategoryRight: verdict.category === devCase.expected.category && verdict.care === devCase.expected.care,
    times,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '   n/a' : `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

function quantile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function timing(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, time) => sum + time, 0) / Math.max(1, sorted.length);
  return `mean ${mean.toFixed(3)} ms  p99 ${quantile(sorted, 0.99).toFixed(3)} ms`;
}

function summaryLine(label: string, outcomes: readonly Outcome[]): string {
  const positives = outcomes.filter((outcome) => outcome.devCase.expected.blocked);
  const negatives = outcomes.filter((outcome) => !outcome.devCase.expected.blocked);
  const blockedPositives = positives.filter((outcome) => outcome.blocked).length;
  const falsePositives = negatives.filter((outcome) => outcome.blocked).length;
  const rightCategories = positives.filter((outcome) => outcome.isCategoryRight).length;
  return [
    label.padEnd(8),
    `count ${String(outcomes.length).padStart(3)} (${positives.length} pos / ${negatives.length} neg)`,
    `block rate ${percent(blockedPositives, positives.length)}`,
    `false positives ${percent(falsePositives, negatives.length)}`,
    `category accuracy ${percent(rightCategories, positives.length)}`,
    timing(outcomes.flatMap((outcome) => outcome.times)),
  ].join('  ');
}

/** A 2000-character child-like text, the size the layer promises to check in under a millisecond. */
function longText(language: Language): string {
  const sentences: Record<Language, string> = {
    pt: 'Hoje na escola a professora falou dos vulcões e dos dinossauros, e eu quero saber mais sobre o espaço. ',
    en: 'Today at school our teacher told us about volcanoes and dinosaurs, and I want to learn more about space. ',
    es: 'Hoy en el colegio la profesora nos habló de los volcanes y los dinosaurios, y quiero saber más del espacio. ',
  };
  return sentences[language]
    .repeat(Math.ceil(LONG_TEXT_LENGTH / sentences[language].length))
    .slice(0, LONG_TEXT_LENGTH);
}

/**
 * Times 2000-character texts, each one different: "plain" puts a running number before the
 * text; "disguised" glues it to the last word ("espa12"), which sends the text down the slower
 * path that also decodes leetspeak. CPU time is printed too: on a busy machine the wall clock
 * also counts the time the process waited for a core.
 */
function timeLongTexts(label: string, variant: (text: string, round: number) => string): string {
  const times: number[] = [];
  let cpuMicroseconds = 0;
  const options = { blockedTopics: ['futebol', 'filmes de terror', 'armas'] };
  for (const language of LANGUAGES) {
    const text = longText(language);
    for (let round = 0; round < 100; round += 1) moderateText(variant(text, round), options);
    for (let round = 0; round < 300; round += 1) {
      const input = variant(text, round);
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      moderateText(input, options);
      times.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuMicroseconds += cpu.user + cpu.system;
    }
  }
  const median = quantile(
    [...times].sort((a, b) => a - b),
    0.5,
  );
  const cpuMean = (cpuMicroseconds / 1000 / times.length).toFixed(3);
  return `${label.padEnd(20)}  count ${times.length}  ${timing(times)}  median ${median.toFixed(3)} ms  cpu mean ${cpuMean} ms`;
}

function main() {
  // One warm-up pass compiles the regular expressions and fills the stem cache, as a running server would.
  for (const devCase of DEV_SET) moderateText(devCase.text, { blockedTopics: devCase.blockedTopics });
  const outcomes = DEV_SET.map(runCase);

  console.log('Kiddo safety layer — development set');
  for (const language of LANGUAGES) {
    console.log(
      summaryLine(
        language,
        outcomes.filter((outcome) => outcome.devCase.language === language),
      ),
    );
  }
  console.log(summaryLine('overall', outcomes));
  console.log('\nmoderateText on 2000-character texts');
  console.log(timeLongTexts('plain', (text, round) => `${round} ${text}`.slice(0, LONG_TEXT_LENGTH)));
  console.log(timeLongTexts('disguised', (text, round) => `${text.slice(0, -String(round).length)}${round}`));

  const misses = outcomes.filter(
    (outcome) => outcome.blocked !== outcome.devCase.expected.blocked || (outcome.blocked && !outcome.isCategoryRight),
  );
  if (misses.length > 0) {
    console.log(`\n${misses.length} case(s) not as labelled:`);
    for (const { devCase } of misses) {
      const verdict = moderateText(devCase.text, { blockedTopics: devCase.blockedTopics });
      console.log(
        `  [${devCase.language}] ${JSON.stringify(devCase.text)} expected ${devCase.expected.category ?? 'allowed'}` +
          `${devCase.expected.care ? ` (care)` : ''}, got ${verdict.category ?? 'allowed'}${verdict.care ? ' (care)' : ''}` +
          `${verdict.matched ? ` by ${verdict.matched}` : ''}`,
      );
    }
  }
}

main();
