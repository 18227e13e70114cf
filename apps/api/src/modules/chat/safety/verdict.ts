import type { SafetyCategory } from '@kiddo/contracts';

/** A disclosure that is answered by a scripted, caring message instead of a redirect. */
export type CareKind = 'self_harm' | 'abuse';

export interface SafetyVerdict {
  /** True → the message is not answered by the model. */
  blocked: boolean;
  /** Why; 'blocked_topic' for the parent's list. */
  category: SafetyCategory | null;
  /** A disclosure that needs a caring scripted answer (then blocked is true too, category 'self_harm' or 'abuse'). */
  care: CareKind | null;
  /** The blocked topic or the rule that matched (for the parent's view), never shown to the child. */
  matched: string | null;
}

export const ALLOWED_VERDICT: SafetyVerdict = Object.freeze({
  blocked: false,
  category: null,
  care: null,
  matched: null,
});
