import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { lazyLocaleBackend } from './i18n';

/** What the backend hands i18next for one language and namespace. */
function read(language: string, namespace: string) {
  return new Promise<unknown>((resolve, reject) => {
    lazyLocaleBackend.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

describe('the interface texts loaded on demand', () => {
  it('loads the English texts from their own chunk', async () => {
    expect(await read('en', 'translation')).toEqual(en);
  });

  it('answers pt, the fallback, from the main chunk', async () => {
    expect(await read('pt', 'translation')).toBe(pt);
  });

  it("nests the contracts' shared messages of the language", async () => {
    const messages = (await read('es', 'messages')) as Record<string, Record<string, string>>;
    expect(messages.validation?.required).toBe('Campo obligatorio.');
  });
});
