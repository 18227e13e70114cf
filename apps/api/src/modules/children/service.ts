import { randomBytes } from 'node:crypto';
import {
  type Child,
  type createChildBodySchema,
  DEFAULT_TIME_ZONE,
  isChildAgeAllowed,
  type ParentalControls,
  todayIn,
  type updateChildBodySchema,
} from '@kiddo/contracts';
import { expandTopic } from '@kiddo/safety';
import type { z } from 'zod';
import type { AppDeps } from '../../app';
import { type ChildRow, findOwnedChild } from '../../core/authorization';
import { childProfileLimit, currentPlan } from '../../core/plans';
import { deleteChildSessions } from '../../core/sessions';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/passwords';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import { normalizeAvatar } from './avatar-image';
import { toChild } from './child-view';
import * as repo from './repository';

type CreateChildInput = z.output<typeof createChildBodySchema>;
type UpdateChildInput = z.output<typeof updateChildBodySchema>;

/**
 * What each blocked topic also blocks (issue 13). A topic saved before keeps its terms (the
 * concept table may change; a child's filter must not change silently); a new topic gets its
 * concept's terms; a list the parent sent for a topic can only remove terms, not add any.
 */
export function blockedTopicTermsFor(
  topics: readonly string[],
  requested: Record<string, string[]> | undefined,
  stored: Readonly<Record<string, string[]>>,
): Record<string, string[]> {
  const terms: Record<string, string[]> = {};
  for (const topic of topics) {
    const known = stored[topic] ?? expandTopic(topic).terms;
    const wanted = requested?.[topic];
    if (wanted === undefined) {
      terms[topic] = [...known];
      continue;
    }
    const allowed = new Set([...known, ...expandTopic(topic).terms]);
    terms[topic] = [...new Set(wanted.map((term) => term.trim()))].filter((term) => allowed.has(term));
  }
  return terms;
}

/** spec §3 snake_case controls → the table's columns; only the keys that were sent. */
function controlsChanges(
  controls: Partial<ParentalControls>,
  stored?: Pick<repo.ControlsRow, 'blockedTopics' | 'blockedTopicTerms'>,
): repo.ControlsChanges {
  const touchesTopics = controls.blocked_topics !== undefined || controls.blocked_topic_terms !== undefined;
  const changes: repo.ControlsChanges = {
    audioEnabled: controls.audio_enabled,
    voiceQuality: controls.voice_quality,
    responseComplexity: controls.response_complexity,
    maxDailyChats: controls.max_daily_chats,
    maxMessageLength: controls.max_message_length,
    interestTopics: controls.interest_topics,
    favoriteTopics: controls.favorite_topics,
    blockedTopics: controls.blocked_topics,
    blockedTopicTerms: touchesTopics
      ? blockedTopicTermsFor(
          controls.blocked_topics ?? stored?.blockedTopics ?? [],
          controls.blocked_topic_terms,
          stored?.blockedTopicTerms ?? {},
        )
      : undefined,
    timeRestrictions: controls.time_restrictions,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/**
 * Child profiles and their parental controls, as the parent manages them (spec §2 /children,
 * §7 Children). Every call first proves the child is the caller's (findOwnedChild).
 */
export function createChildrenService(deps: AppDeps) {
  const { db } = deps;
  /**
   * Removes a file whose row is already gone or changed. The store may be a bucket across the
   * network: if it fails, the request still succeeds (the change is done) and the orphan is logged.
   */
  const deleteStoredFile = (key: string) =>
    deps.storage.delete(key).catch((error) => deps.logger.warn({ err: error, key }, 'avatar file left behind'));

  async function view(child: ChildRow, controls?: repo.ControlsRow, timeZone?: string): Promise<Child> {
    const row = controls ?? (await repo.findControls(db, [child.id])).get(child.id);
    if (!row) throw new Error(`controls of ${child.id} missing`);
    return toChild(child, row, {
      chatUrl: deps.config.chatUrl,
      openAccessToken: (sealed) => deps.accessLinkBox.open(sealed),
      timeZone: timeZone ?? (await repo.findParentTimeZone(db, child.parentId)) ?? DEFAULT_TIME_ZONE,
      now: deps.now(),
    });
  }

  function assertAge(birthDate: string, timeZone: string) {
    if (!isChildAgeAllowed(birthDate, todayIn(timeZone, deps.now()))) {
      throw new AppError('validation_error', { fields: { birth_date: 'validation.child_age' } });
    }
  }

  /** Audio is a Super Kiddo feature (spec §6): turning it on without the plan is refused. */
  async function assertAudioAllowed(
    executor: Executor,
    parentId: string,
    controls: Partial<ParentalControls> | undefined,
  ) {
    if (controls?.audio_enabled === true && (await currentPlan(executor, parentId, deps.now())) !== 'pro') {
      throw new AppError('pro_required', { fields: { audio_enabled: 'errors.pro_required' } });
    }
  }

  function newAccessToken() {
    const token = createSecureToken();
    return { accessTokenHash: hashToken(token), accessTokenSealed: deps.accessLinkBox.seal(token) };
  }

  return {
    async list(parentId: string): Promise<Child[]> {
      const rows = await repo.listChildren(db, parentId);
      const controls = await repo.findControls(
        db,
        rows.map((row) => row.id),
      );
      const timeZone = (await repo.findParentTimeZone(db, parentId)) ?? DEFAULT_TIME_ZONE;
      return Promise.all(rows.map((row) => view(row, controls.get(row.id), timeZone)));
    },

    async get(parentId: string, childId: string): Promise<Child> {
      return view(await findOwnedChild(db, parentId, childId));
    },

    async create(parentId: string, input: CreateChildInput): Promise<Child> {
      const { name, birth_date, username, password, child_language, language: _language, ...controls } = input;
      assertUncommonPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      const now = deps.now();
      const { child, controlsRow } = await db.transaction(async (tx) => {
        const parent = await repo.lockParent(tx, parentId);
        if (!parent) throw new AppError('unauthorized');
        assertAge(birth_date, parent.timeZone);
        await assertAudioAllowed(tx, parentId, controls);
        const limit = childProfileLimit(await currentPlan(tx, parentId, deps.now()));
        if ((await repo.countChildren(tx, parentId)) >= limit) throw new AppError('profile_limit');
        const inserted = await repo.insertChild(tx, {
          parentId,
          name,
          username,
          passwordHash,
          birthDate: birth_date,
          language: child_language,
          ...newAccessToken(),
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) throw new AppError('username_taken', { fields: { username: 'errors.username_taken' } });
        const controlsRow = await repo.insertControls(tx, inserted.id, controlsChanges(controls));
        return { child: inserted, controlsRow };
      });
      return view(child, controlsRow);
    },

    async update(parentId: string, childId: string, input: UpdateChildInput): Promise<Child> {
      const now = deps.now();
      const updated = await db.transaction(async (tx) => {
        const child = await findOwnedChild(tx, parentId, childId, { forUpdate: true });
        if (input.birth_date !== undefined && input.birth_date !== child.birthDate) {
          assertAge(input.birth_date, (await repo.findParentTimeZone(tx, parentId)) ?? DEFAULT_TIME_ZONE);
        }
        await assertAudioAllowed(tx, parentId, input.parental_controls);
        if (
          input.username !== undefined &&
          input.username !== child.username &&
          (await repo.isUsernameTaken(tx, parentId, input.username))
        ) {
          throw new AppError('username_taken', { fields: { username: 'errors.username_taken' } });
        }
        const row = await repo.updateChild(tx, child.id, {
          name: input.name,
          birthDate: input.birth_date,
          username: input.username,
          language: input.child_language,
          updatedAt: now,
        });
        const stored = (await repo.findControls(tx, [child.id])).get(child.id);
        const changes = controlsChanges(input.parental_controls ?? {}, stored);
        if (Object.keys(changes).length > 0) await repo.updateControls(tx, child.id, changes, now);
        return row;
      });
      return view(updated);
    },

    async updateControls(parentId: string, childId: string, controls: Partial<ParentalControls>): Promise<Child> {
      const now = deps.now();
      const child = await db.transaction(async (tx) => {
        const owned = await findOwnedChild(tx, parentId, childId, { forUpdate: true });
        await assertAudioAllowed(tx, parentId, controls);
        const stored = (await repo.findControls(tx, [owned.id])).get(owned.id);
        const changes = controlsChanges(controls, stored);
        if (Object.keys(changes).length > 0) {
          await repo.updateControls(tx, owned.id, changes, now);
          return repo.updateChild(tx, owned.id, { updatedAt: now });
        }
        return owned;
      });
      return view(child);
    },

    /** A new password signs the child out of the chat site everywhere. */
    async changePassword(parentId: string, childId: string, newPassword: string) {
      assertUncommonPassword(newPassword, 'new_password');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const child = await findOwnedChild(tx, parentId, childId, { forUpdate: true });
        await repo.updateChild(tx, child.id, { passwordHash, updatedAt: deps.now() });
        await deleteChildSessions(tx, child.id);
      });
    },

    /** A new access link: the old one stops working at once, and sessions opened with it end. */
    async regenerateAccessLink(parentId: string, childId: string): Promise<Child> {
      const child = await db.transaction(async (tx) => {
        const owned = await findOwnedChild(tx, parentId, childId, { forUpdate: true });
        await deleteChildSessions(tx, owned.id);
        return repo.updateChild(tx, owned.id, { ...newAccessToken(), updatedAt: deps.now() });
      });
      return view(child);
    },

    async remove(parentId: string, childId: string) {
      const child = await findOwnedChild(db, parentId, childId);
      await repo.deleteChild(db, child.id);
      if (child.avatarKey) await deleteStoredFile(child.avatarKey);
    },

    /** Stores a re-encoded avatar; the previous file is removed once the new one is in place. */
    async setAvatar(parentId: string, childId: string, upload: Buffer): Promise<Child> {
      await findOwnedChild(db, parentId, childId);
      const image = await normalizeAvatar(upload);
      const key = `avatars/${childId}-${randomBytes(9).toString('base64url')}.jpg`;
      await deps.storage.put(key, image, 'image/jpeg');
      const { previous, child } = await db
        .transaction(async (tx) => {
          const owned = await findOwnedChild(tx, parentId, childId, { forUpdate: true });
          const row = await repo.updateChild(tx, owned.id, { avatarKey: key, updatedAt: deps.now() });
          return { previous: owned.avatarKey, child: row };
        })
        .catch(async (error) => {
          await deleteStoredFile(key); // the child went away meanwhile: leave no orphan file
          throw error;
        });
      if (previous) await deleteStoredFile(previous);
      return view(child);
    },

    async removeAvatar(parentId: string, childId: string): Promise<Child> {
      const { previous, child } = await db.transaction(async (tx) => {
        const owned = await findOwnedChild(tx, parentId, childId, { forUpdate: true });
        const row = await repo.updateChild(tx, owned.id, { avatarKey: null, updatedAt: deps.now() });
        return { previous: owned.avatarKey, child: row };
      });
      if (previous) await deleteStoredFile(previous);
      return view(child);
    },
  };
}
