import { LANGUAGES, type Language } from '@kiddo/contracts';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from './faq';
import { LEGAL_LABELS } from './labels';
import { CHANGE_NOTICE_DAYS, formatLegalDate, LAST_UPDATED, LEGAL_CONTACTS } from './legal-meta';
import { PRIVACY_POLICY } from './privacy';
import { TERMS_OF_USE } from './terms';

const DOCUMENTS = { terms: TERMS_OF_USE, privacy: PRIVACY_POLICY };

/** Everything a reader of the document sees, as one text. */
function fullText(document: (typeof TERMS_OF_USE)[Language]): string {
  return [document.title, document.intro, ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');
}

describe.each(Object.entries(DOCUMENTS))('the %s document', (_name, document) => {
  const ptIds = document.pt.sections.map((section) => section.id);

  it('has 10 sections with unique ids in Portuguese', () => {
    expect(ptIds).toHaveLength(10);
    expect(new Set(ptIds).size).toBe(10);
  });

  it.each(LANGUAGES)('has the same 10 section ids in %s, each with a heading and text', (language) => {
    const { title, intro, sections } = document[language];
    expect(sections.map((section) => section.id)).toEqual(ptIds);
    expect(title.trim()).not.toBe('');
    expect(intro.trim()).not.toBe('');
    for (const section of sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe('');
    }
  });

  it('uses section ids that can be anchors', () => {
    for (const id of ptIds) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

describe('the privacy policy', () => {
  const MENTIONS: Record<Language, Record<string, RegExp>> = {
    pt: { aiProvider: /provedor de IA/, export: /export/i, deletion: /exclu/i, consent: /consentimento/ },
    en: { aiProvider: /AI provider/, export: /export/i, deletion: /delet/i, consent: /consent/ },
    es: { aiProvider: /proveedor de IA/, export: /export/i, deletion: /elimin/i, consent: /consentimiento/ },
  };

  it.each(LANGUAGES)('mentions cookies, the LGPD, COPPA, the AI provider, export and deletion in %s', (language) => {
    const text = fullText(PRIVACY_POLICY[language]);
    expect(text).toMatch(/cookie/i);
    expect(text).toContain('LGPD');
    expect(text).toContain('COPPA');
    expect(text).toContain('ANPD');
    expect(text).toContain('JSON');
    expect(text).toContain(LEGAL_CONTACTS.privacy);
    for (const pattern of Object.values(MENTIONS[language])) expect(text).toMatch(pattern);
    expect(PRIVACY_POLICY[language].sections.find((section) => section.id === 'cookies')?.heading).toMatch(/cookie/i);
  });
});

describe('the terms of use', () => {
  it.each(LANGUAGES)('state the age limits, the helplines and the support address in %s', (language) => {
    const text = fullText(TERMS_OF_USE[language]);
    expect(text).toMatch(/\b18\b/);
    expect(text).toMatch(/\b6\b.*\b14\b/);
    expect(text).toContain('CVV 188');
    expect(text).toMatch(/\b190\b/);
    expect(text).toContain(LEGAL_CONTACTS.support);
    expect(text).toContain(`${CHANGE_NOTICE_DAYS}`);
  });
});

describe('the FAQ', () => {
  const ptIds = FAQ_ENTRIES.pt.map((entry) => entry.id);

  it('has 8 questions with unique ids in Portuguese', () => {
    expect(ptIds).toHaveLength(8);
    expect(new Set(ptIds).size).toBe(8);
  });

  it.each(LANGUAGES)('has the same 8 questions in %s, and states the age range 6–14', (language) => {
    const entries = FAQ_ENTRIES[language];
    expect(entries.map((entry) => entry.id)).toEqual(ptIds);
    for (const entry of entries) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
    const age = entries.find((entry) => entry.id === 'age-range')!.answer;
    expect(age).toMatch(/\b6\b/);
    expect(age).toMatch(/\b14\b/);
  });

  it('gives the catalogue prices the way Brazilians read them', () => {
    // Intl puts a no-break space after R$; compare the words, not the kind of space.
    const tokens = FAQ_ENTRIES.pt.find((entry) => entry.id === 'tokens')!.answer.replace(/\s/g, ' ');
    expect(tokens).toContain(
      'Faísca (500 tokens, R$ 24,97), Raio (1.500 tokens, R$ 57,97) e Trovão (3.000 tokens, R$ 97,97)',
    );
    const plan = FAQ_ENTRIES.en.find((entry) => entry.id === 'super-kiddo')!.answer;
    expect(plan).toContain('7,000 tokens');
    expect(plan).toMatch(/R\$\s97,97 a month/);
  });
});

describe('the legal meta data', () => {
  it('dates the documents 2 May 2025 with a 30-day change notice', () => {
    expect(LAST_UPDATED).toBe('2025-05-02');
    expect(CHANGE_NOTICE_DAYS).toBe(30);
  });

  it('writes the date out in each language', () => {
    expect(formatLegalDate(LAST_UPDATED, 'pt')).toBe('2 de maio de 2025');
    expect(formatLegalDate(LAST_UPDATED, 'en')).toBe('2 May 2025');
    expect(formatLegalDate(LAST_UPDATED, 'es')).toBe('2 de mayo de 2025');
  });

  it('has every label in every language', () => {
    const keys = Object.keys(LEGAL_LABELS.pt).sort();
    for (const language of LANGUAGES) expect(Object.keys(LEGAL_LABELS[language]).sort()).toEqual(keys);
  });
});
