import { Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** /children: the child profiles of the account (none can exist yet). */
export function ChildrenPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('children.title')} · Kiddo`}</title>
      <PageHeader
        title={t('children.title')}
        description={t('children.description')}
        actions={
          <Link to="/children/new" className={buttonClassName()}>
            <Plus className="size-5" aria-hidden="true" />
            {t('children.add')}
          </Link>
        }
      />
      <EmptyState icon={Users} title={t('children.empty.title')} description={t('children.empty.text')} />
    </>
  );
}
