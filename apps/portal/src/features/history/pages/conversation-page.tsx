import { MessageSquareOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** /history/{childId}/conversations/{conversationId}: one whole conversation. */
export function ConversationPage() {
  const { t } = useTranslation();
  const { childId = '' } = useParams();
  return (
    <>
      <title>{`${t('history.conversation.title')} · Kiddo`}</title>
      <PageHeader title={t('history.conversation.title')} />
      <EmptyState
        icon={MessageSquareOff}
        title={t('history.conversation.notFoundTitle')}
        description={t('history.conversation.notFoundText')}
        action={
          <Link to={`/history/${encodeURIComponent(childId)}`} className={buttonClassName({ variant: 'outline' })}>
            {t('history.backToChild')}
          </Link>
        }
      />
    </>
  );
}
