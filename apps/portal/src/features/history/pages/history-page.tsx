import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** /history: each child with their conversations (none yet). */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('history.title')} · Kiddo`}</title>
      <PageHeader title={t('history.title')} description={t('history.description')} />
      <EmptyState icon={MessagesSquare} title={t('history.empty.title')} description={t('history.empty.text')} />
    </>
  );
}
