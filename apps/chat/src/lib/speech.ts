import type { ChildProfile, Language } from '@kiddo/contracts';

/*
 * Replies read aloud with the browser's own speech synthesis (DESIGN §4: no server TTS needed).
 * The parent's `voice_quality` picks how Kiddo sounds: a different voice of the child's language
 * where the device has several, and always a different pace and pitch, so the three levels are
 * told apart even on a device with a single voice.
 */

export type VoiceQuality = ChildProfile['voice_quality'];

/** Pace and pitch of each level: standard is the device's plain voice, deluxe the most expressive. */
export const VOICE_STYLES: Record<VoiceQuality, { rate: number; pitch: number }> = {
  standard: { rate: 1, pitch: 1 },
  premium: { rate: 0.95, pitch: 1.1 },
  deluxe: { rate: 0.9, pitch: 1.2 },
};

/** The regional variant to prefer for each language (the product is Brazilian first). */
const PREFERRED_LOCALES: Record<Language, string[]> = {
  pt: ['pt-BR', 'pt-PT'],
  en: ['en-US', 'en-GB'],
  es: ['es-MX', 'es-US', 'es-ES'],
};

// Names that engines give their better-sounding voices (Chrome's "Google …", Edge's "… Online
// (Natural)", Apple's "(Enhanced)"/"(Premium)").
const RICH_VOICE_NAME = /natural|neural|online|enhanced|premium|wavenet|google/i;

/** Whether this browser can speak at all (it is missing in some WebViews and in jsdom). */
export function isSpeechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    window.speechSynthesis !== undefined &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

function richness(voice: SpeechSynthesisVoice): number {
  return (RICH_VOICE_NAME.test(voice.name) ? 2 : 0) + (voice.localService ? 0 : 1);
}

function regionRank(voice: SpeechSynthesisVoice, language: Language): number {
  const index = PREFERRED_LOCALES[language].findIndex(
    (tag) => voice.lang.replace('_', '-').toLowerCase() === tag.toLowerCase(),
  );
  return index === -1 ? PREFERRED_LOCALES[language].length : index;
}

/**
 * The device's voices for a language, from plainest to richest. Only the preferred region's
 * voices when it has any (a Brazilian child hears Brazilian Portuguese at every level); ties
 * broken by the device's default, then by name, so the order is stable.
 */
export function voicesFor(voices: readonly SpeechSynthesisVoice[], language: Language): SpeechSynthesisVoice[] {
  const ofLanguage = voices.filter((voice) => voice.lang.toLowerCase().startsWith(language));
  const bestRegion = Math.min(...ofLanguage.map((voice) => regionRank(voice, language)));
  return ofLanguage
    .filter((voice) => regionRank(voice, language) === bestRegion)
    .sort((a, b) => richness(a) - richness(b) || Number(b.default) - Number(a.default) || a.name.localeCompare(b.name));
}

/**
 * Picks the voice of a level among the device's voices for the language: standard the plainest,
 * deluxe the richest, premium one in between; null when the device has none (the browser then
 * uses its default voice for the utterance's `lang`).
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: Language,
  quality: VoiceQuality,
): SpeechSynthesisVoice | null {
  const candidates = voicesFor(voices, language);
  if (candidates.length === 0) return null;
  const last = candidates.length - 1;
  const index =
    quality === 'standard' ? 0 : quality === 'deluxe' ? last : Math.min(last, Math.max(1, Math.round(last / 2)));
  return candidates[index] ?? null;
}

/**
 * Cuts a reply into sentences of at most ~200 characters: Chrome silently stops a single long
 * utterance after about 15 seconds. Emoji are dropped, since engines read their names aloud.
 */
export function splitForSpeech(text: string, maxLength = 200): string[] {
  const clean = text
    .replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return [];
  const sentences = clean.match(/[^.!?…]+[.!?…]*\s*/g) ?? [clean];
  const parts: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && (current + sentence).length > maxLength) {
      parts.push(current.trim());
      current = '';
    }
    if (sentence.length > maxLength) {
      for (const word of sentence.split(' ')) {
        if (current && (current + word).length > maxLength) {
          parts.push(current.trim());
          current = '';
        }
        current += `${word} `;
      }
    } else {
      current += sentence;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

export interface SpeakOptions {
  language: Language;
  quality: VoiceQuality;
  /** Called once when the whole text has been spoken, was stopped, or failed. */
  onEnd?: () => void;
}

/** Reads a text aloud, replacing whatever is being read. Returns false when the browser cannot speak. */
export function speak(text: string, options: SpeakOptions): boolean {
  if (!isSpeechSupported()) return false;
  const synth = window.speechSynthesis;
  synth.cancel();
  const parts = splitForSpeech(text);
  if (parts.length === 0) {
    options.onEnd?.();
    return true;
  }
  const voice = pickVoice(synth.getVoices(), options.language, options.quality);
  const style = VOICE_STYLES[options.quality];
  let hasEnded = false;
  const finish = () => {
    if (hasEnded) return;
    hasEnded = true;
    options.onEnd?.();
  };
  parts.forEach((part, index) => {
    const utterance = new window.SpeechSynthesisUtterance(part);
    utterance.lang = voice?.lang ?? PREFERRED_LOCALES[options.language][0] ?? options.language;
    if (voice) utterance.voice = voice;
    utterance.rate = style.rate;
    utterance.pitch = style.pitch;
    // A cancel() fires `error` ("interrupted") on the current utterance: that also ends the reading.
    utterance.onerror = finish;
    if (index === parts.length - 1) utterance.onend = finish;
    synth.speak(utterance);
  });
  return true;
}

/** Stops any reading in progress. */
export function stopSpeaking(): void {
  if (isSpeechSupported()) window.speechSynthesis.cancel();
}
