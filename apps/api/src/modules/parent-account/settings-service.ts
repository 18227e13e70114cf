import { settingsOf, type UpdateSettingsBody } from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { currentPlan } from '../../core/plans';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';
import { toUser } from './user-view';

/** The parent's own preferences: name, language, theme, font size, notifications. */
export function createSettingsService(deps: AppDeps) {
  const { db } = deps;

  async function read(parentId: string) {
    const parent = await repo.findParentById(db, parentId);
    if (!parent) throw new AppError('unauthorized');
    const user = toUser(parent, await repo.findSettings(db, parentId), await currentPlan(db, parentId, deps.now()));
    return { settings: settingsOf(user), user };
  }

  return {
    read,

    async update(parentId: string, changes: UpdateSettingsBody) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        if (changes.name !== undefined || changes.language !== undefined) {
          await repo.updateParent(tx, parentId, { name: changes.name, language: changes.language, now });
        }
        const n = changes.notifications;
        const values = {
          theme: changes.theme,
          fontSize: changes.font_size,
          notifyEmail: n?.email,
          notifyInApp: n?.in_app,
          notifyLowTokens: n?.low_tokens,
          notifyDailyDigest: n?.daily_digest,
        };
        const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
        if (Object.keys(defined).length > 0) await repo.updateSettings(tx, parentId, defined, now);
      });
      return read(parentId);
    },
  };
}
