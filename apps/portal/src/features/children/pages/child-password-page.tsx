import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** /children/{childId}/password: a new password for a child's chat login. */
export function ChildPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('children.password.title')} · Kiddo`}</title>
      <PageHeader title={t('children.password.title')} />
      <EmptyState
        icon={KeyRound}
        title={t('children.notFound.title')}
        description={t('children.notFound.text')}
        action={
          <Link to="/children" className={buttonClassName({ variant: 'outline' })}>
            {t('children.backToList')}
          </Link>
        }
      />
    </>
  );
}
