import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createSignedInParent, createTestApp, type TestApp } from '../helper';
import { createConversation } from './conversation-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function conversationToExport() {
  const parent = await createSignedInParent(t);
  const child = await createChild(t, parent, { name: 'Júlia' });
  const chat = await createConversation(t, child, {
    // 14:05 UTC is 11:05 in São Paulo, the parent's time zone.
    startedAt: new Date('2026-10-05T14:05:00Z'),
    title: 'Os planetas do Sistema Solar',
    summary: 'Júlia perguntou sobre os planetas.',
    category: 'educational',
    messages: [
      { sender: 'kid', content: 'Qual é o maior planeta? 🪐' },
      { sender: 'ai', content: 'Júpiter é o maior planeta do Sistema Solar!' },
      { sender: 'kid', content: 'Meu telefone é 11 98765-4321', safetyCategory: 'personal_data' },
      { sender: 'ai', content: 'Vamos manter o telefone em segredo, tá?', safetyCategory: 'personal_data' },
    ],
  });
  return { parent, child, chat };
}

const exportUrl = (id: string, format: string, language = 'pt') =>
  `/api/parent/chat-history/${id}/export/${format}?language=${language}`;

describe('GET /api/parent/chat-history/:id/export/:format', () => {
  it('txt: a download listing every message with its sender and time, refusals marked', async () => {
    const { parent, chat } = await conversationToExport();
    const response = await t.app.inject({ method: 'GET', url: exportUrl(chat.id, 'txt'), headers: parent.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kiddo-julia-2026-10-05.txt"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Kiddo — conversa de Júlia');
    expect(lines).toContain('Título: Os planetas do Sistema Solar');
    expect(lines).toContain('Data: 05/10/2026 11:05');
    expect(lines).toContain('Resumo: Júlia perguntou sobre os planetas.');
    expect(lines).toContain('[05/10/2026 11:05] Júlia: Qual é o maior planeta? 🪐');
    expect(lines).toContain('[05/10/2026 11:06] Kiddo: Júpiter é o maior planeta do Sistema Solar!');
    expect(lines).toContain('[05/10/2026 11:07] Júlia: Meu telefone é 11 98765-4321');
    expect(lines).toContain('    (Recusada pela camada de segurança: dados pessoais)');
    expect(lines).toContain('[05/10/2026 11:08] Kiddo: Vamos manter o telefone em segredo, tá?');
    expect(lines.filter((line) => /^\[\d\d\/\d\d\/\d{4} \d\d:\d\d\] /.test(line))).toHaveLength(4);
  });

  it('txt in English when the parent asks in English', async () => {
    const { parent, chat } = await conversationToExport();
    const response = await t.app.inject({ method: 'GET', url: exportUrl(chat.id, 'txt', 'en'), headers: parent.auth });
    expect(response.body).toContain("Kiddo — Júlia's conversation");
    expect(response.body).toContain('(Refused by the safety layer: personal data)');
  });

  it('json: every message with its fields', async () => {
    const { parent, chat } = await conversationToExport();
    const response = await t.app.inject({ method: 'GET', url: exportUrl(chat.id, 'json'), headers: parent.auth });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(body.conversation).toMatchObject({ id: chat.id, title: 'Os planetas do Sistema Solar', message_count: 4 });
    expect(body.messages).toHaveLength(4);
    expect(body.messages[2]).toMatchObject({ sender: 'kid', safety_category: 'personal_data' });
    expect(body.messages[1]).toMatchObject({ sender: 'ai', token_cost: 1, timestamp: '2026-10-05T14:06:00.000Z' });
  });

  it('pdf: a PDF that opens and holds the conversation’s text', async () => {
    const { parent, chat } = await conversationToExport();
    const response = await t.app.inject({ method: 'GET', url: exportUrl(chat.id, 'pdf'), headers: parent.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Kiddo — conversa de Júlia');
    expect(text).toContain('Júpiter é o maior planeta do Sistema Solar!');
    expect(text).toContain('Recusada pela camada de segurança: dados pessoais');
    expect(text).toContain('05/10/2026 11:05');
  });

  it('refuses any other format with the spec’s message', async () => {
    const { parent, chat } = await conversationToExport();
    for (const format of ['docx', 'TXT', 'exe', 'pdf.exe']) {
      const response = await t.app.inject({ method: 'GET', url: exportUrl(chat.id, format), headers: parent.auth });
      expect(response.statusCode, format).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'invalid_export_format',
        error: 'Formato de exportação inválido. Use txt, json ou pdf.',
      });
    }
  });
});
