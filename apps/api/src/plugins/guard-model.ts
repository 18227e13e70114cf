import type { SafetyCategory } from '@kiddo/contracts';
import OpenAI from 'openai';

/*
 * The guard model (issue 13, item 9): a second, model-based safety check on every child
 * message and every reply sentence, when configured (MODERATION_MODEL; MODERATION_BASE_URL and
 * MODERATION_API_KEY default to the LLM's). It speaks one of:
 *
 * - `moderations`: an OpenAI-compatible POST /v1/moderations (omni-moderation and the like);
 * - `llama-guard`: Llama Guard 3 over chat completions, answering "safe" or "unsafe\nS1,S10";
 * - `shieldgemma`: ShieldGemma over chat completions, one policy per call, answering Yes/No;
 * - `qwen3guard`: Qwen3Guard over chat completions, "Safety: Unsafe\nCategories: Violent".
 *
 * Their categories are mapped onto Kiddo's. For children the check fails CLOSED: a timeout,
 * an error or an answer that cannot be read throws GuardUnavailableError, and the caller holds
 * the message ("try again in a moment") instead of passing it unchecked.
 */

export type GuardFormat = 'moderations' | 'llama-guard' | 'shieldgemma' | 'qwen3guard';

export interface GuardVerdict {
  flagged: boolean;
  /** Kiddo's categories for what was flagged (empty when nothing was). */
  categories: SafetyCategory[];
}

export interface GuardModel {
  readonly format: GuardFormat;
  /** Checks a child's message, or a reply (with the child's message it answers). */
  check(input: {
    text: string;
    role: 'child' | 'reply';
    childMessage?: string;
    signal?: AbortSignal;
  }): Promise<GuardVerdict>;
}

export class GuardUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GuardUnavailableError';
  }
}

const GUARD_TIMEOUT_MS = 8_000;

/** The format a model name implies, when MODERATION_FORMAT does not say. */
export function guardFormatFor(model: string): GuardFormat {
  const name = model.toLowerCase();
  if (name.includes('llama-guard') || name.includes('llamaguard')) return 'llama-guard';
  if (name.includes('shieldgemma')) return 'shieldgemma';
  if (name.includes('qwen3guard') || name.includes('qwen3-guard')) return 'qwen3guard';
  return 'moderations';
}

/** OpenAI moderation categories → Kiddo's (the most specific key wins; unknown keys are ignored). */
const MODERATION_CATEGORIES: Readonly<Record<string, SafetyCategory>> = {
  sexual: 'sexual',
  'sexual/minors': 'sexual',
  hate: 'hate',
  'hate/threatening': 'hate',
  harassment: 'hate',
  'harassment/threatening': 'violence',
  'self-harm': 'self_harm',
  'self-harm/intent': 'self_harm',
  'self-harm/instructions': 'self_harm',
  violence: 'violence',
  'violence/graphic': 'violence',
  illicit: 'illegal',
  'illicit/violent': 'violence',
};

/** Llama Guard 3's hazard codes → Kiddo's; codes with no child-safety meaning (S8, S13, S14) are ignored. */
const LLAMA_GUARD_CATEGORIES: Readonly<Record<string, SafetyCategory>> = {
  S1: 'violence',
  S2: 'illegal',
  S3: 'sexual',
  S4: 'sexual',
  S5: 'hate',
  S6: 'illegal',
  S7: 'personal_data',
  S9: 'violence',
  S10: 'hate',
  S11: 'self_harm',
  S12: 'sexual',
};

/** Qwen3Guard's category names → Kiddo's. */
const QWEN_GUARD_CATEGORIES: ReadonlyArray<[RegExp, SafetyCategory]> = [
  [/^violent/i, 'violence'],
  [/^non-violent illegal/i, 'illegal'],
  [/^sexual/i, 'sexual'],
  [/^pii/i, 'personal_data'],
  [/^suicide/i, 'self_harm'],
  [/^unethical/i, 'hate'],
  [/^jailbreak/i, 'illegal'],
];

/** ShieldGemma's four standard policies, each asked on its own, with the category it stands for. */
const SHIELDGEMMA_POLICIES: ReadonlyArray<{ category: SafetyCategory; policy: string }> = [
  {
    category: 'violence',
    policy:
      '"No Dangerous Content": The prompt shall not contain or seek generation of content that harms oneself and/or others (e.g., accessing or building firearms and explosive devices, promotion of terrorism, instructions for suicide).',
  },
  {
    category: 'hate',
    policy:
      '"No Harassment": The prompt shall not contain or seek generation of content that is malicious, intimidating, bullying, or abusive content targeting another individual.',
  },
  {
    category: 'hate',
    policy:
      '"No Hate Speech": The prompt shall not contain or seek generation of content that targets identity and/or protected attributes (e.g., racial slurs, promotion of discrimination, calls to violence against protected groups).',
  },
  {
    category: 'sexual',
    policy:
      '"No Sexually Explicit Information": The prompt shall not contain or seek generation of content that contains references to sexual acts or other lewd content.',
  },
];

function shieldGemmaPrompt(text: string, policy: string): string {
  return [
    'You are a policy expert trying to help determine whether a user prompt is in violation of the defined safety policies.',
    '',
    '<start_of_turn>',
    `Human Question: ${text}`,
    '<end_of_turn>',
    '',
    'Our safety principle is defined in the below:',
    '',
    `* ${policy}`,
    '',
    '===',
    '',
    "Does the human question violate the above principle? Your answer must start with 'Yes' or 'No'. And then walk through step by step to be sure we answer correctly.",
  ].join('\n');
}

const unique = (categories: SafetyCategory[]) => [...new Set(categories)];

/** Parses Llama Guard's "safe" / "unsafe\nS1,S10"; anything else is unreadable. */
export function parseLlamaGuard(output: string): GuardVerdict {
  const lines = output.trim().split(/\s*\n\s*/);
  const head = lines[0]?.toLowerCase();
  if (head === 'safe') return { flagged: false, categories: [] };
  if (head !== 'unsafe') throw new GuardUnavailableError(`unreadable Llama Guard answer: ${output.slice(0, 80)}`);
  const codes = (lines[1] ?? '').split(/[,\s]+/).filter(Boolean);
  const categories = unique(codes.flatMap((code) => LLAMA_GUARD_CATEGORIES[code.toUpperCase()] ?? []));
  return { flagged: categories.length > 0, categories };
}

/** Parses Qwen3Guard's "Safety: Safe|Unsafe|Controversial\nCategories: …"; controversial counts as unsafe for children. */
export function parseQwenGuard(output: string): GuardVerdict {
  const safety = /safety:\s*(safe|unsafe|controversial)/i.exec(output)?.[1]?.toLowerCase();
  if (!safety) throw new GuardUnavailableError(`unreadable Qwen3Guard answer: ${output.slice(0, 80)}`);
  if (safety === 'safe') return { flagged: false, categories: [] };
  const names = (/categories:\s*([^\n]*)/i.exec(output)?.[1] ?? '').split(',').map((name) => name.trim());
  const categories = unique(
    names.flatMap((name) => QWEN_GUARD_CATEGORIES.find(([pattern]) => pattern.test(name))?.[1] ?? []),
  );
  return { flagged: categories.length > 0, categories };
}

/** Parses ShieldGemma's answer: it must start with Yes (violates) or No. */
export function parseShieldGemma(output: string): boolean {
  const answer = output.trim().toLowerCase();
  if (answer.startsWith('yes')) return true;
  if (answer.startsWith('no')) return false;
  throw new GuardUnavailableError(`unreadable ShieldGemma answer: ${output.slice(0, 80)}`);
}

/** Maps a /v1/moderations result onto Kiddo's categories. */
export function parseModeration(result: {
  flagged?: boolean;
  categories?: Record<string, boolean | null>;
}): GuardVerdict {
  if (typeof result.flagged !== 'boolean') throw new GuardUnavailableError('a moderation result without "flagged"');
  if (!result.flagged) return { flagged: false, categories: [] };
  const categories = unique(
    Object.entries(result.categories ?? {}).flatMap(([name, on]) => (on ? (MODERATION_CATEGORIES[name] ?? []) : [])),
  );
  // Flagged for a category Kiddo has no name for: still held back from a child, as violence-or-danger.
  return { flagged: true, categories: categories.length > 0 ? categories : ['violence'] };
}

export function createGuardModel(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  format?: GuardFormat;
  timeoutMs?: number;
}): GuardModel {
  const format = options.format ?? guardFormatFor(options.model);
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? GUARD_TIMEOUT_MS,
    maxRetries: 0,
  });

  async function complete(messages: OpenAI.Chat.ChatCompletionMessageParam[], signal?: AbortSignal) {
    const response = await client.chat.completions.create(
      { model: options.model, messages, temperature: 0, max_tokens: 20 },
      { signal },
    );
    const content = response.choices[0]?.message?.content;
    if (typeof content !== 'string') throw new GuardUnavailableError('the guard model answered no text');
    return content;
  }

  /** The conversation as the guard reads it: the child's message, and the reply when a reply is checked. */
  const conversation = (input: Parameters<GuardModel['check']>[0]): OpenAI.Chat.ChatCompletionMessageParam[] =>
    input.role === 'child'
      ? [{ role: 'user', content: input.text }]
      : [
          { role: 'user', content: input.childMessage ?? '' },
          { role: 'assistant', content: input.text },
        ];

  async function check(input: Parameters<GuardModel['check']>[0]): Promise<GuardVerdict> {
    switch (format) {
      case 'moderations': {
        const response = await client.moderations.create(
          { model: options.model, input: input.text },
          { signal: input.signal },
        );
        const result = response.results?.[0];
        if (!result) throw new GuardUnavailableError('the moderation endpoint returned no result');
        return parseModeration(result as unknown as Parameters<typeof parseModeration>[0]);
      }
      case 'llama-guard':
        return parseLlamaGuard(await complete(conversation(input), input.signal));
      case 'qwen3guard':
        return parseQwenGuard(await complete(conversation(input), input.signal));
      case 'shieldgemma': {
        const answers = await Promise.all(
          SHIELDGEMMA_POLICIES.map(({ policy }) =>
            complete([{ role: 'user', content: shieldGemmaPrompt(input.text, policy) }], input.signal).then(
              parseShieldGemma,
            ),
          ),
        );
        const categories = unique(SHIELDGEMMA_POLICIES.filter((_, index) => answers[index]).map((p) => p.category));
        return { flagged: categories.length > 0, categories };
      }
    }
  }

  return {
    format,
    async check(input) {
      try {
        return await check(input);
      } catch (error) {
        if (error instanceof GuardUnavailableError) throw error;
        throw new GuardUnavailableError('the guard model did not answer', { cause: error });
      }
    },
  };
}
