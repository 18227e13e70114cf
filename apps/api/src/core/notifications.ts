import { type Language, resolveLanguage, type SafetyCategory } from '@kiddo/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app';
import type { Executor } from '../db/database';
import { notifications, parentSettings, parents } from '../db/schema';
import { type NotificationMailKind, renderNotificationMail } from '../i18n/mail-templates';

export type NotificationKind = 'safety' | 'care' | 'low_tokens' | 'subscription';
export type NotificationRow = typeof notifications.$inferSelect;

const CATEGORY_LABELS: Record<Language, Record<SafetyCategory, string>> = {
  pt: {
    blocked_topic: 'um tema que você bloqueou',
    sexual: 'conteúdo sexual',
    violence: 'armas ou violência',
    drugs: 'drogas ou álcool',
    self_harm: 'autolesão',
    abuse: 'abuso',
    hate: 'ódio ou bullying',
    illegal: 'atos ilegais',
    personal_data: 'dados pessoais',
  },
  en: {
    blocked_topic: 'a topic you blocked',
    sexual: 'sexual content',
    violence: 'weapons or violence',
    drugs: 'drugs or alcohol',
    self_harm: 'self-harm',
    abuse: 'abuse',
    hate: 'hate or bullying',
    illegal: 'illegal acts',
    personal_data: 'personal data',
  },
  es: {
    blocked_topic: 'un tema que bloqueaste',
    sexual: 'contenido sexual',
    violence: 'armas o violencia',
    drugs: 'drogas o alcohol',
    self_harm: 'autolesión',
    abuse: 'abuso',
    hate: 'odio o acoso',
    illegal: 'actos ilegales',
    personal_data: 'datos personales',
  },
};

/** Records a notification for the parent (in the caller's transaction). */
export async function recordNotification(
  db: Executor,
  input: {
    parentId: string;
    childId?: string | null;
    kind: NotificationKind;
    data: NotificationRow['data'];
    isUrgent?: boolean;
    now: Date;
  },
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      parentId: input.parentId,
      childId: input.childId ?? null,
      kind: input.kind,
      data: input.data,
      isUrgent: input.isUrgent ?? false,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/**
 * E-mails a notification when the parent's settings ask for it — an urgent care case always.
 * Called after the transaction that recorded it commits; a failed send is logged, not thrown.
 */
export async function mailNotification(deps: AppDeps, notification: NotificationRow) {
  try {
    const [parent] = await deps.db
      .select({
        email: parents.email,
        language: parents.language,
        notifyEmail: parentSettings.notifyEmail,
        notifyLowTokens: parentSettings.notifyLowTokens,
      })
      .from(parents)
      .leftJoin(parentSettings, eq(parentSettings.parentId, parents.id))
      .where(eq(parents.id, notification.parentId))
      .limit(1);
    if (!parent) return;
    const wantsEmail = parent.notifyEmail ?? true;
    const wanted =
      notification.kind === 'care' ||
      (notification.kind === 'low_tokens' && wantsEmail && (parent.notifyLowTokens ?? true)) ||
      (notification.kind === 'safety' && wantsEmail);
    if (!wanted || notification.kind === 'subscription') return;

    const language = resolveLanguage(parent.language);
    const data = notification.data;
    const page =
      notification.kind === 'low_tokens' ? '/subscription' : data.childId ? `/history/${data.childId}` : '/dashboard';
    await deps.mailer.send(
      renderNotificationMail(notification.kind as NotificationMailKind, {
        to: parent.email,
        language,
        link: `${deps.config.publicUrl}${page}`,
        facts: {
          childName: typeof data.childName === 'string' ? data.childName : undefined,
          careKind: typeof data.careKind === 'string' ? data.careKind : undefined,
          tokens: typeof data.tokens === 'number' ? data.tokens : undefined,
          categoryLabel:
            typeof data.category === 'string' ? CATEGORY_LABELS[language][data.category as SafetyCategory] : undefined,
        },
      }),
    );
    await deps.db.update(notifications).set({ emailedAt: deps.now() }).where(eq(notifications.id, notification.id));
  } catch (error) {
    deps.logger.error({ err: error, notification: notification.id }, 'could not e-mail a notification');
  }
}
