import { createRequire } from 'node:module';
import type { ConversationCategory, ExportFormat, Language, SafetyCategory } from '@kiddo/contracts';
import PDFDocument from 'pdfkit';
import { SAFETY_CATEGORY_LABELS } from '../../core/notifications';
import { formatDateTime } from '../../lib/format-date';
import { HISTORY_TEXTS } from './texts';

/*
 * A conversation as a file the parent keeps: plain text (the spec's format), JSON (for
 * machines), or PDF (to print or share with a school or a doctor). Times are the parent's.
 */

export interface ExportInput {
  language: Language;
  timeZone: string;
  child: { name: string; username: string };
  conversation: {
    id: string;
    title: string;
    startedAt: Date;
    summary: string | null;
    category: ConversationCategory | null;
    messageCount: number;
  };
  messages: Array<{
    id: string;
    sender: 'kid' | 'ai';
    content: string;
    createdAt: Date;
    safetyCategory: SafetyCategory | null;
    tokenCost: number;
  }>;
  exportedAt: Date;
}

export interface ExportFile {
  contentType: string;
  filename: string;
  body: Buffer | string;
}

const require = createRequire(import.meta.url);
/** DejaVu Sans: one font that has every letter of pt, en and es (and many more). */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

function speaker(input: ExportInput, sender: 'kid' | 'ai') {
  return sender === 'kid' ? input.child.name : 'Kiddo';
}

/** The note under a message the safety layer handled, or undefined. */
function safetyNote(input: ExportInput, message: ExportInput['messages'][number]): string | undefined {
  if (!message.safetyCategory) return undefined;
  const t = HISTORY_TEXTS[input.language];
  return message.sender === 'kid'
    ? t.refused(SAFETY_CATEGORY_LABELS[input.language][message.safetyCategory])
    : t.safeRedirect;
}

function headerLines(input: ExportInput): Array<[string, string]> {
  const t = HISTORY_TEXTS[input.language];
  const lines: Array<[string, string]> = [
    [t.title, input.conversation.title],
    [t.child, `${input.child.name} (@${input.child.username})`],
    [t.date, formatDateTime(input.conversation.startedAt, input.timeZone)],
    [t.messages, String(input.conversation.messageCount)],
  ];
  if (input.conversation.category) lines.push([t.category, t.categories[input.conversation.category]]);
  if (input.conversation.summary) lines.push([t.summary, input.conversation.summary]);
  return lines;
}

function toText(input: ExportInput): string {
  const t = HISTORY_TEXTS[input.language];
  const out = [t.exportHeading(input.child.name), ''];
  for (const [label, value] of headerLines(input)) out.push(`${label}: ${value}`);
  out.push('', '—'.repeat(40), '');
  for (const message of input.messages) {
    out.push(
      `[${formatDateTime(message.createdAt, input.timeZone)}] ${speaker(input, message.sender)}: ${message.content}`,
    );
    const note = safetyNote(input, message);
    if (note) out.push(`    (${note})`);
  }
  out.push('', `${t.exportedAt}: ${formatDateTime(input.exportedAt, input.timeZone)}`, '');
  return out.join('\r\n');
}

function toJson(input: ExportInput): string {
  return JSON.stringify(
    {
      conversation: {
        id: input.conversation.id,
        title: input.conversation.title,
        started_at: input.conversation.startedAt.toISOString(),
        message_count: input.conversation.messageCount,
        summary: input.conversation.summary,
        category: input.conversation.category,
      },
      child: input.child,
      messages: input.messages.map((m) => ({
        id: m.id,
        sender: m.sender,
        content: m.content,
        timestamp: m.createdAt.toISOString(),
        safety_category: m.safetyCategory,
        token_cost: m.tokenCost,
      })),
      exported_at: input.exportedAt.toISOString(),
      time_zone: input.timeZone,
    },
    null,
    2,
  );
}

async function toPdf(input: ExportInput): Promise<Buffer> {
  const t = HISTORY_TEXTS[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: input.conversation.title, Author: 'Kiddo', Subject: t.exportHeading(input.child.name) },
    lang: input.language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);

  doc.font('bold').fontSize(18).fillColor('#5b21b6').text(t.exportHeading(input.child.name));
  doc.moveDown(0.5);
  doc.fontSize(10).fillColor('#111827');
  for (const [label, value] of headerLines(input)) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc.moveDown();
  for (const message of input.messages) {
    const isKid = message.sender === 'kid';
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(isKid ? '#1d4ed8' : '#6d28d9')
      .text(`${speaker(input, message.sender)} · ${formatDateTime(message.createdAt, input.timeZone)}`);
    doc.font('regular').fontSize(11).fillColor('#111827').text(message.content);
    const note = safetyNote(input, message);
    if (note) doc.font('bold').fontSize(9).fillColor('#b91c1c').text(note);
    doc.moveDown(0.6);
  }
  doc.moveDown();
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#6b7280')
    .text(`${t.exportedAt}: ${formatDateTime(input.exportedAt, input.timeZone)}`);
  doc.end();
  return done;
}

/** "kiddo-ana-2026-11-22.txt": ASCII only, so every browser keeps the name. */
function filenameOf(input: ExportInput, format: ExportFormat): string {
  const slug =
    input.child.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'conversa';
  const day = input.conversation.startedAt.toISOString().slice(0, 10);
  return `kiddo-${slug}-${day}.${format}`;
}

export async function exportConversation(input: ExportInput, format: ExportFormat): Promise<ExportFile> {
  const filename = filenameOf(input, format);
  switch (format) {
    case 'txt':
      return { contentType: 'text/plain; charset=utf-8', filename, body: toText(input) };
    case 'json':
      return { contentType: 'application/json; charset=utf-8', filename, body: toJson(input) };
    case 'pdf':
      return { contentType: 'application/pdf', filename, body: await toPdf(input) };
  }
}
