import type { ChatSummary, Language } from '@kiddo/contracts';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { getInterfaceLanguage } from '../../../lib/i18n';

/** "14:05" for today, "3 de mar." for older days, in the child's language. */
function formatWhen(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const isToday = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    language,
    isToday ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

interface ChatListProps {
  chats: ChatSummary[] | undefined;
  isLoading: boolean;
  onOpen?: () => void;
}

/** The child's conversations, newest first; the open one is marked. */
export function ChatList({ chats, isLoading, onOpen }: ChatListProps) {
  const { t } = useTranslation();
  const language = getInterfaceLanguage();

  return (
    <nav aria-labelledby="chat-list-title" className="flex min-h-0 flex-1 flex-col">
      <h2 id="chat-list-title" className="px-4 pt-4 pb-2 font-extrabold text-lg text-violet-900">
        {t('chat.yourChats')}
      </h2>
      {isLoading ? (
        <ul aria-hidden="true" className="flex flex-col gap-2 px-3">
          {[0, 1, 2].map((key) => (
            <li key={key} className="h-16 motion-safe:animate-pulse rounded-2xl bg-violet-100" />
          ))}
        </ul>
      ) : chats && chats.length > 0 ? (
        <ul className="flex min-h-0 flex-1 flex-col gap-1.5 overflow-y-auto px-3 pb-4">
          {chats.map((chat) => (
            <li key={chat.id}>
              <NavLink
                to={`/chats/${chat.id}`}
                onClick={onOpen}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-14 items-center gap-3 rounded-2xl px-3 py-2 transition-colors focus-visible:outline-4 focus-visible:outline-amber-400',
                    isActive ? 'bg-violet-600 text-white shadow-md' : 'bg-white text-slate-800 hover:bg-violet-50',
                  )
                }
              >
                <MessageCircle aria-hidden="true" className="size-5 shrink-0 opacity-80" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold">{chat.title ?? t('chat.untitled')}</span>
                  <time dateTime={chat.updated_at} className="block text-xs opacity-75">
                    {formatWhen(chat.updated_at, language)}
                  </time>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 text-slate-600">{t('chat.noChats')}</p>
      )}
    </nav>
  );
}
