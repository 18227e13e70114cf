import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date';

describe('formatDateTime', () => {
  it('writes dd/MM/yyyy HH:mm in the given time zone, in every language', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      expect(formatDateTime('2025-05-02T15:04:00.000Z', language, 'America/Sao_Paulo')).toBe('02/05/2025 12:04');
      expect(formatDateTime('2025-05-02T23:30:00.000Z', language, 'Europe/Lisbon')).toBe('03/05/2025 00:30');
    }
  });

  it('returns an unreadable value as it came', () => {
    expect(formatDateTime('soon', 'pt')).toBe('soon');
    expect(formatTime('soon', 'pt')).toBe('soon');
  });
});

describe('formatTime', () => {
  it('writes HH:mm on a 24-hour clock, even in English', () => {
    expect(formatTime('2025-05-02T21:07:00.000Z', 'en', 'America/Sao_Paulo')).toBe('18:07');
  });
});

describe('formatDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatDate('2025-05-02T12:00:00.000Z', 'en')).toBe('02/05/2025');
  });
});
