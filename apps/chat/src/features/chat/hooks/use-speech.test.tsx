import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChild } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { useSpeech } from './use-speech';

/** A fake <audio> that records what it plays and can be made to finish. */
function installAudio() {
  const played: FakeAudio[] = [];
  class FakeAudio {
    onended: (() => void) | null = null;
    paused = true;
    constructor(readonly src: string) {
      played.push(this);
    }
    play = vi.fn(async () => {
      this.paused = false;
    });
    pause = vi.fn(() => {
      this.paused = true;
    });
  }
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:speech'), revokeObjectURL: vi.fn() }));
  return played;
}

function installBrowserSpeech() {
  const synth = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [] };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      constructor(readonly text: string) {}
    },
  );
  return synth;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSpeech with the server’s voice', () => {
  it('plays the reply’s audio from the API when the server speaks', async () => {
    const played = installAudio();
    const api = mockApi({
      'GET /api/chats/c1/messages/m1/speech': () =>
        new Response(new TextEncoder().encode('ID3audio'), { status: 200, headers: { 'content-type': 'audio/mpeg' } }),
    });
    const child = createChild({ audio_enabled: true, server_speech: true, voice_quality: 'deluxe' });
    const { result } = renderHook(() => useSpeech(child, 'c1'));
    expect(result.current.isAvailable).toBe(true);

    act(() => result.current.speak('m1', 'Olá!'));
    await waitFor(() => expect(played).toHaveLength(1));
    expect(api.requests[0]?.headers.Accept).toBe('audio/mpeg');
    expect(played[0]?.play).toHaveBeenCalled();
    expect(result.current.speakingId).toBe('m1');

    act(() => played[0]?.onended?.());
    expect(result.current.speakingId).toBeNull();
  });

  it('falls back to the browser’s voice when the server’s audio fails', async () => {
    installAudio();
    const synth = installBrowserSpeech();
    mockApi({
      'GET /api/chats/c1/messages/m1/speech': {
        status: 502,
        body: { success: false, code: 'provider_error', error: 'x' },
      },
    });
    const child = createChild({ audio_enabled: true, server_speech: true });
    const { result } = renderHook(() => useSpeech(child, 'c1'));
    act(() => result.current.speak('m1', 'Olá, tudo bem?'));
    await waitFor(() => expect(synth.speak).toHaveBeenCalled());
  });

  it('uses the browser’s voice when the server has none, and nothing when audio is off', () => {
    const synth = installBrowserSpeech();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { result } = renderHook(() => useSpeech(createChild({ audio_enabled: true, server_speech: false }), 'c1'));
    act(() => result.current.speak('m1', 'Olá'));
    expect(synth.speak).toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    const off = renderHook(() => useSpeech(createChild({ audio_enabled: false, server_speech: true }), 'c1'));
    expect(off.result.current.isAvailable).toBe(false);
  });
});
