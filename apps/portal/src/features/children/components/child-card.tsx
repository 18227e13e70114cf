import type { Child } from '@kiddo/contracts';
import { Copy, ExternalLink, History, KeyRound, Link2, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { ChildAvatar } from './child-avatar';

export interface ChildCardProps {
  child: Child;
  onRegenerateLink: (child: Child) => void;
  onDelete: (child: Child) => void;
}

/** One child on /children: who it is, the chat access link (copy, open) and what the parent can do. */
export function ChildCard({ child, onRegenerateLink, onDelete }: ChildCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const newTabId = `${baseId}-new-tab`;
  const accessUrl = child.access_token ? child.access_url : null;

  const copyLink = async () => {
    if (!accessUrl) {
      toast.error(t('children.copy.tokenUnavailable'));
      return;
    }
    if (await copyText(accessUrl)) toast.success(t('children.copy.success'));
    else toast.error(t('children.copy.error'));
  };

  const actionClassName = buttonClassName({ variant: 'outline', size: 'sm', className: 'whitespace-nowrap' });
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-4">
        <ChildAvatar name={child.name} src={child.avatar_url} />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="truncate text-lg font-bold text-slate-900 dark:text-white" title={child.name}>
            {child.name}
          </h2>
          <p className="truncate text-sm font-medium text-violet-700 dark:text-violet-300">@{child.username}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('children.card.age', { count: child.age })}
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">
              {t('children.card.createdAt', { date: formatDate(child.created_at, language) })}
            </span>
          </p>
        </div>
      </div>

      <div className="mt-4 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
        <span id={newTabId} hidden>
          {t('children.card.opensInNewTab')}
        </span>
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          <Link2 className="size-3.5" aria-hidden="true" />
          {t('children.card.accessLink')}
        </p>
        <p
          className="mt-1 truncate font-mono text-sm text-slate-800 dark:text-slate-200"
          title={accessUrl ?? undefined}
        >
          {accessUrl ?? t('children.card.noLink')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="primary" onClick={() => void copyLink()}>
            <Copy className="size-4" aria-hidden="true" />
            {t('children.card.copyLink')}
          </Button>
          {accessUrl ? (
            <a
              href={accessUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabId}
              className={actionClassName}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('children.card.openChat')}
            </a>
          ) : (
            <Button size="sm" variant="outline" disabled>
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('children.card.openChat')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => onRegenerateLink(child)} className="whitespace-nowrap">
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('children.card.regenerateLink')}
          </Button>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <Link to={`/children/${child.id}`} className={actionClassName}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('children.card.edit')}
        </Link>
        <Link to={`/history/${child.id}`} className={actionClassName}>
          <History className="size-4" aria-hidden="true" />
          {t('children.card.history')}
        </Link>
        <Link to={`/children/${child.id}/password`} className={actionClassName}>
          <KeyRound className="size-4" aria-hidden="true" />
          {t('children.card.password')}
        </Link>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDelete(child)}
          className="whitespace-nowrap border-red-200 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('children.card.delete')}
        </Button>
      </div>
    </article>
  );
}
