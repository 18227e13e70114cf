import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSpeechSupported, pickVoice, speak, splitForSpeech, stopSpeaking, VOICE_STYLES, voicesFor } from './speech';

function voice(name: string, lang: string, extra: Partial<SpeechSynthesisVoice> = {}): SpeechSynthesisVoice {
  return { name, lang, default: false, localService: true, voiceURI: name, ...extra } as SpeechSynthesisVoice;
}

const DEVICE_VOICES = [
  voice('Daniel', 'en-GB'),
  voice('Luciana', 'pt-BR', { default: true }),
  voice('Joana', 'pt-PT'),
  voice('Google português do Brasil', 'pt-BR', { localService: false }),
  voice('Microsoft Francisca Online (Natural)', 'pt-BR', { localService: false }),
  voice('Felipe', 'pt-BR'),
];

/** A fake speechSynthesis that records what it was asked to say. */
function installSpeechSynthesis(voices = DEVICE_VOICES) {
  const spoken: SpeechSynthesisUtterance[] = [];
  const synth = {
    speak: vi.fn((u: SpeechSynthesisUtterance) => spoken.push(u)),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  class FakeUtterance {
    text: string;
    lang = '';
    voice: SpeechSynthesisVoice | null = null;
    rate = 1;
    pitch = 1;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}

afterEach(() => {
  // jsdom has no speechSynthesis: make sure no stub leaks into the next test.
  vi.unstubAllGlobals();
});

describe('voicesFor', () => {
  it("keeps the preferred region's voices of the language, from plainest to richest", () => {
    expect(voicesFor(DEVICE_VOICES, 'pt').map((v) => v.name)).toEqual([
      'Luciana',
      'Felipe',
      'Google português do Brasil',
      'Microsoft Francisca Online (Natural)',
    ]);
    expect(voicesFor(DEVICE_VOICES, 'en').map((v) => v.name)).toEqual(['Daniel']);
    expect(voicesFor(DEVICE_VOICES, 'es')).toEqual([]);
  });
});

describe('pickVoice', () => {
  it('gives each voice quality a different voice when the device has several', () => {
    const picked = (['standard', 'premium', 'deluxe'] as const).map((q) => pickVoice(DEVICE_VOICES, 'pt', q)?.name);
    expect(picked).toEqual(['Luciana', 'Google português do Brasil', 'Microsoft Francisca Online (Natural)']);
  });

  it('still tells premium from standard with only two voices, and returns null with none', () => {
    const two = [voice('A', 'en-US'), voice('B', 'en-US')];
    expect(pickVoice(two, 'en', 'standard')?.name).toBe('A');
    expect(pickVoice(two, 'en', 'premium')?.name).toBe('B');
    expect(pickVoice(two, 'es', 'deluxe')).toBeNull();
  });
});

describe('splitForSpeech', () => {
  it('drops emoji and cuts long texts at sentence ends', () => {
    const parts = splitForSpeech(`Oi! 🚀 ${'Os planetas giram. '.repeat(20)}Fim.`, 100);
    expect(parts[0]?.startsWith('Oi! Os planetas giram.')).toBe(true);
    expect(parts.every((part) => part.length <= 100)).toBe(true);
    expect(parts.join(' ')).not.toContain('🚀');
    expect(parts.at(-1)?.endsWith('Fim.')).toBe(true);
  });

  it('returns nothing for a text of emoji only', () => {
    expect(splitForSpeech('🎉🎉')).toEqual([]);
  });
});

describe('speak', () => {
  it('returns false and does nothing when the browser has no speech synthesis', () => {
    expect(isSpeechSupported()).toBe(false);
    expect(speak('Oi', { language: 'pt', quality: 'standard' })).toBe(false);
    expect(() => stopSpeaking()).not.toThrow();
  });

  it("reads with the level's voice, pace and pitch, and reports the end once", () => {
    const { synth, spoken } = installSpeechSynthesis();
    const onEnd = vi.fn();

    expect(speak('Oi! Tudo bem?', { language: 'pt', quality: 'deluxe', onEnd })).toBe(true);

    expect(synth.cancel).toHaveBeenCalled();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]?.voice?.name).toBe('Microsoft Francisca Online (Natural)');
    expect(spoken[0]?.lang).toBe('pt-BR');
    expect(spoken[0]?.rate).toBe(VOICE_STYLES.deluxe.rate);
    expect(spoken[0]?.pitch).toBe(VOICE_STYLES.deluxe.pitch);
    spoken[0]?.onend?.(new Event('end') as SpeechSynthesisEvent);
    spoken[0]?.onerror?.(new Event('error') as SpeechSynthesisErrorEvent);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("falls back to the language's locale when the device has no voice for it", () => {
    const { spoken } = installSpeechSynthesis([]);
    speak('Hola', { language: 'es', quality: 'standard' });
    expect(spoken[0]?.voice).toBeNull();
    expect(spoken[0]?.lang).toBe('es-MX');
  });
});
