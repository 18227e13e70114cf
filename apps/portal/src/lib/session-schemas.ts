/*
 * The schemas that check the session's answers, in a chunk of their own: a visitor without a
 * stored session never needs them, so the landing loads no zod (docs/decisions/008-web-performance.md).
 * Import them through `loadSessionSchemas`, never statically, or they come back into the main chunk.
 */
export { userResponseSchema, userSchema, validateResponseSchema } from '@kiddo/contracts';
