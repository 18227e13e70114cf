import {
  ageOn,
  type ChatMessage,
  type ChatReplyDone,
  DEFAULT_TIME_ZONE,
  type Moderation,
  resolveLanguage,
  SUMMARY_QUIET_MINUTES,
  todayIn,
} from '@kiddo/contracts';
import {
  type BlockedTopicInput,
  CONTEXT_MESSAGES,
  careMessage,
  checkInMessage,
  createPromptLeakCheck,
  moderateText,
  redirectMessage,
  type SafetyVerdict,
} from '@kiddo/safety';
import type { AppDeps } from '../../app';
import { JOB_KINDS, scheduleJob } from '../../core/jobs';
import { mailNotification, type NotificationRow, recordNotification } from '../../core/notifications';
import type { SessionIdentity } from '../../core/sessions';
import { creditTokens, debitTokens } from '../../core/token-ledger';
import type { Executor, Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { firstNameOf } from '../../lib/first-name';
import { isUuid } from '../../lib/uuid';
import type { GuardModel } from '../../plugins/guard-model';
import { type ChildContext, ProviderError } from '../../plugins/llm/provider';
import { titleFrom, toChatMessage, toChatSummary } from './chat-view';
import { buildSystemPrompt, replyCost } from './prompt';
import * as repo from './repository';

/** The balance under which the parent is told tokens are running out (once per crossing). */
export const LOW_BALANCE_THRESHOLD = 50;
/** Turns of the conversation the model sees. */
const HISTORY_TURNS = 20;
/** A gap longer than this between messages starts a new sitting rather than counting as chat time. */
const SITTING_GAP_SECONDS = 5 * 60;
/** Chat time counted for the first message of a sitting. */
const SITTING_START_SECONDS = 60;
const CHATS_LISTED = 100;
type Context = NonNullable<Awaited<ReturnType<typeof repo.loadChatContext>>>;

/** A reply that passed every check and has been paid for; running it streams the text. */
export interface PreparedReply {
  run(
    emit: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<{ done: ChatReplyDone; message: ChatMessage; reply: ChatMessage }>;
}

/**
 * The Kiddo chat engine as the child's session uses it: conversations, the checks of every
 * message in a fixed order (length → daily chats → time today → balance → safety → model),
 * tokens debited through the ledger, the safety layer on both sides, and care cases.
 */
/** The conversation is (re)summarised once it has been quiet for a while (issue 5), by the jobs table. */
function scheduleSummary(tx: Tx, conversationId: string, now: Date) {
  return scheduleJob(tx, {
    kind: JOB_KINDS.summarizeConversation,
    key: `summary:${conversationId}`,
    payload: { conversationId },
    runAt: new Date(now.getTime() + SUMMARY_QUIET_MINUTES * 60_000),
  });
}

export function createChatService(deps: AppDeps) {
  const { db, llm } = deps;

  async function contextOf(session: SessionIdentity): Promise<Context> {
    const context = session.childId ? await repo.loadChatContext(db, session.childId) : undefined;
    if (!context) throw new AppError('unauthorized');
    return context;
  }

  const timeZoneOf = (context: Context) => context.timeZone || DEFAULT_TIME_ZONE;
  const costOf = (context: Context) =>
    replyCost({
      enabled: context.controls.audioEnabled,
      quality: context.controls.voiceQuality as 'standard' | 'premium' | 'deluxe',
    });

  function childContext(context: Context, now: Date): ChildContext {
    return {
      // Only the first name reaches the model (privacy policy: no surname leaves for the AI provider).
      name: firstNameOf(context.child.name),
      age: ageOn(context.child.birthDate, todayIn(timeZoneOf(context), now)),
      language: resolveLanguage(context.child.language),
      complexity: context.controls.responseComplexity as ChildContext['complexity'],
      // The offline companion offers these: never one the parent's topics (as concepts) cover.
      interests: context.controls.interestTopics.filter((topic) => isOfferable(context, topic)),
      favorites: context.controls.favoriteTopics.filter((topic) => isOfferable(context, topic)),
    };
  }

  /** An interest Kiddo may bring up: not covered by the parent's topics nor refused by the safety layer. */
  function isOfferable(context: Context, topic: string): boolean {
    return !moderateText(topic, {
      blockedTopics: blockedTopicsOf(context),
      language: resolveLanguage(context.child.language),
    }).blocked;
  }

  /** The limits that apply before any message: daily conversations, time today, tokens. */
  async function checkLimits(
    context: Context,
    options: { startsConversation: boolean; now: Date; executor?: Executor },
  ) {
    const executor = options.executor ?? db;
    const today = todayIn(timeZoneOf(context), options.now);
    if (options.startsConversation) {
      const started = await repo.countConversationsStartedOn(executor, context.child.id, today, timeZoneOf(context));
      if (started >= context.controls.maxDailyChats) throw new AppError('daily_chat_limit');
    }
    const usage = await repo.findUsage(executor, context.child.id, today);
    if ((usage?.seconds ?? 0) >= context.controls.timeRestrictions * 60) throw new AppError('time_limit');
    if (context.parentTokens < costOf(context)) throw new AppError('insufficient_tokens');
    return { today, usage };
  }

  /**
   * Every message that may reach a model (the reply, the guard) counts against the family's
   * ceiling per minute (issue 15). The offline companion with no guard calls nothing: not counted.
   */
  async function limitModelCalls(context: Context) {
    if (llm.isDemo && !deps.guard) return;
    const calls = await deps.rateLimiter.hit(`model-calls:${context.child.parentId}`, 60_000);
    if (calls > deps.config.MODEL_CALLS_PER_FAMILY_PER_MINUTE)
      throw new AppError('rate_limited', { retryAfterSeconds: 60 });
  }

  /** Seconds of chat a message adds: the gap since the last one, or a sitting's start. */
  function usageIncrement(usage: { lastActivityAt: Date } | undefined, now: Date) {
    if (!usage) return SITTING_START_SECONDS;
    const gap = Math.round((now.getTime() - usage.lastActivityAt.getTime()) / 1000);
    return gap >= 0 && gap <= SITTING_GAP_SECONDS ? gap : SITTING_START_SECONDS;
  }

  /** The parent's topics with what each also blocks, as saved (a topic saved before issue 13 is expanded now). */
  const blockedTopicsOf = (context: Context): BlockedTopicInput[] =>
    context.controls.blockedTopics.map((topic) => {
      const terms = context.controls.blockedTopicTerms[topic];
      return terms ? { topic, terms } : topic;
    });

  /**
   * The safety pipeline on the child's message, read with the child's earlier messages of the
   * conversation (a risk can unfold over turns), plus the model's own check when one is configured.
   */
  async function moderateMessage(content: string, context: Context, conversationId: string): Promise<SafetyVerdict> {
    const blockedTopics = blockedTopicsOf(context);
    const language = resolveLanguage(context.child.language);
    const earlierMessages = (await repo.recentMessages(db, conversationId, CONTEXT_MESSAGES * 2))
      .filter((message) => message.sender === 'kid')
      .map((message) => message.content);
    const verdict = moderateText(content, { blockedTopics, language, earlierMessages });
    if (verdict.blocked) return verdict;
    const guarded = await guardCheck({ text: content, role: 'child' });
    if (guarded) return guarded;
    if (blockedTopics.length === 0 || !llm.mentionsTopics) return verdict;
    try {
      if (await llm.mentionsTopics(content, context.controls.blockedTopics)) {
        return {
          blocked: true,
          category: 'blocked_topic',
          care: null,
          alert: 'notice',
          matched: 'model check',
          source: 'model',
        };
      }
    } catch (error) {
      // The dictionary layer already passed the message; a failed extra check must not silence the child.
      deps.logger.warn({ err: error }, 'model-based topic check failed');
    }
    return verdict;
  }

  /**
   * The guard model's verdict when one is configured and it flags the text; null when it passes
   * or none is configured. Fails closed: when it cannot answer, the message is held
   * (safety_unavailable, "try again in a moment") — never passed to a child unchecked.
   */
  async function guardCheck(input: Parameters<GuardModel['check']>[0]): Promise<SafetyVerdict | null> {
    if (!deps.guard) return null;
    let result: Awaited<ReturnType<GuardModel['check']>>;
    try {
      result = await deps.guard.check(input);
    } catch (error) {
      deps.metrics.guardFailures.inc();
      deps.logger.warn({ err: error }, 'the guard model did not answer; the message is held');
      throw new AppError('safety_unavailable', { cause: error });
    }
    if (!result.flagged) return null;
    const category = result.categories[0] ?? 'violence';
    // Recall first: a child's message the guard reads as self-harm gets the caring answer and an urgent alert.
    const isCare = input.role === 'child' && category === 'self_harm';
    return {
      blocked: true,
      category,
      care: isCare ? 'self_harm' : null,
      alert: isCare ? 'urgent' : 'notice',
      matched: `model/${deps.guard.format}`,
      source: 'model',
    };
  }

  /** Interests a redirect may suggest: never one the parent blocked or the safety layer refuses. */
  const safeInterests = (context: Context) =>
    [...context.controls.favoriteTopics, ...context.controls.interestTopics].filter((topic) =>
      isOfferable(context, topic),
    );

  const toModeration = (verdict: SafetyVerdict): Moderation => ({
    blocked: verdict.blocked,
    category: verdict.category,
    care: verdict.care !== null && verdict.alert === 'urgent',
  });

  async function afterCommit(notification: NotificationRow | undefined) {
    if (notification) await mailNotification(deps, notification);
  }

  /** A refused (or care) message: stored with its category, answered by a scripted text, no tokens. */
  function scriptedReply(
    context: Context,
    conversation: repo.ConversationRow,
    content: string,
    verdict: SafetyVerdict,
    today: string,
    usage?: { lastActivityAt: Date },
  ): PreparedReply {
    return {
      async run(emit) {
        const now = deps.now();
        const language = resolveLanguage(context.child.language);
        const category = verdict.category ?? 'blocked_topic';
        const text = verdict.care
          ? verdict.alert === 'urgent'
            ? careMessage(verdict.care, { language })
            : checkInMessage({ language })
          : redirectMessage(category, {
              language,
              interests: safeInterests(context),
              seed: content,
            });
        const kidId = crypto.randomUUID();
        const { kid, ai, notification } = await db.transaction(async (tx) => {
          const [kid, ai] = await repo.insertMessages(tx, [
            {
              id: kidId,
              conversationId: conversation.id,
              sender: 'kid',
              content,
              safetyCategory: category,
              language,
              createdAt: now,
            },
            {
              conversationId: conversation.id,
              sender: 'ai',
              content: text,
              safetyCategory: category,
              language,
              replyTo: kidId,
              createdAt: new Date(now.getTime() + 1),
            },
          ]);
          await repo.touchConversation(tx, conversation.id, { added: 2, now, markStarted: true });
          await scheduleSummary(tx, conversation.id, now);
          await repo.addUsage(tx, { childId: context.child.id, day: today, seconds: usageIncrement(usage, now), now });
          // Profanity gets a gentle redirect and tells the parent nothing; a check-in is a quiet note.
          const notification =
            verdict.alert === 'none'
              ? undefined
              : await recordNotification(tx, {
                  parentId: context.child.parentId,
                  childId: context.child.id,
                  kind: verdict.care && verdict.alert === 'urgent' ? 'care' : 'safety',
                  isUrgent: verdict.alert === 'urgent',
                  data: {
                    childId: context.child.id,
                    childName: context.child.name,
                    conversationId: conversation.id,
                    messageId: kid!.id,
                    category,
                    careKind: verdict.care,
                    alert: verdict.alert,
                    matched: verdict.matched,
                    source: verdict.source,
                  },
                  now,
                });
          return { kid: kid!, ai: ai!, notification };
        });
        deps.metrics.chatReplies.inc({ source: 'scripted' });
        emit(text);
        await afterCommit(notification);
        return {
          message: toChatMessage(kid),
          reply: toChatMessage(ai),
          done: {
            message_id: kid.id,
            reply_id: ai.id,
            moderation: toModeration(verdict),
            tokens_left: context.parentTokens,
            title: conversation.title,
          },
        };
      },
    };
  }

  return {
    isDemo: llm.isDemo,

    async listChats(session: SessionIdentity) {
      const context = await contextOf(session);
      const rows = await repo.listConversations(db, context.child.id, CHATS_LISTED);
      return rows.map(toChatSummary);
    },

    /** A new conversation, or the child's empty one: pressing "new chat" twice makes no clutter. */
    async createChat(session: SessionIdentity) {
      const context = await contextOf(session);
      const now = deps.now();
      await checkLimits(context, { startsConversation: true, now });
      const existing = await repo.findEmptyConversation(db, context.child.id);
      return toChatSummary(
        existing ??
          (await repo.insertConversation(db, { childId: context.child.id, parentId: context.child.parentId, now })),
      );
    },

    /**
     * A reply of Kiddo read aloud by the server's speech model (when one is configured and the
     * parent enabled audio). The audio extra was charged with the reply itself.
     */
    async speakReply(session: SessionIdentity, conversationId: string, messageId: string, signal?: AbortSignal) {
      const context = await contextOf(session);
      const conversation = await findConversation(context, conversationId);
      const message = isUuid(messageId) ? await repo.findMessage(db, conversation.id, messageId) : undefined;
      if (message?.sender !== 'ai') throw new AppError('not_found');
      if (!deps.speech || !context.controls.audioEnabled) throw new AppError('forbidden');
      try {
        return await deps.speech.synthesize(
          message.content,
          context.controls.voiceQuality as 'standard' | 'premium' | 'deluxe',
          signal,
        );
      } catch (error) {
        deps.logger.warn({ err: error }, 'the speech provider failed');
        throw new AppError('provider_error', { cause: error });
      }
    },

    async getMessages(session: SessionIdentity, conversationId: string) {
      const context = await contextOf(session);
      const conversation = await findConversation(context, conversationId);
      const rows = await repo.listMessages(db, conversation.id);
      return { chat: toChatSummary(conversation), messages: rows.map(toChatMessage) };
    },

    /**
     * Runs every check of a message and, when it passes, pays for the reply (the debit and the
     * child's message are one transaction). Refusals throw before anything streams.
     */
    async prepareReply(session: SessionIdentity, conversationId: string, content: string): Promise<PreparedReply> {
      const context = await contextOf(session);
      const conversation = await findConversation(context, conversationId);
      if (content.length > context.controls.maxMessageLength) throw new AppError('message_too_long');
      const now = deps.now();
      const isFirstMessage = conversation.startedAt === null;
      const { today, usage } = await checkLimits(context, { startsConversation: isFirstMessage, now });
      await limitModelCalls(context);

      const verdict = await moderateMessage(content, context, conversation.id);
      if (verdict.blocked) {
        deps.metrics.safetyBlocks.inc({
          category: verdict.category ?? 'blocked_topic',
          stage: 'message',
          source: verdict.source,
        });
        return scriptedReply(context, conversation, content, verdict, today, usage);
      }

      const cost = costOf(context);
      const title = isFirstMessage ? titleFrom(content) : null;
      const paid = await db.transaction(async (tx) => {
        // The limits again, under the child's lock: the check above raced with other messages.
        await repo.lockChildForLimits(tx, context.child.id);
        await checkLimits(context, { startsConversation: isFirstMessage, now, executor: tx });
        const [kid] = await repo.insertMessages(tx, [
          { conversationId: conversation.id, sender: 'kid', content, language: context.child.language, createdAt: now },
        ]);
        const balance = await debitTokens(tx, {
          parentId: context.child.parentId,
          amount: cost,
          reason: 'chat_reply',
          reference: `chat:${kid!.id}`,
          now,
        });
        if (balance === null) throw new AppError('insufficient_tokens');
        await repo.touchConversation(tx, conversation.id, { added: 1, now, title, markStarted: true });
        return { kid: kid!, balance };
      });
      // Counted once committed: a debit rolled back with its transaction took nothing.
      deps.metrics.tokenDebits.inc({ reason: 'chat_reply' });
      deps.metrics.tokensDebited.inc({ reason: 'chat_reply' }, cost);

      return {
        async run(emit, signal) {
          const history = (await repo.recentMessages(db, conversation.id, HISTORY_TURNS))
            .filter((m) => !m.safetyCategory)
            .map((m) => ({
              role: m.sender === 'kid' ? ('user' as const) : ('assistant' as const),
              content: m.content,
            }));
          const child = childContext(context, now);
          const system = buildSystemPrompt({ ...child, blockedTopics: context.controls.blockedTopics });
          let outcome: Awaited<ReturnType<typeof streamModerated>>;
          try {
            outcome = await streamModerated({ system, history, child, signal, childMessage: content }, context, emit);
          } catch (error) {
            await refund(context, paid.kid.id);
            if (error instanceof ProviderError || signal?.aborted) {
              // A child who left mid-reply is not the provider's failure.
              if (!signal?.aborted) deps.metrics.providerErrors.inc();
              deps.logger.warn({ err: error }, 'the provider failed; the reply was refunded');
              throw new AppError('provider_error', { cause: error });
            }
            throw error;
          }

          const replyAt = deps.now();
          const { ai, notification } = await db.transaction(async (tx) => {
            const [ai] = await repo.insertMessages(tx, [
              {
                conversationId: conversation.id,
                sender: 'ai',
                content: outcome.text,
                safetyCategory: outcome.blockedBy?.category ?? null,
                tokenCost: cost,
                language: context.child.language,
                replyTo: paid.kid.id,
                createdAt: replyAt,
              },
            ]);
            await repo.touchConversation(tx, conversation.id, { added: 1, now: replyAt, markStarted: false });
            await scheduleSummary(tx, conversation.id, replyAt);
            await repo.addUsage(tx, {
              childId: context.child.id,
              day: today,
              seconds: usageIncrement(usage, replyAt),
              now: replyAt,
            });
            const crossedLowBalance =
              paid.balance < LOW_BALANCE_THRESHOLD && paid.balance + cost >= LOW_BALANCE_THRESHOLD;
            const notification = crossedLowBalance
              ? await recordNotification(tx, {
                  parentId: context.child.parentId,
                  kind: 'low_tokens',
                  data: { tokens: paid.balance },
                  now: replyAt,
                })
              : undefined;
            return { ai: ai!, notification };
          });
          deps.metrics.chatReplies.inc({ source: 'model' });
          if (outcome.blockedBy)
            deps.metrics.safetyBlocks.inc({
              category: outcome.blockedBy.category ?? 'blocked_topic',
              stage: 'reply',
              source: outcome.blockedBy.source,
            });
          await afterCommit(notification);
          const moderation: Moderation = outcome.blockedBy
            ? { blocked: true, category: outcome.blockedBy.category, care: false }
            : { blocked: false, category: null, care: false };
          return {
            message: toChatMessage(paid.kid),
            reply: toChatMessage(ai),
            done: {
              message_id: paid.kid.id,
              reply_id: ai.id,
              moderation,
              tokens_left: paid.balance,
              title: title ?? conversation.title,
            },
          };
        },
      };
    },
  };

  async function findConversation(context: Context, conversationId: string) {
    const conversation = isUuid(conversationId)
      ? await repo.findChildConversation(db, context.child.id, conversationId)
      : undefined;
    if (!conversation) throw new AppError('not_found');
    return conversation;
  }

  async function refund(context: Context, kidMessageId: string) {
    const isRefunded = await db.transaction((tx) =>
      creditTokens(tx, {
        parentId: context.child.parentId,
        amount: costOf(context),
        reason: 'chat_refund',
        reference: `chat-refund:${kidMessageId}`,
        now: deps.now(),
      }),
    );
    if (isRefunded) deps.metrics.tokensRefunded.inc(costOf(context));
  }

  /**
   * Streams the model's reply through the safety layer: text is held back until a sentence
   * ends and the whole reply so far is checked, so nothing unsafe reaches the child. If the
   * model strays, the stream stops and a gentle redirect closes the reply.
   */
  async function streamModerated(
    request: Parameters<typeof llm.streamReply>[0] & { childMessage: string },
    context: Context,
    emit: (text: string) => void,
  ): Promise<{ text: string; blockedBy: SafetyVerdict | null }> {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const blockedTopics = blockedTopicsOf(context);
    const language = resolveLanguage(context.child.language);
    const leaksPrompt = createPromptLeakCheck(request.system);
    let sent = '';
    let pending = '';
    let blockedBy: SafetyVerdict | null = null;

    const release = async (piece: string) => {
      const verdict = moderateText(sent + piece, { blockedTopics, language });
      if (verdict.blocked) {
        blockedBy = verdict;
        return false;
      }
      // The instructions stay the service's, however the child asks for them (issue 15).
      if (leaksPrompt(sent + piece)) {
        blockedBy = PROMPT_LEAK_VERDICT;
        return false;
      }
      // Held until the guard (when configured) has read it; an unanswered check ends the reply, refunded.
      const guarded = await guardCheck({ text: piece, role: 'reply', childMessage: request.childMessage });
      if (guarded) {
        blockedBy = guarded;
        return false;
      }
      sent += piece;
      emit(piece);
      return true;
    };

    try {
      for await (const chunk of llm.streamReply({ ...request, signal: controller.signal })) {
        if (request.signal?.aborted) throw new ProviderError('the child left before the reply finished');
        pending += chunk;
        const boundary = lastSentenceBoundary(pending);
        if (boundary > 0) {
          if (!(await release(pending.slice(0, boundary)))) break;
          pending = pending.slice(boundary);
        }
      }
      if (!blockedBy && pending) await release(pending);
    } finally {
      controller.abort();
      request.signal?.removeEventListener('abort', onAbort);
    }
    if (!blockedBy && sent.trim() === '') throw new ProviderError('the model answered nothing');
    if (blockedBy) {
      const verdict = blockedBy as SafetyVerdict;
      const redirect = redirectMessage(verdict.category ?? 'blocked_topic', {
        language: resolveLanguage(context.child.language),
        interests: safeInterests(context),
        seed: sent,
      });
      const joiner = sent === '' ? '' : ' ';
      emit(joiner + redirect);
      return { text: `${sent}${joiner}${redirect}`, blockedBy: verdict };
    }
    return { text: sent, blockedBy: null };
  }
}

/** A reply cut because it repeated the system prompt: redirected, nothing unsafe for the parent to hear of. */
const PROMPT_LEAK_VERDICT: SafetyVerdict = Object.freeze({
  blocked: true,
  category: null,
  care: null,
  alert: 'none',
  matched: 'prompt_leak',
  source: 'rules',
});

/** Index just after the last sentence end (. ! ? … or a line break) in the text, or 0. */
function lastSentenceBoundary(text: string): number {
  let index = 0;
  for (const match of text.matchAll(/[.!?…\n]+["'”’)]*\s/g)) index = (match.index ?? 0) + match[0].length;
  return index;
}

export type ChatService = ReturnType<typeof createChatService>;
