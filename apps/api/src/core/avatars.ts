import { createHash } from 'node:crypto';
import type { ChildRow } from './authorization';

/**
 * The avatar a child shows: the uploaded image, or one generated from the name. The generated
 * one's URL carries a hash of the name, not the name.
 */
export function avatarUrl(child: Pick<ChildRow, 'avatarKey' | 'name'>): string {
  if (child.avatarKey) return `/api/uploads/${child.avatarKey}`;
  const seed = createHash('sha256').update(child.name.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `/api/avatars/generated/${seed}.svg`;
}
