import { type ContactBody, contactBodySchema, messageSchema } from '@kiddo/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppInstance } from '../../app';
import { contactMessages } from '../../db/schema';
import { apiMessage } from '../../i18n/api-messages';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { languageOf } from '../../lib/request-language';

const HOUR_MS = 3_600_000;
const MAX_PER_IP_PER_HOUR = 5;
const MAX_PER_ADDRESS_PER_HOUR = 3;

/** The contact form (spec §2 /contact, DESIGN §4): stored, then e-mailed to the support address. */
export async function contactRoutes(app: AppInstance, deps: AppDeps) {
  app.post(
    '/contact',
    { schema: { tags: ['contact'], body: contactBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const language = languageOf(request);
      await limit(deps, request.ip, request.body.email);
      await sendContactMessage(deps, request.body, language);
      return { success: true as const, message: apiMessage('contact_received', language) };
    },
  );
}

async function limit(deps: AppDeps, ip: string, email: string) {
  const perIp = await deps.rateLimiter.hit(`contact:ip:${ip}`, HOUR_MS);
  const perAddress = await deps.rateLimiter.hit(`contact:email:${email}`, HOUR_MS);
  if (perIp > MAX_PER_IP_PER_HOUR || perAddress > MAX_PER_ADDRESS_PER_HOUR) {
    throw new AppError('rate_limited', { retryAfterSeconds: 3600 });
  }
}

/** Stores the message first, so nothing is lost if the mail server is down, then mails support. */
async function sendContactMessage(deps: AppDeps, body: ContactBody, language: string) {
  const now = deps.now();
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({ name: body.name, email: body.email, message: body.message, language, createdAt: now })
    .returning({ id: contactMessages.id });
  try {
    await deps.mailer.send({
      to: deps.config.SUPPORT_EMAIL,
      subject: `[Kiddo contato] ${body.name}`,
      text: [
        `De: ${body.name} <${body.email}>`,
        `Idioma: ${language}`,
        `Recebido: ${now.toISOString()}`,
        '',
        body.message,
      ].join('\n'),
      html: `<p>De: ${escapeHtml(body.name)} &lt;${escapeHtml(body.email)}&gt;<br>Idioma: ${language}</p><pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(body.message)}</pre>`,
      replyTo: body.email,
    });
    await deps.db.update(contactMessages).set({ mailedAt: deps.now() }).where(eq(contactMessages.id, stored!.id));
  } catch (error) {
    // Kept in contact_messages with mailed_at empty: support can still read it there.
    deps.logger.error({ err: error }, 'could not e-mail a contact message');
  }
}
