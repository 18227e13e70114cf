import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Speech } from '../hooks/use-speech';
import { type DisplayMessage, MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: DisplayMessage[];
  speech: Pick<Speech, 'isAvailable' | 'speakingId' | 'speak' | 'stop'>;
}

/**
 * The conversation, oldest first, kept scrolled to the newest message as the reply streams in.
 * A `log` region, so screen readers announce new messages without moving the focus.
 */
export const MessageList = memo(function MessageList({ messages, speech }: MessageListProps) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the last message grows.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content]);

  return (
    <>
      {/* A fixed name, not the chat's title: a title is the child's own words and could be anything. */}
      <ol role="log" aria-label={t('chat.conversation')} className="flex flex-col gap-4 px-3 py-4 sm:px-6">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            speech={
              speech.isAvailable && message.sender === 'ai' && !message.isStreaming && message.content
                ? {
                    isSpeaking: speech.speakingId === message.id,
                    onListen: () => speech.speak(message.id, message.content),
                    onStop: speech.stop,
                  }
                : undefined
            }
          />
        ))}
      </ol>
      <div ref={endRef} />
    </>
  );
});
