import type { SafetyCategory } from '@kiddo/contracts';
import type { CareKind } from '../verdict';

/** One curated rule: patterns in pt, en and es that mean the same thing (see phrase-pattern.ts). */
export interface PhraseRule {
  /** Stable name shown to the parent as what matched, e.g. "violence/weapon-making". */
  id: string;
  category: SafetyCategory;
  /** Set on disclosures: the child gets the scripted caring answer instead of a redirect. */
  care?: CareKind;
  patterns: readonly string[];
}
