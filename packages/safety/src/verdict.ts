import type { SafetyCategory } from '@kiddo/contracts';

/** A disclosure that is answered by a scripted, caring message instead of a redirect. */
export type CareKind = 'self_harm' | 'abuse' | 'bullying' | 'grooming' | 'running_away' | 'eating_disorder';

export const CARE_KINDS: readonly CareKind[] = [
  'self_harm',
  'abuse',
  'bullying',
  'grooming',
  'running_away',
  'eating_disorder',
];

/**
 * What the parent hears of a verdict: `urgent` for a disclosure (always e-mailed), `check_in`
 * for an uncertain care signal (a quiet note), `notice` for a refused unsafe request, `none`
 * for what needs no parent (profanity gets a gentle redirect only; an allowed message).
 */
export type AlertLevel = 'urgent' | 'check_in' | 'notice' | 'none';

export interface SafetyVerdict {
  /** True → the message is not answered by the model (a scripted reply instead). */
  blocked: boolean;
  /** Why; 'blocked_topic' for the parent's list; the care kind for a disclosure. */
  category: SafetyCategory | null;
  /** A disclosure (or, with alert 'check_in', an uncertain signal) that needs a caring scripted answer. */
  care: CareKind | null;
  alert: AlertLevel;
  /** The blocked topic or the rule that matched (for the parent's view), never shown to the child. */
  matched: string | null;
  /** Who decided: the rules of this package, or the guard model. */
  source: 'rules' | 'model';
}

export const ALLOWED_VERDICT: SafetyVerdict = Object.freeze({
  blocked: false,
  category: null,
  care: null,
  alert: 'none',
  matched: null,
  source: 'rules',
});
