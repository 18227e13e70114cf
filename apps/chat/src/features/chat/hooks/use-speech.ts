import type { ChildProfile } from '@kiddo/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isSpeechSupported, speak, stopSpeaking } from '../../../lib/speech';

export interface Speech {
  /** Audio is on for this child (parent's setting) and this browser can speak. */
  isAvailable: boolean;
  /** The id of the message being read aloud, if any. */
  speakingId: string | null;
  speak: (messageId: string, text: string) => void;
  stop: () => void;
}

/** Reading Kiddo's replies aloud in the child's language, with the voice of the parent's chosen level. */
export function useSpeech(child: Pick<ChildProfile, 'audio_enabled' | 'language' | 'voice_quality'>): Speech {
  const isAvailable = child.audio_enabled && isSpeechSupported();
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  useEffect(() => {
    if (!isAvailable) return;
    // Chrome loads its voices lazily: asking once now makes them ready for the first reply.
    const warmUp = () => window.speechSynthesis.getVoices();
    warmUp();
    window.speechSynthesis.addEventListener?.('voiceschanged', warmUp);
    return () => {
      window.speechSynthesis.removeEventListener?.('voiceschanged', warmUp);
      stopSpeaking();
    };
  }, [isAvailable]);

  const start = useCallback(
    (messageId: string, text: string) => {
      if (!isAvailable) return;
      setSpeakingId(messageId);
      speak(text, {
        language: child.language,
        quality: child.voice_quality,
        onEnd: () => setSpeakingId((current) => (current === messageId ? null : current)),
      });
    },
    [isAvailable, child.language, child.voice_quality],
  );

  const stop = useCallback(() => {
    stopSpeaking();
    setSpeakingId(null);
  }, []);

  return useMemo(() => ({ isAvailable, speakingId, speak: start, stop }), [isAvailable, speakingId, start, stop]);
}
