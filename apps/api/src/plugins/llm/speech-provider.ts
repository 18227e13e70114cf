import OpenAI from 'openai';
import { ProviderError } from './provider';

export type VoiceQuality = 'standard' | 'premium' | 'deluxe';

/**
 * Server text-to-speech, used instead of the browser's speech synthesis when configured
 * (TTS_MODEL): any OpenAI-compatible `/audio/speech` endpoint. One voice per quality level.
 */
export interface SpeechProvider {
  synthesize(
    text: string,
    quality: VoiceQuality,
    signal?: AbortSignal,
  ): Promise<{ audio: Buffer; contentType: string }>;
}

const SPEECH_TIMEOUT_MS = 30_000;

export function createOpenAiSpeech(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  voices: Record<VoiceQuality, string>;
}): SpeechProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: SPEECH_TIMEOUT_MS,
    maxRetries: 0,
  });
  return {
    async synthesize(text, quality, signal) {
      try {
        const response = await client.audio.speech.create(
          { model: options.model, voice: options.voices[quality], input: text, response_format: 'mp3' },
          { signal },
        );
        return { audio: Buffer.from(await response.arrayBuffer()), contentType: 'audio/mpeg' };
      } catch (error) {
        throw new ProviderError('the speech model did not answer', { cause: error });
      }
    },
  };
}
