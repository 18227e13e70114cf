import type { Child } from '@kiddo/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { describeApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteChildMutation } from '../api/delete-child';
import { useChildrenQuery } from '../api/get-children';
import { useRegenerateAccessLinkMutation } from '../api/regenerate-access-link';
import { ChildCard } from '../components/child-card';
import { FamilyCode } from '../components/family-code';
import { HowItWorks } from '../components/how-it-works';
import { LoadingPanel } from '../components/loading-panel';

/** The child a confirmation dialog is about: kept apart from the list, which may change meanwhile. */
interface ChildRef {
  id: string;
  name: string;
}

/**
 * /children: the profiles with their chat access links, the ways to edit each one, and the
 * confirmations before regenerating a link or deleting a profile.
 */
export function ChildrenPage() {
  const { t } = useTranslation();
  const childrenQuery = useChildrenQuery();
  const deleteChild = useDeleteChildMutation();
  const regenerateLink = useRegenerateAccessLinkMutation();
  const [childToDelete, setChildToDelete] = useState<ChildRef | null>(null);
  const [childToRelink, setChildToRelink] = useState<ChildRef | null>(null);
  const children = childrenQuery.data;

  const confirmDelete = () => {
    if (!childToDelete) return;
    deleteChild.mutate(childToDelete.id, {
      onSuccess: () => {
        setChildToDelete(null);
        toast.success(t('children.delete.success'));
      },
      onError: (error) => toast.error(describeApiError(error, () => t('children.delete.error'))),
    });
  };

  const confirmRegenerate = () => {
    if (!childToRelink) return;
    regenerateLink.mutate(childToRelink.id, {
      onSuccess: () => {
        setChildToRelink(null);
        toast.success(t('children.regenerate.success'));
      },
      onError: (error) => toast.error(describeApiError(error, () => t('children.regenerate.error'))),
    });
  };

  const toRef = ({ id, name }: Child): ChildRef => ({ id, name });

  return (
    <>
      <title>{`${t('children.title')} · Kiddo`}</title>
      <PageHeader
        title={t('children.title')}
        description={children ? t('children.count', { count: children.length }) : t('children.description')}
        actions={
          <Link to="/children/new" className={buttonClassName()}>
            <Plus className="size-5" aria-hidden="true" />
            {t('children.add')}
          </Link>
        }
      />

      <FamilyCode />

      {childrenQuery.isPending && <LoadingPanel message={t('children.loading')} />}

      {childrenQuery.isError && (
        <Alert tone="error" role="alert" title={t('children.loadError')}>
          {describeApiError(childrenQuery.error, () => '') && <p>{describeApiError(childrenQuery.error, () => '')}</p>}
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void childrenQuery.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      )}

      {children && children.length === 0 && (
        <EmptyState
          mascot="happy"
          title={t('children.empty.title')}
          description={t('children.empty.text')}
          action={
            <Link to="/children/new" className={buttonClassName({ variant: 'outline' })}>
              {t('children.addFirst')}
            </Link>
          }
        />
      )}

      {children && children.length > 0 && (
        <ul className="grid gap-6 lg:grid-cols-2">
          {children.map((child) => (
            <li key={child.id} className="min-w-0">
              <ChildCard
                child={child}
                onDelete={(item) => setChildToDelete(toRef(item))}
                onRegenerateLink={(item) => setChildToRelink(toRef(item))}
              />
            </li>
          ))}
        </ul>
      )}

      <HowItWorks />

      <ConfirmDialog
        isOpen={childToDelete !== null}
        title={t('children.delete.title')}
        description={t('children.delete.text', { name: childToDelete?.name ?? '' })}
        confirmLabel={t('children.delete.confirm')}
        cancelLabel={t('children.delete.cancel')}
        isLoading={deleteChild.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setChildToDelete(null)}
      />
      <ConfirmDialog
        isOpen={childToRelink !== null}
        title={t('children.regenerate.title')}
        description={t('children.regenerate.text', { name: childToRelink?.name ?? '' })}
        confirmLabel={t('children.regenerate.confirm')}
        cancelLabel={t('children.regenerate.cancel')}
        confirmVariant="primary"
        isLoading={regenerateLink.isPending}
        onConfirm={confirmRegenerate}
        onCancel={() => setChildToRelink(null)}
      />
    </>
  );
}
