import { KiddoMascot } from '@kiddo/brand';
import type { ChildProfile } from '@kiddo/contracts';
import { LogOut, MessagesSquare, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChatHeaderProps {
  child: ChildProfile;
  isChatListOpen: boolean;
  onToggleChatList: () => void;
  onSignOut: () => void;
}

/** Kiddo's name, the signed-in child, the chat list toggle (phones) and signing out. */
export function ChatHeader({ child, isChatListOpen, onToggleChatList, onSignOut }: ChatHeaderProps) {
  const { t } = useTranslation();
  const [hasAvatarFailed, setHasAvatarFailed] = useState(false);
  const iconButton =
    'inline-flex size-12 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-2xl text-violet-700 hover:bg-violet-100 focus-visible:outline-4 focus-visible:outline-amber-400';

  return (
    <header className="flex items-center gap-2 border-violet-100 border-b bg-white/90 px-2 py-1.5 sm:px-4">
      <div className="flex min-w-0 items-center gap-1.5">
        <KiddoMascot size={40} className="shrink-0" />
        {/* On the narrowest phones the mascot alone says "Kiddo": the room goes to the child's name. */}
        <span className="hidden font-black text-2xl text-violet-700 tracking-tight min-[400px]:inline">
          {t('app.name')}
        </span>
      </div>
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        <div className="flex min-w-0 items-center gap-2 rounded-full bg-amber-100 py-1 pr-3 pl-1">
          {child.avatar_url && !hasAvatarFailed ? (
            <img
              src={child.avatar_url}
              alt=""
              className="size-8 shrink-0 rounded-full bg-white object-cover"
              onError={() => setHasAvatarFailed(true)}
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-pink-400 font-black text-white"
            >
              {child.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span data-testid="child-name" className="max-w-[9rem] truncate font-bold text-amber-950 sm:max-w-[12rem]">
            {child.name}
          </span>
        </div>
        <button
          type="button"
          className={`${iconButton} md:hidden`}
          aria-expanded={isChatListOpen}
          aria-controls="chat-list-panel"
          aria-label={isChatListOpen ? t('header.closeChats') : t('header.myChats')}
          onClick={onToggleChatList}
        >
          {isChatListOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MessagesSquare aria-hidden="true" className="size-6" />
          )}
        </button>
        <button
          type="button"
          className={`${iconButton} sm:w-auto sm:px-3`}
          onClick={onSignOut}
          aria-label={t('header.logout')}
        >
          <LogOut aria-hidden="true" className="size-6" />
          <span aria-hidden="true" className="hidden font-bold sm:inline">
            {t('header.logout')}
          </span>
        </button>
      </div>
    </header>
  );
}
