import type { Language } from '@kiddo/contracts';
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@kiddo/contracts';
import type { MailMessage } from '../plugins/mailer';

interface LinkMailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const VERIFY: Record<Language, LinkMailText> = {
  pt: {
    subject: 'Confirme seu email no Kiddo',
    greeting: (name) => `Olá, ${name}!`,
    body: 'Falta pouco para começar. Confirme seu email para ativar sua conta e receber seus 500 tokens de boas-vindas.',
    action: 'Confirmar email',
    expiry: `O link vale por ${EMAIL_VERIFICATION_TTL_HOURS} horas e pode ser usado uma vez.`,
    ignore: 'Se você não criou uma conta no Kiddo, ignore esta mensagem.',
  },
  en: {
    subject: 'Confirm your email for Kiddo',
    greeting: (name) => `Hello, ${name}!`,
    body: 'You are almost there. Confirm your email to activate your account and get your 500 welcome tokens.',
    action: 'Confirm email',
    expiry: `The link is valid for ${EMAIL_VERIFICATION_TTL_HOURS} hours and works once.`,
    ignore: 'If you did not create a Kiddo account, ignore this message.',
  },
  es: {
    subject: 'Confirma tu email en Kiddo',
    greeting: (name) => `¡Hola, ${name}!`,
    body: 'Ya casi está. Confirma tu email para activar tu cuenta y recibir tus 500 tokens de bienvenida.',
    action: 'Confirmar email',
    expiry: `El enlace es válido durante ${EMAIL_VERIFICATION_TTL_HOURS} horas y se puede usar una vez.`,
    ignore: 'Si no creaste una cuenta en Kiddo, ignora este mensaje.',
  },
};

const RESET: Record<Language, LinkMailText> = {
  pt: {
    subject: 'Redefinir sua senha do Kiddo',
    greeting: (name) => `Olá, ${name}!`,
    body: 'Recebemos um pedido para redefinir a senha da sua conta.',
    action: 'Redefinir senha',
    expiry: `O link vale por ${PASSWORD_RESET_TTL_HOURS} hora e pode ser usado uma vez.`,
    ignore: 'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
  },
  en: {
    subject: 'Reset your Kiddo password',
    greeting: (name) => `Hello, ${name}!`,
    body: 'We received a request to reset the password of your account.',
    action: 'Reset password',
    expiry: `The link is valid for ${PASSWORD_RESET_TTL_HOURS} hour and works once.`,
    ignore: 'If it was not you, ignore this message: your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña de Kiddo',
    greeting: (name) => `¡Hola, ${name}!`,
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Restablecer contraseña',
    expiry: `El enlace es válido durante ${PASSWORD_RESET_TTL_HOURS} hora y se puede usar una vez.`,
    ignore: 'Si no fuiste tú, ignora este mensaje: tu contraseña sigue siendo la misma.',
  },
};

export const MAIL_TEXTS = { verify_email: VERIFY, reset_password: RESET } as const;
export type LinkMailKind = keyof typeof MAIL_TEXTS;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A mail whose purpose is one link (verification, reset), as text and HTML. */
export function renderLinkMail(
  kind: LinkMailKind,
  options: { to: string; name: string; link: string; language: Language },
): MailMessage {
  const t = MAIL_TEXTS[kind][options.language];
  const text = [
    t.greeting(options.name),
    '',
    t.body,
    '',
    `${t.action}: ${options.link}`,
    '',
    t.expiry,
    t.ignore,
    '',
    'Kiddo',
  ].join('\n');
  const html = `<!doctype html><html lang="${options.language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting(options.name))}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(options.link)}</p><p>Kiddo</p></body></html>`;
  return { to: options.to, subject: t.subject, text, html, link: options.link };
}
