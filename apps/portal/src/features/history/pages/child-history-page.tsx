import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** /history/{childId}: one child's conversations. */
export function ChildHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('history.child.title')} · Kiddo`}</title>
      <PageHeader title={t('history.child.title')} />
      <EmptyState
        icon={MessagesSquare}
        title={t('history.child.emptyTitle')}
        description={t('history.child.emptyText')}
        action={
          <Link to="/history" className={buttonClassName({ variant: 'outline' })}>
            {t('history.backToHistory')}
          </Link>
        }
      />
    </>
  );
}
