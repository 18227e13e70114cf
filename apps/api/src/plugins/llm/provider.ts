import type { Language } from '@kiddo/contracts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What a provider may use besides the prompt: the offline companion answers from it directly. */
export interface ChildContext {
  name: string;
  age: number;
  language: Language;
  complexity: 'simple' | 'medium' | 'advanced';
  interests: string[];
  favorites: string[];
}

export interface ReplyRequest {
  system: string;
  history: ChatTurn[];
  child: ChildContext;
  signal?: AbortSignal;
}

/**
 * Where replies come from (DESIGN §1): any OpenAI-compatible endpoint, or the offline demo
 * companion. Both stream text; a failure throws ProviderError and costs the parent nothing.
 */
export interface ChatProvider {
  /** True for the offline companion: the chat site labels it as a demo without an AI model. */
  readonly isDemo: boolean;
  streamReply(request: ReplyRequest): AsyncIterable<string>;
  /** Model-based check of a message against the parent's blocked topics (only with a model). */
  mentionsTopics?(text: string, topics: string[], signal?: AbortSignal): Promise<boolean>;
  /** A short completion for summaries and titles (only with a model). */
  complete?(system: string, prompt: string, signal?: AbortSignal): Promise<string>;
}

export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
