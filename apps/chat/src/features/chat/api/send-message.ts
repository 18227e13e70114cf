import { type ChatReplyDone, chatReplyDoneSchema, chatReplyResponseSchema, REQUEST_TIMEOUT_MS } from '@kiddo/contracts';
import { ApiError, apiFetch, readJson } from '../../../lib/api-client';
import { isErrorCode } from '../../../lib/error-text';
import { readSseStream, STOP_READING } from '../../../lib/sse-parser';

export interface StreamReplyOptions {
  /** Called with each piece of the reply as the model writes it. */
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/chats/{id}/messages as a stream: sends the child's message, calls `onDelta` with the
 * reply as it is generated, and resolves with the `done` event (ids, moderation, tokens left).
 * Rejects with an ApiError: the server's refusal before the stream (message_too_long,
 * daily_chat_limit, time_limit, insufficient_tokens, 401…), an `error` event (the model failed
 * mid-way; nothing was charged), or `connection_lost` when the stream broke before `done`.
 */
export async function streamChatReply(
  chatId: string,
  content: string,
  { onDelta, signal }: StreamReplyOptions,
): Promise<ChatReplyDone> {
  const response = await apiFetch(`/chats/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    body: { content },
    accept: 'text/event-stream',
    signal,
  });

  if (!(response.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    return readWholeReply(response, onDelta);
  }
  if (!response.body) throw new ApiError({ status: 0, code: 'connection_lost' });

  let done: ChatReplyDone | undefined;
  let failure: ApiError | undefined;
  try {
    await readSseStream(
      response.body,
      (event) => {
        const data = parseJson(event.data);
        if (event.event === 'delta') {
          if (isRecord(data) && typeof data.text === 'string') onDelta(data.text);
          return undefined;
        }
        if (event.event === 'done') {
          const parsed = chatReplyDoneSchema.safeParse(data);
          if (parsed.success) done = parsed.data;
          else failure = new ApiError({ status: response.status, code: 'invalid_response' });
          return STOP_READING;
        }
        if (event.event === 'error') {
          const record = isRecord(data) ? data : {};
          failure = new ApiError({
            status: response.status,
            code: isErrorCode(record.code) ? record.code : 'provider_error',
            serverMessage: typeof record.error === 'string' && record.error ? record.error : undefined,
          });
          return STOP_READING;
        }
        return undefined;
      },
      // A stream silent this long is a connection that died without closing.
      { idleTimeoutMs: REQUEST_TIMEOUT_MS },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!done && !failure) throw new ApiError({ status: 0, code: 'connection_lost' });
  }
  if (failure) throw failure;
  if (!done) throw new ApiError({ status: 0, code: 'connection_lost' });
  return done;
}

/** A server that answered JSON despite the Accept header (ChatReplyResponse): the reply in one piece. */
async function readWholeReply(response: Response, onDelta: (text: string) => void): Promise<ChatReplyDone> {
  const parsed = chatReplyResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError({ status: response.status, code: 'invalid_response' });
  const { message, reply, moderation, tokens_left } = parsed.data;
  onDelta(reply.content);
  return { message_id: message.id, reply_id: reply.id, moderation, tokens_left, title: null };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
