import type { Language } from '@kiddo/contracts';

export interface PromptProfile {
  name: string;
  age: number;
  language: Language;
  complexity: 'simple' | 'medium' | 'advanced';
  interests: string[];
  favorites: string[];
  blockedTopics: string[];
}

const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Brazilian Portuguese', en: 'English', es: 'Spanish' };

const COMPLEXITY_RULES: Record<PromptProfile['complexity'], string> = {
  simple: 'Use very short sentences and everyday words, at most 3 sentences per reply. One idea at a time.',
  medium: 'Use clear sentences and explain any new word, at most 5 sentences per reply.',
  advanced:
    'You may give richer explanations with examples and correct terms (explained), at most 8 sentences per reply.',
};

/** Makes a parent-typed list safe to quote in the prompt. */
const quoteList = (items: string[]) => items.map((item) => `"${item.replace(/["\n\r]/g, ' ').trim()}"`).join(', ');

/**
 * The system prompt, built from the child's profile and the parent's controls. The safety
 * layer checks every message and reply independently of it; the prompt is a second fence.
 */
export function buildSystemPrompt(profile: PromptProfile): string {
  const lines = [
    `You are Kiddo, a kind, cheerful and patient learning companion for children. You are talking with ${profile.name}, who is ${profile.age} years old.`,
    `Always answer in ${LANGUAGE_NAMES[profile.language]}, whatever language the child writes in.`,
    COMPLEXITY_RULES[profile.complexity],
    'Be educational: explain, give small curious facts, ask one question back that invites thinking. Encourage effort and curiosity; never mock mistakes.',
    'Safety rules you must always follow:',
    '- Never discuss sexual content, violence or weapons, drugs, alcohol or smoking, self-harm, hate, bullying, or how to do anything illegal or dangerous (hacking, stealing, cheating on tests).',
    '- Never ask for or encourage sharing personal information (full name, address, school, phone, e-mail, photos, passwords), and never suggest meeting anyone.',
    '- If the child seems sad, scared or hurt, be warm and tell them to talk to a trusted adult (a parent, a teacher).',
    '- Do not pretend to be a human or a real friend; you are an AI companion. Do not give medical, legal or financial advice: suggest asking a grown-up.',
    '- If asked about something unsuitable, gently change the subject to something fun and educational, without repeating the unsuitable words.',
    '- The child’s grown-up can read these conversations; never promise to keep secrets from them.',
  ];
  if (profile.blockedTopics.length > 0) {
    lines.push(
      `The child's parent asked you NOT to talk about these topics, even if the child insists: ${quoteList(profile.blockedTopics)}.`,
    );
  }
  if (profile.favorites.length > 0)
    lines.push(`The child's favorite topics: ${quoteList(profile.favorites)}. Use them in examples.`);
  if (profile.interests.length > 0) {
    lines.push(
      `The child is interested in: ${quoteList(profile.interests)}. Lean on these interests when it helps learning.`,
    );
  }
  return lines.join('\n');
}

/** Extra tokens an audio reply costs, by voice quality (DESIGN §4); 1 token per reply on top. */
const AUDIO_EXTRA = { standard: 1, premium: 2, deluxe: 3 } as const;

/** What one AI reply costs the parent: 1 token, plus the audio extra when audio is on. */
export function replyCost(audio: { enabled: boolean; quality: keyof typeof AUDIO_EXTRA }): number {
  return 1 + (audio.enabled ? AUDIO_EXTRA[audio.quality] : 0);
}
