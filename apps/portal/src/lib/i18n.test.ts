import { describe, expect, it } from 'vitest';
import enFirstLoad from '../locales/en.json';
import enScreens from '../locales/en.screens.json';
import pt from '../locales/pt.json';
import ptScreens from '../locales/pt.screens.json';
import { i18n, lazyLocaleBackend, loadScreenTexts } from './i18n';

/** What the backend hands i18next for one language and namespace. */
function read(language: string, namespace: string) {
  return new Promise<unknown>((resolve, reject) => {
    lazyLocaleBackend.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

describe('the interface texts loaded on demand', () => {
  it('loads the English texts, both files, from their own chunks', async () => {
    expect(await read('en', 'translation')).toEqual({ ...enFirstLoad, ...enScreens });
  });

  it("answers pt, the fallback, with the first load's texts of the main chunk", async () => {
    expect(await read('pt', 'translation')).toEqual(pt);
  });

  it("adds pt's other screens to its first-load texts", async () => {
    await loadScreenTexts();
    expect(i18n.getResourceBundle('pt', 'translation')).toEqual({ ...pt, ...ptScreens });
    expect(i18n.hasLoadedNamespace('messages', { lng: 'pt' })).toBe(true);
  });

  it("nests the contracts' shared messages of the language", async () => {
    const messages = (await read('es', 'messages')) as Record<string, Record<string, string>>;
    expect(messages.validation?.required).toBe('Campo obligatorio.');
  });
});
