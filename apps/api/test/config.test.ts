import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      CHAT_PORT: 8081,
      publicUrl: 'http://localhost:8080',
      chatUrl: 'http://localhost:8081',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'not a url',
        GOOGLE_CLIENT_ID: 'id',
        LLM_BASE_URL: 'http://llm.local',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'GOOGLE_CLIENT_SECRET', 'LLM_MODEL'])
        expect(message).toContain(name);
    }
  });

  it('treats empty values as unset and strips a trailing slash from public addresses', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      PUBLIC_URL: 'https://kiddo.example/',
      CHAT_URL: 'https://chat.kiddo.example',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('https://kiddo.example');
  });

  it('refuses the same port for both sites', () => {
    expect(() => loadConfig({ PORT: '9000', CHAT_PORT: '9000' })).toThrow(/CHAT_PORT/);
  });
});
