import { resolveLanguage, todayIn } from '@kiddo/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { queryRows } from '../../db/database';
import { parentSettings } from '../../db/schema';
import { type DigestChild, renderDigestMail } from '../../i18n/mail-templates';

/** The digest goes out once a day, from this local hour on (the children's day is mostly over). */
export const DIGEST_LOCAL_HOUR = 19;
const BATCH = 100;

interface DueParent {
  parent_id: string;
  email: string;
  name: string;
  language: string;
  time_zone: string;
  last_digest_on: string | null;
}

function localHour(timeZone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** Each child's day: conversations, messages, refusals and the titles of what was talked about. */
async function childrenDay(deps: AppDeps, parentId: string, day: string, timeZone: string): Promise<DigestChild[]> {
  const rows = await queryRows<{
    name: string;
    conversations: number | string;
    messages: number | string;
    refused: number | string;
    titles: string[] | null;
  }>(
    deps.db,
    sql`
    SELECT ch.name,
      count(DISTINCT cv.id) AS conversations,
      count(m.id) FILTER (WHERE m.sender = 'kid') AS messages,
      count(m.id) FILTER (WHERE m.sender = 'kid' AND m.safety_category IS NOT NULL) AS refused,
      array_remove(array_agg(DISTINCT cv.title), NULL) AS titles
    FROM children ch
    JOIN conversations cv ON cv.child_id = ch.id
    JOIN messages m ON m.conversation_id = cv.id
    WHERE ch.parent_id = ${parentId}
      AND m.created_at >= (${day}::date)::timestamp AT TIME ZONE ${timeZone}
      AND m.created_at < ((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})
    GROUP BY ch.id, ch.name
    ORDER BY ch.name`,
  );
  return rows.map((row) => ({
    name: row.name,
    conversations: Number(row.conversations),
    messages: Number(row.messages),
    refused: Number(row.refused),
    titles: (row.titles ?? []).slice(0, 5),
  }));
}

/**
 * The opt-in daily digest: after 19:00 in the parent's time zone, one e-mail about each
 * child's day. A parent is claimed by moving last_digest_on to today with a conditional
 * update, so with several processes exactly one sends it; a day without chats sends nothing.
 */
export async function runDigestJob(deps: AppDeps): Promise<{ sent: number }> {
  const now = deps.now();
  const candidates = await queryRows<DueParent>(
    deps.db,
    sql`
    SELECT ps.parent_id, p.email, p.name, p.language, p.time_zone, ps.last_digest_on::text AS last_digest_on
    FROM parent_settings ps JOIN parents p ON p.id = ps.parent_id
    WHERE ps.notify_daily_digest
      AND p.email_verified_at IS NOT NULL
      AND (ps.last_digest_on IS NULL OR ps.last_digest_on < (${now.toISOString()}::timestamptz AT TIME ZONE p.time_zone)::date)
    LIMIT ${BATCH}`,
  );
  let sent = 0;
  for (const parent of candidates) {
    if (localHour(parent.time_zone, now) < DIGEST_LOCAL_HOUR) continue;
    const today = todayIn(parent.time_zone, now);
    const claimed = await deps.db
      .update(parentSettings)
      .set({ lastDigestOn: today })
      .where(
        and(
          eq(parentSettings.parentId, parent.parent_id),
          or(isNull(parentSettings.lastDigestOn), lt(parentSettings.lastDigestOn, today)),
        ),
      )
      .returning({ parentId: parentSettings.parentId });
    if (claimed.length === 0) continue;
    try {
      const kids = await childrenDay(deps, parent.parent_id, today, parent.time_zone);
      if (kids.length === 0) continue;
      await deps.mailer.send(
        renderDigestMail({
          to: parent.email,
          name: parent.name,
          language: resolveLanguage(parent.language),
          day: today,
          children: kids,
          link: `${deps.config.publicUrl}/history`,
        }),
      );
      sent += 1;
    } catch (error) {
      // Give the day back, so the next run tries again.
      await deps.db
        .update(parentSettings)
        .set({ lastDigestOn: parent.last_digest_on })
        .where(eq(parentSettings.parentId, parent.parent_id));
      deps.logger.error({ err: error, parent: parent.parent_id }, 'could not send a daily digest');
    }
  }
  return { sent };
}
