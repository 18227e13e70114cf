import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { isConnectionError } from '../../../lib/error-text';
import { addChatToCache, appendExchangeToCache } from '../api/chat-cache';
import { chatKeys } from '../api/chat-keys';
import { createChat } from '../api/create-chat';
import { streamChatReply } from '../api/send-message';

/** The exchange in flight: the child's message and the reply so far. */
export interface PendingExchange {
  chatId: string;
  kidText: string;
  replyText: string;
}

interface ChatExchangeOptions {
  /** The open conversation; none on the welcome screen (the first message then starts one). */
  chatId: string | undefined;
  /** Called with each finished reply (to read it aloud). */
  onReply?: (reply: { id: string; text: string; chatId: string }) => void;
}

/**
 * Starting conversations and sending messages: the reply streams into `pending`, then the finished
 * exchange moves into the cache. A failure (a limit, the connection, the model) lands in `failure`
 * for the page to explain.
 */
export function useChatExchange({ chatId, onReply }: ChatExchangeOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [isStartingChat, setIsStartingChat] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the chat (signing out, closing the page) stops reading the reply.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const startChat = useCallback(async (): Promise<string | null> => {
    setFailure(null);
    setIsStartingChat(true);
    try {
      const chat = await createChat();
      addChatToCache(queryClient, chat);
      navigate(`/chats/${chat.id}`);
      return chat.id;
    } catch (error) {
      setFailure(error);
      return null;
    } finally {
      setIsStartingChat(false);
    }
  }, [queryClient, navigate]);

  /** Sends a message; resolves false when it was not answered (the box then gets the text back). */
  const send = useCallback(
    async (content: string): Promise<boolean> => {
      if (controllerRef.current) return false;
      const controller = new AbortController();
      controllerRef.current = controller;
      setFailure(null);
      let targetId = chatId;
      try {
        targetId ??= (await startChat()) ?? undefined;
        if (!targetId) return false;
        const exchange: PendingExchange = { chatId: targetId, kidText: content, replyText: '' };
        setPending(exchange);
        const done = await streamChatReply(targetId, content, {
          signal: controller.signal,
          onDelta: (text) => {
            exchange.replyText += text;
            setPending({ ...exchange });
          },
        });
        appendExchangeToCache(queryClient, targetId, { kidText: content, replyText: exchange.replyText, done });
        setPending(null);
        onReply?.({ id: done.reply_id, text: exchange.replyText, chatId: targetId });
        return true;
      } catch (error) {
        setPending(null);
        if (controller.signal.aborted) return false;
        setFailure(error);
        // Whatever the server kept of a broken exchange, its history is the truth.
        if (
          targetId &&
          (isConnectionError(error) ||
            (error instanceof ApiError && (error.code === 'provider_error' || error.code === 'safety_unavailable')))
        ) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.messages(targetId) });
        }
        return false;
      } finally {
        controllerRef.current = null;
      }
    },
    [chatId, startChat, queryClient, onReply],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);

  return { pending, failure, dismissFailure, send, startChat, isStartingChat, isSending: pending !== null };
}
