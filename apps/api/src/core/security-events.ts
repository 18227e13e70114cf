import { SECURITY_EVENT_RETENTION_DAYS, SECURITY_EVENTS_SHOWN, type SecurityEventKind } from '@kiddo/contracts';
import Bowser from 'bowser';
import { desc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/database';
import { securityEvents } from '../db/schema';
import type { ClientInfo } from '../lib/client-info';

/*
 * The security event log (issue 15): what happened to an account's security, recorded in the
 * database for the parent's "recent activity" and written to the log as a structured line for
 * the operators. Never a password, token or code: only who, what, from where, when.
 */

/** User-Agent headers can be long; the part kept is enough to name a browser. */
const USER_AGENT_MAX = 300;
export const storedUserAgent = (userAgent: string | undefined) => userAgent?.slice(0, USER_AGENT_MAX) || null;

export async function recordSecurityEvent(
  db: Executor,
  logger: FastifyBaseLogger,
  event: { parentId: string; kind: SecurityEventKind; client: ClientInfo; now: Date },
) {
  await db.insert(securityEvents).values({
    parentId: event.parentId,
    kind: event.kind,
    ip: event.client.ip,
    userAgent: storedUserAgent(event.client.userAgent),
    createdAt: event.now,
  });
  logger.info({ securityEvent: event.kind, parentId: event.parentId, ip: event.client.ip }, 'security event');
}

export async function recentSecurityEvents(db: Executor, parentId: string) {
  return db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.parentId, parentId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(SECURITY_EVENTS_SHOWN);
}

export async function deleteOldSecurityEvents(db: Executor, now: Date) {
  const cutoff = new Date(now.getTime() - SECURITY_EVENT_RETENTION_DAYS * 86_400_000);
  await db.delete(securityEvents).where(lt(securityEvents.createdAt, cutoff));
}

/** "Firefox 128 on Windows" from a User-Agent, or null. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = parsed.os.name ?? '';
  if (!browser && !system) return null;
  return browser && system ? `${browser} · ${system}` : browser || system;
}

/** The address with its host part hidden: enough to recognise one's own network, not to find a person. */
export function maskAddress(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  const groups = ip.split(':').filter(Boolean);
  return groups.length > 0 ? `${groups.slice(0, 3).join(':')}:…` : null;
}
