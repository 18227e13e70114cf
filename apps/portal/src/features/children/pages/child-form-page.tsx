import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** /children/new and /children/{childId}: the child profile form (new when there is no id or it is "new"). */
export function ChildFormPage() {
  const { t } = useTranslation();
  const { childId } = useParams();
  const isNew = !childId || childId === 'new';
  const title = isNew ? t('children.form.newTitle') : t('children.form.editTitle');
  return (
    <>
      <title>{`${title} · Kiddo`}</title>
      <PageHeader title={title} />
      <EmptyState
        icon={UserPlus}
        title={isNew ? t('children.form.emptyNewTitle') : t('children.notFound.title')}
        description={isNew ? t('children.form.emptyNewText') : t('children.notFound.text')}
        action={
          <Link to="/children" className={buttonClassName({ variant: 'outline' })}>
            {t('children.backToList')}
          </Link>
        }
      />
    </>
  );
}
