import { type DeleteAccountBody, resolveLanguage } from '@kiddo/contracts';
import type { AppDeps } from '../../app';
import { findParentById } from '../../core/parents';
import { renderAccountDeletedMail } from '../../i18n/mail-templates';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import * as repo from './repository';

const DELETE_ATTEMPTS_WINDOW_MS = 15 * 60_000;
const MAX_DELETE_ATTEMPTS = 10;

/** The parent's data rights (LGPD/COPPA): a full export, and erasure of the account. */
export function createAccountDataService(deps: AppDeps) {
  const { db } = deps;

  return {
    /** Everything the service holds about the parent and their children, as one JSON document. */
    async export(parentId: string) {
      const all = await repo.loadEverything(db, parentId);
      if (!all) throw new AppError('unauthorized');
      const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
      return {
        exported_at: deps.now().toISOString(),
        account: {
          id: all.parent.id,
          name: all.parent.name,
          email: all.parent.email,
          language: all.parent.language,
          time_zone: all.parent.timeZone,
          tokens: all.parent.tokens,
          email_verified_at: iso(all.parent.emailVerifiedAt),
          terms_accepted_at: iso(all.parent.termsAcceptedAt),
          signed_in_with_google: all.parent.googleId !== null,
          created_at: iso(all.parent.createdAt),
        },
        settings: all.settings
          ? {
              theme: all.settings.theme,
              font_size: all.settings.fontSize,
              notifications: {
                email: all.settings.notifyEmail,
                in_app: all.settings.notifyInApp,
                low_tokens: all.settings.notifyLowTokens,
                daily_digest: all.settings.notifyDailyDigest,
              },
            }
          : null,
        children: all.children.map((child) => {
          const controls = all.controls.find((row) => row.childId === child.id);
          return {
            id: child.id,
            name: child.name,
            username: child.username,
            birth_date: child.birthDate,
            language: child.language,
            has_uploaded_avatar: child.avatarKey !== null,
            created_at: iso(child.createdAt),
            last_access_at: iso(child.lastAccessAt),
            parental_controls: controls
              ? {
                  audio_enabled: controls.audioEnabled,
                  voice_quality: controls.voiceQuality,
                  response_complexity: controls.responseComplexity,
                  max_daily_chats: controls.maxDailyChats,
                  max_message_length: controls.maxMessageLength,
                  interest_topics: controls.interestTopics,
                  favorite_topics: controls.favoriteTopics,
                  blocked_topics: controls.blockedTopics,
                  blocked_topic_terms: controls.blockedTopicTerms,
                  time_restrictions: controls.timeRestrictions,
                }
              : null,
            conversations: all.conversations
              .filter((chat) => chat.childId === child.id)
              .map((chat) => ({
                id: chat.id,
                title: chat.title,
                summary: chat.summary,
                category: chat.category,
                created_at: iso(chat.createdAt),
                messages: all.messages
                  .filter((line) => line.conversationId === chat.id)
                  .map((line) => ({
                    sender: line.sender,
                    content: line.content,
                    timestamp: iso(line.createdAt),
                    safety_category: line.safetyCategory,
                    tokens: line.tokenCost,
                  })),
              })),
          };
        }),
        token_ledger: all.ledger.map((row) => ({
          delta: row.delta,
          balance_after: row.balanceAfter,
          reason: row.reason,
          at: iso(row.createdAt),
        })),
        subscription: all.subscription
          ? {
              status: all.subscription.status,
              current_period_end: iso(all.subscription.currentPeriodEnd),
              cancel_at_period_end: all.subscription.cancelAtPeriodEnd,
            }
          : null,
        purchases: all.checkouts.map((row) => ({
          kind: row.kind,
          package_id: row.packageId,
          status: row.status,
          at: iso(row.createdAt),
        })),
        notifications: all.notifications.map((row) => ({
          kind: row.kind,
          data: row.data,
          urgent: row.isUrgent,
          at: iso(row.createdAt),
          read_at: iso(row.readAt),
        })),
      };
    },

    /**
     * Erases the account, confirmed by the password (or, for an account without one, by the
     * e-mail typed again). Files go after the rows; a confirmation goes to the old address.
     */
    async delete(parentId: string, input: DeleteAccountBody) {
      const parent = await findParentById(db, parentId);
      if (!parent) throw new AppError('unauthorized');
      const attempts = `delete-account:${parentId}`;
      if ((await deps.rateLimiter.count(attempts, DELETE_ATTEMPTS_WINDOW_MS)) >= MAX_DELETE_ATTEMPTS) {
        throw new AppError('rate_limited', { retryAfterSeconds: 900 });
      }
      if (parent.passwordHash) {
        if (!input.password || !(await verifyPassword(parent.passwordHash, input.password))) {
          await deps.rateLimiter.hit(attempts, DELETE_ATTEMPTS_WINDOW_MS);
          throw new AppError('invalid_current_password', { fields: { password: 'errors.invalid_current_password' } });
        }
      } else if (input.confirm_email !== parent.email) {
        throw new AppError('confirmation_mismatch', { fields: { confirm_email: 'errors.confirmation_mismatch' } });
      }

      const avatarKeys = await db.transaction(async (tx) => {
        const keys = await repo.avatarKeysOf(tx, parentId);
        await repo.deleteParent(tx, parentId, parent.email);
        return keys;
      });
      for (const key of avatarKeys)
        await deps.storage.delete(key).catch((error) => deps.logger.warn({ err: error }, 'avatar file left behind'));
      try {
        await deps.mailer.send(
          renderAccountDeletedMail({ to: parent.email, name: parent.name, language: resolveLanguage(parent.language) }),
        );
      } catch (error) {
        deps.logger.error({ err: error }, 'could not send the account deletion confirmation');
      }
    },
  };
}
