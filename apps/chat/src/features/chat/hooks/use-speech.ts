import type { ChildProfile } from '@kiddo/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { isSpeechSupported, speak, stopSpeaking } from '../../../lib/speech';

export interface Speech {
  /** Audio is on for this child (parent's setting) and something can speak: the server or the browser. */
  isAvailable: boolean;
  /** The id of the message being read aloud, if any. */
  speakingId: string | null;
  /** Reads a reply; `chatId` defaults to the open conversation. */
  speak: (messageId: string, text: string, chatId?: string) => void;
  stop: () => void;
}

type ChildSpeechSettings = Pick<ChildProfile, 'audio_enabled' | 'language' | 'voice_quality' | 'server_speech'>;

/**
 * Reading Kiddo's replies aloud in the child's language, with the voice of the parent's chosen
 * level: by the server's speech model when the API has one (`server_speech`), otherwise by the
 * browser's speech synthesis — which is also the fallback if the server's audio fails.
 */
export function useSpeech(child: ChildSpeechSettings, openChatId?: string): Speech {
  const canBrowserSpeak = isSpeechSupported();
  const isAvailable = child.audio_enabled && (child.server_speech || canBrowserSpeak);
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const audioRef = useRef<{ element: HTMLAudioElement; url: string } | null>(null);
  const requestRef = useRef<AbortController | null>(null);

  const stopServerAudio = useCallback(() => {
    requestRef.current?.abort();
    requestRef.current = null;
    if (audioRef.current) {
      audioRef.current.element.pause();
      URL.revokeObjectURL(audioRef.current.url);
      audioRef.current = null;
    }
  }, []);

  useEffect(() => {
    if (!isAvailable || !canBrowserSpeak) return;
    // Chrome loads its voices lazily: asking once now makes them ready for the first reply.
    const warmUp = () => window.speechSynthesis.getVoices();
    warmUp();
    window.speechSynthesis.addEventListener?.('voiceschanged', warmUp);
    return () => {
      // The browser may have lost its speech engine meanwhile (a test stub, a closing WebView).
      if (!isSpeechSupported()) return;
      window.speechSynthesis.removeEventListener?.('voiceschanged', warmUp);
      stopSpeaking();
    };
  }, [isAvailable, canBrowserSpeak]);

  useEffect(() => stopServerAudio, [stopServerAudio]);

  const speakInBrowser = useCallback(
    (messageId: string, text: string) => {
      if (!canBrowserSpeak) {
        setSpeakingId((current) => (current === messageId ? null : current));
        return;
      }
      speak(text, {
        language: child.language,
        quality: child.voice_quality,
        onEnd: () => setSpeakingId((current) => (current === messageId ? null : current)),
      });
    },
    [canBrowserSpeak, child.language, child.voice_quality],
  );

  const speakOnServer = useCallback(
    async (messageId: string, text: string, chatId: string) => {
      const controller = new AbortController();
      requestRef.current = controller;
      try {
        const response = await apiFetch(`/chats/${chatId}/messages/${messageId}/speech`, {
          accept: 'audio/mpeg',
          signal: controller.signal,
        });
        const url = URL.createObjectURL(await response.blob());
        const element = new Audio(url);
        audioRef.current = { element, url };
        element.onended = () => {
          stopServerAudio();
          setSpeakingId((current) => (current === messageId ? null : current));
        };
        await element.play();
      } catch {
        if (controller.signal.aborted) return;
        // The server's voice failed (or autoplay was refused): the browser's voice still reads it.
        stopServerAudio();
        speakInBrowser(messageId, text);
      }
    },
    [speakInBrowser, stopServerAudio],
  );

  const start = useCallback(
    (messageId: string, text: string, chatId?: string) => {
      if (!isAvailable) return;
      stopServerAudio();
      if (canBrowserSpeak) stopSpeaking();
      setSpeakingId(messageId);
      const conversation = chatId ?? openChatId;
      if (child.server_speech && conversation) void speakOnServer(messageId, text, conversation);
      else speakInBrowser(messageId, text);
    },
    [isAvailable, canBrowserSpeak, child.server_speech, openChatId, speakOnServer, speakInBrowser, stopServerAudio],
  );

  const stop = useCallback(() => {
    stopServerAudio();
    if (canBrowserSpeak) stopSpeaking();
    setSpeakingId(null);
  }, [canBrowserSpeak, stopServerAudio]);

  return useMemo(() => ({ isAvailable, speakingId, speak: start, stop }), [isAvailable, speakingId, start, stop]);
}
