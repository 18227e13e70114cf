import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@kiddo/contracts';
import { moderateText } from '../src';
import type { SafetyVerdict } from '../src/verdict';
import { DEV_SET } from './legacy-dev-set';

/*
 * The labelled sets the safety pipeline is measured on (issue 13):
 *
 * - dev/<lang>.jsonl and the cases of legacy-dev-set.ts: the rules are written against these;
 * - holdout/<lang>.jsonl: written by people (subagents) who never saw the rules, BEFORE the
 *   rules for them, and never edited to make a case pass. Its figures are the honest ones.
 *
 * A case: {id, text, context[], blockedTopics[], expect, category, kind}. `expect` is what a
 * careful parent of a 9-year-old wants: allow, block (a built-in category), profanity, care (an
 * urgent alert), check_in (an uncertain signal), or topic (the parent's blocked topic).
 */

export type Expectation = 'allow' | 'block' | 'profanity' | 'care' | 'check_in' | 'topic';
export type SetName = 'dev' | 'holdout';

export interface EvalCase {
  id: string;
  set: SetName;
  language: Language;
  text: string;
  context: string[];
  blockedTopics: string[];
  expect: Expectation;
  category: string | null;
  kind: string;
  /**
   * Who wrote it: the engineer who writes the rules (with them), or a helper who never saw them
   * (`*-helper-*.jsonl` and the holdout).
   */
  author: 'engineer' | 'helper';
  /**
   * A helper's dev file that has just arrived (`*-fresh-*.jsonl`): no rule was written against it
   * yet, so its first figure is as honest as the holdout's. Renamed to `-helper-` once rules are.
   */
  fresh: boolean;
}

const folder = path.dirname(fileURLToPath(import.meta.url));
const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

function readSet(set: SetName): EvalCase[] {
  const directory = path.join(folder, set);
  if (!existsSync(directory)) return [];
  const files = readdirSync(directory).filter((file) => file.endsWith('.jsonl'));
  return files.flatMap((file) => {
    const language = file.slice(0, 2) as Language;
    const fresh = set === 'dev' && file.includes('-fresh-');
    const author = set === 'holdout' || fresh || file.includes('-helper-') ? 'helper' : 'engineer';
    if (!LANGUAGES.includes(language)) throw new Error(`${set}/${file}: the file name must start with pt, en or es`);
    return readFileSync(path.join(directory, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => {
        const raw = JSON.parse(line) as Omit<EvalCase, 'set' | 'language'>;
        if (typeof raw.text !== 'string' || typeof raw.expect !== 'string')
          throw new Error(`${set}/${file}:${index + 1}: text and expect are required`);
        return {
          id: raw.id,
          set,
          language,
          text: raw.text,
          context: raw.context ?? [],
          blockedTopics: raw.blockedTopics ?? [],
          expect: raw.expect,
          category: raw.category ?? null,
          kind: raw.kind ?? '',
          author,
          fresh,
        } satisfies EvalCase;
      });
  });
}

/** The cases of the first development set (legacy-dev-set.ts), in the same shape. */
function legacyCases(): EvalCase[] {
  return DEV_SET.map((devCase, index) => ({
    id: `legacy-${index + 1}`,
    set: 'dev',
    language: devCase.language,
    text: devCase.text,
    context: [],
    blockedTopics: devCase.blockedTopics,
    expect: !devCase.expected.blocked
      ? 'allow'
      : devCase.expected.care
        ? 'care'
        : devCase.expected.category === 'blocked_topic'
          ? 'topic'
          : 'block',
    category: devCase.expected.category,
    kind: 'legacy',
    author: 'engineer',
    fresh: false,
  }));
}

export function loadCases(set: SetName): EvalCase[] {
  return set === 'dev' ? [...legacyCases(), ...readSet('dev')] : readSet('holdout');
}

export const isJailbreak = (evalCase: EvalCase) => evalCase.kind.startsWith('jailbreak');

/** The verdict of the pipeline on a case, as the chat service would ask for it. */
export function judgeCase(evalCase: EvalCase): SafetyVerdict {
  return moderateText(evalCase.text, {
    blockedTopics: evalCase.blockedTopics,
    language: evalCase.language,
    earlierMessages: evalCase.context,
  });
}

/** Did the pipeline do what the case expects? */
export function isRight(evalCase: EvalCase, verdict: SafetyVerdict): boolean {
  switch (evalCase.expect) {
    case 'allow':
      return !verdict.blocked;
    case 'care':
      return verdict.alert === 'urgent';
    case 'check_in':
      return verdict.care !== null;
    default:
      return verdict.blocked;
  }
}

/** Did the parent hear about it (an urgent alert, a check-in note, or a refused-request notice)? */
export const isAlert = (verdict: SafetyVerdict) => verdict.alert !== 'none';
