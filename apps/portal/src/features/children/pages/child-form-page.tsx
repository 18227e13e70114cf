import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useChildQuery } from '../api/get-child';
import { ChildForm } from '../components/child-form';
import { LoadingPanel } from '../components/loading-panel';

/** /children/new and /children/{childId}: the child profile form (new when there is no id or it is "new"). */
export function ChildFormPage() {
  const { childId } = useParams();
  const isNew = !childId || childId === 'new';
  return isNew ? <NewChildPage /> : <EditChildPage childId={childId} />;
}

function NewChildPage() {
  const { t } = useTranslation();
  const title = t('children.form.newTitle');
  return (
    <>
      <title>{`${title} · Kiddo`}</title>
      <div className="mx-auto max-w-4xl">
        <PageHeader title={title} description={t('children.form.newDescription')} />
      </div>
      <ChildForm mode="create" />
    </>
  );
}

function EditChildPage({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const childQuery = useChildQuery(childId);
  const child = childQuery.data;
  const title = t('children.form.editTitle');
  return (
    <>
      <title>{`${title} · Kiddo`}</title>
      <div className="mx-auto max-w-4xl">
        <PageHeader
          title={title}
          description={child ? t('children.form.editDescription', { name: child.name }) : undefined}
        />
      </div>
      {childQuery.isPending && <LoadingPanel message={t('children.form.loading')} />}
      {childQuery.isError && (
        <div role="alert" className="mx-auto max-w-4xl">
          <EmptyState
            icon={AlertTriangle}
            title={t('children.form.loadError')}
            description={t('children.form.loadErrorText')}
            action={
              <Link to="/children" className={buttonClassName({ variant: 'outline' })}>
                {t('children.backToList')}
              </Link>
            }
          />
        </div>
      )}
      {child && <ChildForm key={child.id} mode="edit" child={child} />}
    </>
  );
}
