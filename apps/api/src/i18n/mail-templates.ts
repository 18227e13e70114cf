import type { Language } from '@kiddo/contracts';
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@kiddo/contracts';
import { escapeHtml } from '../lib/html';
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

export type NotificationMailKind = 'care' | 'check_in' | 'low_tokens' | 'safety';

/** What a care alert may point to, per kind of disclosure (issue 13), in the parent's language. */
const CARE_KIND_TEXTS: Record<string, Record<Language, string>> = {
  self_harm: {
    pt: 'sofrimento ou risco de se machucar',
    en: 'distress or a risk of self-harm',
    es: 'sufrimiento o riesgo de hacerse daño',
  },
  abuse: {
    pt: 'uma situação de abuso ou violência',
    en: 'abuse or violence',
    es: 'una situación de abuso o violencia',
  },
  bullying: { pt: 'bullying ou agressão de colegas', en: 'bullying', es: 'acoso escolar o agresiones' },
  grooming: {
    pt: 'contato de um adulto ou estranho pela internet (pedido de fotos, encontro ou segredo)',
    en: 'contact from an adult or stranger online (asking for photos, to meet, or for secrecy)',
    es: 'contacto de un adulto o desconocido por internet (fotos, un encuentro o secretos)',
  },
  running_away: {
    pt: 'um plano de fugir de casa',
    en: 'a plan to run away from home',
    es: 'un plan de escaparse de casa',
  },
  eating_disorder: {
    pt: 'um sofrimento com a alimentação ou com o corpo',
    en: 'distress about eating or their body',
    es: 'un sufrimiento con la comida o con su cuerpo',
  },
};

function careKindText(careKind: string | undefined, language: Language): string {
  return (CARE_KIND_TEXTS[careKind ?? 'self_harm'] ?? CARE_KIND_TEXTS.self_harm!)[language];
}

const NOTIFICATION_MAILS: Record<
  NotificationMailKind,
  Record<
    Language,
    { subject: (d: NotificationFacts) => string; body: (d: NotificationFacts) => string; action: string }
  >
> = {
  care: {
    pt: {
      subject: (d) => `Urgente: ${d.childName} pode precisar de você`,
      body: (d) =>
        `Em uma conversa com o Kiddo, ${d.childName} escreveu algo que pode indicar ${careKindText(d.careKind, 'pt')}. O Kiddo respondeu com carinho e orientou a procurar um adulto de confiança. Converse com ${d.childName} assim que puder, com calma e sem julgamentos. Se houver risco imediato, ligue 190 (emergência) ou 188 (CVV, apoio emocional, 24 horas).`,
      action: 'Ver a conversa',
    },
    en: {
      subject: (d) => `Urgent: ${d.childName} may need you`,
      body: (d) =>
        `In a chat with Kiddo, ${d.childName} wrote something that may point to ${careKindText(d.careKind, 'en')}. Kiddo answered warmly and encouraged talking to a trusted adult. Please talk with ${d.childName} as soon as you can, calmly and without judgement. If there is immediate danger, call your local emergency number or a crisis helpline.`,
      action: 'See the conversation',
    },
    es: {
      subject: (d) => `Urgente: ${d.childName} puede necesitarte`,
      body: (d) =>
        `En una conversación con Kiddo, ${d.childName} escribió algo que puede indicar ${careKindText(d.careKind, 'es')}. Kiddo respondió con cariño y le animó a hablar con un adulto de confianza. Habla con ${d.childName} en cuanto puedas, con calma y sin juzgar. Si hay peligro inmediato, llama al número de emergencias local o a una línea de ayuda.`,
      action: 'Ver la conversación',
    },
  },
  low_tokens: {
    pt: {
      subject: () => 'Seus tokens do Kiddo estão acabando',
      body: (d) =>
        `Restam ${d.tokens} tokens na sua conta. Quando acabarem, as crianças não poderão conversar com o Kiddo até você adicionar mais.`,
      action: 'Adicionar tokens',
    },
    en: {
      subject: () => 'Your Kiddo tokens are running low',
      body: (d) =>
        `You have ${d.tokens} tokens left. When they run out, the children cannot chat with Kiddo until you add more.`,
      action: 'Add tokens',
    },
    es: {
      subject: () => 'Tus tokens de Kiddo se están acabando',
      body: (d) =>
        `Te quedan ${d.tokens} tokens. Cuando se acaben, los niños no podrán hablar con Kiddo hasta que añadas más.`,
      action: 'Añadir tokens',
    },
  },
  check_in: {
    pt: {
      subject: (d) => `${d.childName} pareceu triste ou preocupado em uma conversa`,
      body: (d) =>
        `${d.childName} escreveu algo que pode indicar tristeza, solidão ou um segredo que pesa. Não parece urgente: o Kiddo perguntou com carinho como ${d.childName} está e lembrou que conversar com a família ajuda. Vale puxar uma conversa tranquila quando puder.`,
      action: 'Ver a conversa',
    },
    en: {
      subject: (d) => `${d.childName} seemed sad or worried in a chat`,
      body: (d) =>
        `${d.childName} wrote something that may point to sadness, loneliness or a secret that weighs on them. It does not look urgent: Kiddo gently asked how ${d.childName} is doing and reminded them that talking to family helps. A calm chat when you can would be good.`,
      action: 'See the conversation',
    },
    es: {
      subject: (d) => `${d.childName} parecía triste o preocupado en una conversación`,
      body: (d) =>
        `${d.childName} escribió algo que puede indicar tristeza, soledad o un secreto que le pesa. No parece urgente: Kiddo le preguntó con cariño cómo está y le recordó que hablar con la familia ayuda. Una charla tranquila cuando puedas vendría bien.`,
      action: 'Ver la conversación',
    },
  },
  safety: {
    pt: {
      subject: (d) => `O Kiddo desviou um assunto na conversa de ${d.childName}`,
      body: (d) =>
        `${d.childName} escreveu sobre um assunto bloqueado (${d.categoryLabel}). O Kiddo mudou de assunto com delicadeza. Você pode ver a mensagem no histórico.`,
      action: 'Ver o histórico',
    },
    en: {
      subject: (d) => `Kiddo steered a topic away in ${d.childName}'s chat`,
      body: (d) =>
        `${d.childName} wrote about a blocked subject (${d.categoryLabel}). Kiddo gently changed the subject. You can see the message in the history.`,
      action: 'See the history',
    },
    es: {
      subject: (d) => `Kiddo desvió un tema en la conversación de ${d.childName}`,
      body: (d) =>
        `${d.childName} escribió sobre un tema bloqueado (${d.categoryLabel}). Kiddo cambió de tema con delicadeza. Puedes ver el mensaje en el historial.`,
      action: 'Ver el historial',
    },
  },
};

export interface NotificationFacts {
  childName?: string;
  careKind?: string;
  tokens?: number;
  categoryLabel?: string;
}

/** The subject and text of a notification (also its title and text in the portal). */
export function notificationText(kind: NotificationMailKind, language: Language, facts: NotificationFacts) {
  const t = NOTIFICATION_MAILS[kind][language];
  return { subject: t.subject(facts), body: t.body(facts) };
}

/** The e-mail of a notification, in the parent's language, linking to the portal page that shows it. */
export function renderNotificationMail(
  kind: NotificationMailKind,
  options: { to: string; language: Language; link: string; facts: NotificationFacts },
): MailMessage {
  const t = NOTIFICATION_MAILS[kind][options.language];
  const subject = t.subject(options.facts);
  const body = t.body(options.facts);
  const text = [body, '', `${t.action}: ${options.link}`, '', 'Kiddo'].join('\n');
  const html = `<!doctype html><html lang="${options.language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p><p>Kiddo</p></body></html>`;
  return { to: options.to, subject, text, html, link: options.link };
}

const ACCOUNT_DELETED: Record<Language, { subject: string; body: (name: string) => string }> = {
  pt: {
    subject: 'Sua conta do Kiddo foi excluída',
    body: (name) =>
      `Olá, ${name}. Como você pediu, excluímos sua conta do Kiddo: os perfis das crianças, as conversas, as fotos e as configurações. Os registros de pagamento e de tokens ficam guardados sem nenhum dado pessoal, como a lei exige. Se não foi você, responda a este email.`,
  },
  en: {
    subject: 'Your Kiddo account was deleted',
    body: (name) =>
      `Hello, ${name}. As you asked, we deleted your Kiddo account: the children's profiles, the conversations, the photos and the settings. Payment and token records are kept without any personal data, as the law requires. If this was not you, reply to this e-mail.`,
  },
  es: {
    subject: 'Tu cuenta de Kiddo fue eliminada',
    body: (name) =>
      `Hola, ${name}. Como pediste, eliminamos tu cuenta de Kiddo: los perfiles de los niños, las conversaciones, las fotos y la configuración. Los registros de pagos y de tokens se conservan sin ningún dato personal, como exige la ley. Si no fuiste tú, responde a este email.`,
  },
};

/** The confirmation sent to the address of an account that was just erased. */
export function renderAccountDeletedMail(options: { to: string; name: string; language: Language }): MailMessage {
  const t = ACCOUNT_DELETED[options.language];
  const body = t.body(options.name);
  return {
    to: options.to,
    subject: t.subject,
    text: `${body}\n\nKiddo`,
    html: `<!doctype html><html lang="${options.language}"><body style="font-family:Arial,sans-serif;color:#1f2937"><p>${escapeHtml(body)}</p><p>Kiddo</p></body></html>`,
  };
}

export interface DigestChild {
  name: string;
  conversations: number;
  messages: number;
  refused: number;
  titles: string[];
}

const DIGEST: Record<
  Language,
  {
    subject: (day: string) => string;
    intro: (name: string) => string;
    child: (c: DigestChild) => string;
    titles: string;
    action: string;
  }
> = {
  pt: {
    subject: (day) => `O dia no Kiddo — ${day}`,
    intro: (name) => `Olá, ${name}! Veja como foi o dia das crianças com o Kiddo:`,
    child: (c) =>
      `${c.name}: ${c.conversations} ${c.conversations === 1 ? 'conversa' : 'conversas'}, ${c.messages} ${c.messages === 1 ? 'mensagem' : 'mensagens'}${c.refused > 0 ? `, ${c.refused} ${c.refused === 1 ? 'recusada' : 'recusadas'} pela camada de segurança` : ''}.`,
    titles: 'Assuntos',
    action: 'Ver o histórico',
  },
  en: {
    subject: (day) => `The day on Kiddo — ${day}`,
    intro: (name) => `Hello, ${name}! Here is how the children's day with Kiddo went:`,
    child: (c) =>
      `${c.name}: ${c.conversations} ${c.conversations === 1 ? 'conversation' : 'conversations'}, ${c.messages} ${c.messages === 1 ? 'message' : 'messages'}${c.refused > 0 ? `, ${c.refused} refused by the safety layer` : ''}.`,
    titles: 'Subjects',
    action: 'See the history',
  },
  es: {
    subject: (day) => `El día en Kiddo — ${day}`,
    intro: (name) => `¡Hola, ${name}! Así fue el día de los niños con Kiddo:`,
    child: (c) =>
      `${c.name}: ${c.conversations} ${c.conversations === 1 ? 'conversación' : 'conversaciones'}, ${c.messages} ${c.messages === 1 ? 'mensaje' : 'mensajes'}${c.refused > 0 ? `, ${c.refused} ${c.refused === 1 ? 'rechazado' : 'rechazados'} por la capa de seguridad` : ''}.`,
    titles: 'Temas',
    action: 'Ver el historial',
  },
};

/** The daily digest (opt-in): each child's day in a few lines, in the parent's language. */
export function renderDigestMail(options: {
  to: string;
  name: string;
  language: Language;
  /** YYYY-MM-DD in the parent's time zone. */
  day: string;
  children: DigestChild[];
  link: string;
}): MailMessage {
  const t = DIGEST[options.language];
  const [y, m, d] = options.day.split('-');
  const day = `${d}/${m}/${y}`;
  const blocks = options.children.map((c) => ({
    line: t.child(c),
    titles: c.titles.length > 0 ? `${t.titles}: ${c.titles.join('; ')}` : '',
  }));
  const text = [
    t.intro(options.name),
    '',
    ...blocks.flatMap((b) => [b.line, ...(b.titles ? [`  ${b.titles}`] : []), '']),
    `${t.action}: ${options.link}`,
    '',
    'Kiddo',
  ].join('\n');
  const html = `<!doctype html><html lang="${options.language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.intro(options.name))}</p><ul>${blocks
    .map((b) => `<li><p>${escapeHtml(b.line)}${b.titles ? `<br><small>${escapeHtml(b.titles)}</small>` : ''}</p></li>`)
    .join(
      '',
    )}</ul><p><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p><p>Kiddo</p></body></html>`;
  return { to: options.to, subject: t.subject(day), text, html, link: options.link };
}
