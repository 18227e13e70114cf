import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { useChild, useSession } from '../../../lib/session';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { isCareMessage } from '../api/chat-cache';
import { useChats } from '../api/get-chats';
import { type ConversationMessage, useConversation } from '../api/get-messages';
import { ChatAlert } from '../components/chat-alert';
import { ChatHeader } from '../components/chat-header';
import { ChatList } from '../components/chat-list';
import { MessageBox } from '../components/message-box';
import type { DisplayMessage } from '../components/message-bubble';
import { MessageList } from '../components/message-list';
import { DemoBadge, OfflineNotice, TransparencyNote } from '../components/notices';
import { Welcome } from '../components/welcome';
import { useChatExchange } from '../hooks/use-chat-exchange';
import { useSpeech } from '../hooks/use-speech';

function toDisplayMessage(message: ConversationMessage): DisplayMessage {
  return {
    id: message.id,
    sender: message.sender,
    content: message.content,
    // The contract marks the child's refused message with its safety category.
    isBlocked: message.sender === 'kid' && message.safety_category !== null,
    isCare: isCareMessage(message),
  };
}

/**
 * `/` and `/chats/:chatId`: the child's conversations beside the open one (a panel on phones),
 * the message box, and everything Kiddo has to say about limits, the connection and the demo.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const child = useChild();
  const { signOut } = useSession();
  const { chatId } = useParams();
  const chats = useChats();
  const conversation = useConversation(chatId);
  const speech = useSpeech(child, chatId);
  const isOnline = useOnlineStatus();
  const [draft, setDraft] = useState('');
  const [isChatListOpen, setIsChatListOpen] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const { speak } = speech;
  const onReply = useCallback(
    (reply: { id: string; text: string; chatId: string }) => speak(reply.id, reply.text, reply.chatId),
    [speak],
  );
  const exchange = useChatExchange({ chatId, onReply });
  const { dismissFailure, pending } = exchange;

  // Another conversation: the old one's alert no longer applies, and the phone's list closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose only when the open chat changes.
  useEffect(() => {
    dismissFailure();
    setIsChatListOpen(false);
  }, [chatId]);

  const messages = useMemo<DisplayMessage[]>(() => {
    const stored = (conversation.data?.messages ?? []).map(toDisplayMessage);
    if (!pending || pending.chatId !== chatId) return stored;
    return [
      ...stored,
      { id: 'pending-kid', sender: 'kid', content: pending.kidText, isBlocked: false, isCare: false },
      {
        id: 'pending-reply',
        sender: 'ai',
        content: pending.replyText,
        isBlocked: false,
        isCare: false,
        isStreaming: true,
      },
    ];
  }, [conversation.data, pending, chatId]);

  async function send(content: string) {
    setDraft('');
    const isAnswered = await exchange.send(content);
    // Not answered (a limit, the connection): the child gets the text back to try again.
    if (!isAnswered) setDraft((current) => (current === '' ? content : current));
  }

  async function startNewChat() {
    // Already in an empty conversation: no need to spend one of today's chats on another.
    const isOpenChatEmpty = chatId !== undefined && conversation.data?.messages.length === 0 && !pending;
    if (isOpenChatEmpty || (await exchange.startChat())) textareaRef.current?.focus();
  }

  function pickSuggestion(text: string) {
    setDraft(text);
    textareaRef.current?.focus();
  }

  const title = chatId ? (conversation.data?.chat.title ?? t('chat.untitled')) : null;

  return (
    <div className="flex h-dvh flex-col bg-gradient-to-b from-amber-50 via-pink-50 to-violet-100 text-slate-800">
      <ChatHeader
        child={child}
        isChatListOpen={isChatListOpen}
        onToggleChatList={() => setIsChatListOpen((isOpen) => !isOpen)}
        onSignOut={() => void signOut()}
      />
      {chats.data?.demoMode ? <DemoBadge /> : null}
      <div className="relative flex min-h-0 flex-1">
        <aside
          id="chat-list-panel"
          className={cn(
            'flex-col bg-violet-50 md:static md:flex md:w-72 md:shrink-0 md:border-violet-100 md:border-r md:bg-white/60',
            isChatListOpen ? 'absolute inset-0 z-20 flex' : 'hidden',
          )}
        >
          <ChatList chats={chats.data?.chats} isLoading={chats.isLoading} onOpen={() => setIsChatListOpen(false)} />
        </aside>

        <main className="flex min-w-0 flex-1 flex-col">
          <div className="flex items-center gap-2 border-violet-100 border-b bg-white/50 px-3 py-2 sm:px-6">
            <h1
              id="chat-title"
              className={cn('min-w-0 flex-1 truncate font-extrabold text-lg text-violet-900', !title && 'sr-only')}
            >
              {title ?? t('app.name')}
            </h1>
            <Button
              variant="secondary"
              onClick={() => void startNewChat()}
              disabled={exchange.isStartingChat}
              className={cn('min-h-11 shrink-0 px-3 text-sm sm:min-h-12 sm:px-5 sm:text-base', !title && 'ml-auto')}
            >
              {exchange.isStartingChat ? <Spinner /> : <Plus aria-hidden="true" className="size-5" />}
              {t('chat.newChat')}
            </Button>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto">
            <div className="mx-auto max-w-3xl">
              {conversation.isLoading ? (
                <p role="status" className="flex items-center justify-center gap-3 p-8 font-semibold text-violet-700">
                  <Spinner />
                  {t('chat.loadingChat')}
                </p>
              ) : conversation.isError ? (
                <div className="flex flex-col items-center gap-3 p-8 text-center">
                  <p className="font-semibold text-lg">{t('chat.loadError')}</p>
                  <Button variant="secondary" onClick={() => void conversation.refetch()}>
                    {t('chat.retry')}
                  </Button>
                </div>
              ) : messages.length === 0 ? (
                <Welcome name={child.name} onPick={pickSuggestion} />
              ) : (
                <MessageList messages={messages} speech={speech} />
              )}
            </div>
          </div>

          <div className="mx-auto w-full max-w-3xl">
            {isOnline ? null : <OfflineNotice />}
            {exchange.failure ? <ChatAlert error={exchange.failure} onDismiss={dismissFailure} /> : null}
          </div>
          <div className="border-violet-100 border-t bg-white/80 px-3 pt-3 sm:px-6">
            <div className="mx-auto max-w-3xl">
              <MessageBox
                value={draft}
                onChange={setDraft}
                maxLength={child.max_message_length}
                onSend={(content) => void send(content)}
                isBusy={exchange.isSending || exchange.isStartingChat}
                textareaRef={textareaRef}
              />
              <TransparencyNote />
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
