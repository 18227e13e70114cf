import OpenAI from 'openai';
import { type ChatProvider, ProviderError } from './provider';

/** How long a reply may take before the child gets a kind message and nothing is charged. */
const REPLY_TIMEOUT_MS = 45_000;
const CHECK_TIMEOUT_MS = 10_000;
const MAX_REPLY_TOKENS = 600;

/**
 * Any OpenAI-compatible chat-completions endpoint with streaming: OpenAI, Ollama, vLLM,
 * llama.cpp… (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL).
 */
export function createOpenAiProvider(options: { baseUrl: string; apiKey?: string; model: string }): ChatProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    timeout: REPLY_TIMEOUT_MS,
    maxRetries: 0,
  });

  return {
    isDemo: false,

    async *streamReply({ system, history, signal }) {
      let stream: Awaited<ReturnType<typeof client.chat.completions.create>> &
        AsyncIterable<OpenAI.ChatCompletionChunk>;
      try {
        stream = (await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            max_tokens: MAX_REPLY_TOKENS,
            messages: [{ role: 'system', content: system }, ...history],
          },
          { signal },
        )) as typeof stream;
      } catch (error) {
        throw new ProviderError('the model did not start a reply', { cause: error });
      }
      try {
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw new ProviderError('the reply stream broke', { cause: error });
      }
    },

    async mentionsTopics(text, topics, signal) {
      const answer = await this.complete?.(
        'You are a strict content classifier for a children’s app. Answer with exactly one word: YES or NO.',
        `Topics the parent blocked: ${topics.map((t) => `"${t}"`).join(', ')}.\nDoes the following message talk about, ask about or refer to any of these topics, in any language, spelling or disguise?\nMessage: """${text}"""`,
        signal,
      );
      return /^\s*yes/i.test(answer ?? '');
    },

    async complete(system, prompt, signal) {
      try {
        const response = await client.chat.completions.create(
          {
            model: options.model,
            max_tokens: 400,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: prompt },
            ],
          },
          { signal, timeout: CHECK_TIMEOUT_MS },
        );
        return response.choices[0]?.message?.content ?? '';
      } catch (error) {
        throw new ProviderError('the model did not answer', { cause: error });
      }
    },
  };
}
