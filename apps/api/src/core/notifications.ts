import {
  type Language,
  type Notification,
  type NotificationKind,
  resolveLanguage,
  type SafetyCategory,
} from '@kiddo/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app';
import type { Executor } from '../db/database';
import { notifications, parentSettings, parents } from '../db/schema';
import {
  type NotificationFacts,
  type NotificationMailKind,
  notificationText,
  renderNotificationMail,
} from '../i18n/mail-templates';

export type NotificationRow = typeof notifications.$inferSelect;

/** How a safety category reads for a parent, in each language. */
export const SAFETY_CATEGORY_LABELS: Record<Language, Record<SafetyCategory, string>> = {
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
    dangerous_challenge: 'um desafio perigoso',
    bullying: 'bullying',
    grooming: 'contato de estranhos',
    running_away: 'fugir de casa',
    eating_disorder: 'alimentação e corpo',
    profanity: 'palavrões',
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
    dangerous_challenge: 'a dangerous challenge',
    bullying: 'bullying',
    grooming: 'contact from strangers',
    running_away: 'running away',
    eating_disorder: 'eating and body image',
    profanity: 'swear words',
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
    dangerous_challenge: 'un reto peligroso',
    bullying: 'acoso escolar',
    grooming: 'contacto de desconocidos',
    running_away: 'escaparse de casa',
    eating_disorder: 'alimentación y cuerpo',
    profanity: 'palabrotas',
  },
};

/** The text a notification is told with: a check-in (an uncertain care signal, issue 13) has its own. */
function mailKindOf(notification: Pick<NotificationRow, 'kind' | 'data'>): NotificationMailKind {
  if (notification.kind === 'safety' && notification.data.alert === 'check_in') return 'check_in';
  return notification.kind as NotificationMailKind;
}

/** The portal page that shows what a notification is about. */
export function notificationLink(notification: Pick<NotificationRow, 'kind' | 'data'>): string {
  const { data } = notification;
  if (notification.kind === 'low_tokens' || notification.kind === 'subscription') return '/subscription';
  if (typeof data.childId !== 'string') return '/dashboard';
  return typeof data.conversationId === 'string'
    ? `/history/${data.childId}/conversations/${data.conversationId}`
    : `/history/${data.childId}`;
}

function notificationFacts(data: NotificationRow['data'], language: Language): NotificationFacts {
  return {
    childName: typeof data.childName === 'string' ? data.childName : undefined,
    careKind: typeof data.careKind === 'string' ? data.careKind : undefined,
    tokens: typeof data.tokens === 'number' ? data.tokens : undefined,
    categoryLabel:
      typeof data.category === 'string' && data.category in SAFETY_CATEGORY_LABELS[language]
        ? SAFETY_CATEGORY_LABELS[language][data.category as SafetyCategory]
        : undefined,
  };
}

const SUBSCRIPTION_TEXTS: Record<Language, Record<'started' | 'ended' | 'renewed', { title: string; text: string }>> = {
  pt: {
    started: {
      title: 'Bem-vindo ao Super Kiddo!',
      text: 'Sua assinatura está ativa: os tokens do mês já estão na sua conta e o áudio pode ser ligado.',
    },
    renewed: {
      title: 'Assinatura renovada',
      text: 'Sua assinatura Super Kiddo foi renovada e os tokens do mês foram adicionados.',
    },
    ended: {
      title: 'Sua assinatura terminou',
      text: 'O Super Kiddo terminou e o modo de áudio foi desligado. Seus tokens continuam na conta.',
    },
  },
  en: {
    started: {
      title: 'Welcome to Super Kiddo!',
      text: "Your subscription is active: this month's tokens are in your account and audio can be switched on.",
    },
    renewed: {
      title: 'Subscription renewed',
      text: "Your Super Kiddo subscription was renewed and this month's tokens were added.",
    },
    ended: {
      title: 'Your subscription ended',
      text: 'Super Kiddo ended and audio mode was switched off. Your tokens stay in your account.',
    },
  },
  es: {
    started: {
      title: '¡Bienvenido a Super Kiddo!',
      text: 'Tu suscripción está activa: los tokens del mes ya están en tu cuenta y puedes activar el audio.',
    },
    renewed: {
      title: 'Suscripción renovada',
      text: 'Tu suscripción Super Kiddo se renovó y se añadieron los tokens del mes.',
    },
    ended: {
      title: 'Tu suscripción terminó',
      text: 'Super Kiddo terminó y el modo de audio se desactivó. Tus tokens siguen en tu cuenta.',
    },
  },
};

/** A notification as the portal shows it, its words in the reader's language. */
export function toNotificationView(row: NotificationRow, childName: string | null, language: Language): Notification {
  const data: NotificationRow['data'] = { ...row.data, childName: childName ?? row.data.childName ?? null };
  let title: string;
  let text: string;
  if (row.kind === 'subscription') {
    const event = data.event === 'started' || data.event === 'renewed' ? data.event : 'ended';
    ({ title, text } = SUBSCRIPTION_TEXTS[language][event]);
  } else {
    const rendered = notificationText(mailKindOf(row), language, notificationFacts(data, language));
    title = rendered.subject;
    text = rendered.body;
  }
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    child_id: row.childId,
    child_name: typeof data.childName === 'string' ? data.childName : null,
    category:
      typeof data.category === 'string' && data.category in SAFETY_CATEGORY_LABELS[language]
        ? (data.category as SafetyCategory)
        : null,
    is_urgent: row.isUrgent,
    title,
    text,
    link: notificationLink(row),
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** How many notifications the parent has not read. */
export async function countUnreadNotifications(db: Executor, parentId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.parentId, parentId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

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
    await deps.mailer.send(
      renderNotificationMail(mailKindOf(notification), {
        to: parent.email,
        language,
        link: `${deps.config.publicUrl}${notificationLink(notification)}`,
        facts: notificationFacts(notification.data, language),
      }),
    );
    await deps.db.update(notifications).set({ emailedAt: deps.now() }).where(eq(notifications.id, notification.id));
  } catch (error) {
    deps.logger.error({ err: error, notification: notification.id }, 'could not e-mail a notification');
  }
}
