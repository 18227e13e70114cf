/*
 * The child-safety pipeline: checks every child message and every model reply, whatever the
 * AI provider. Pure TypeScript, no network, no database. See README.md for the layers.
 */
export type { BlockedTopicInput } from './blocked-topics';
export { careMessage, checkInMessage } from './care-message';
export { CONTEXT_MESSAGES, type ModerationOptions, moderateText } from './moderate-text';
export { createPromptLeakCheck } from './prompt-leak';
export { redirectMessage } from './redirect-message';
export { type ExpandedTopic, expandTopic } from './topic-concepts';
export { type AlertLevel, CARE_KINDS, type CareKind, type SafetyVerdict } from './verdict';
