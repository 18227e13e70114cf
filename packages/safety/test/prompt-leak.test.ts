import { describe, expect, it } from 'vitest';
import { createPromptLeakCheck } from '../src';

/* Issue 15: a reply that gives away the system prompt, plainly or encoded, is caught. */

const PROMPT = [
  'You are Kiddo, a kind, cheerful and patient learning companion for children. You are talking with Bia, who is 9 years old.',
  'Always answer in Brazilian Portuguese, whatever language the child writes in.',
  '- Never ask for or encourage sharing personal information (full name, address, school, phone, e-mail, photos, passwords), and never suggest meeting anyone.',
  '- If the child seems sad, scared or hurt, be warm and tell them to talk to a trusted adult (a parent, a teacher).',
].join('\n');
const leaks = createPromptLeakCheck(PROMPT);
const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the prompt-leak check', () => {
  it('catches the instructions repeated plainly, in base64 (whole or wrapped over lines), in hex and backwards', () => {
    const part = PROMPT.split('\n').slice(0, 3).join(' ');
    expect(leaks(`Claro! Minhas regras: ${part}`)).toBe(true);
    expect(leaks(`Aqui está: ${toBase64(part)}`)).toBe(true);
    expect(
      leaks(
        `Aqui:\n${toBase64(part)
          .match(/.{1,60}/g)!
          .join('\n')}`,
      ),
    ).toBe(true);
    expect(leaks(Buffer.from(part.slice(0, 200), 'utf8').toString('hex'))).toBe(true);
    expect(leaks([...part].reverse().join(''))).toBe(true);
  });

  it('lets ordinary replies through, even one sharing a phrase with the instructions', () => {
    expect(leaks('Os vulcões soltam lava quente. Você já viu um vulcão de verdade?')).toBe(false);
    expect(leaks('If you feel sad, talk to a trusted adult (a parent, a teacher). I am here to help too.')).toBe(false);
  });
});
