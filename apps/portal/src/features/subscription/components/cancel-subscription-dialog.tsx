import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';

export interface CancelSubscriptionDialogProps {
  isOpen: boolean;
  /** When the paid period ends: Super Kiddo stays until then (DESIGN §4). */
  periodEnd: string | null;
  isLoading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling, saying that the cancellation takes effect at the end of the paid period. */
export function CancelSubscriptionDialog({
  isOpen,
  periodEnd,
  isLoading,
  onConfirm,
  onClose,
}: CancelSubscriptionDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('subscription.cancel.title')}
      description={
        periodEnd
          ? t('subscription.cancel.text', { date: formatDate(periodEnd, language) })
          : t('subscription.cancel.textNoDate')
      }
      confirmLabel={t('subscription.cancel.confirm')}
      cancelLabel={t('subscription.cancel.keep')}
      isLoading={isLoading}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
