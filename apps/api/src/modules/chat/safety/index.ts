/*
 * The child-safety layer: checks every child message and every model reply, whatever the AI
 * provider. See README.md in this folder for the approach and its limits.
 */
export { careMessage } from './care-message';
export { moderateText } from './moderate-text';
export { redirectMessage } from './redirect-message';
export type { SafetyVerdict } from './verdict';
