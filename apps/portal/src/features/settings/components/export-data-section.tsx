import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useExportAccountDataMutation } from '../api/export-account-data';
import { SettingsSection } from './settings-section';

/** "Your data": downloads everything kept about the account as a JSON file (DESIGN §4, LGPD portability). */
export function ExportDataSection() {
  const { t } = useTranslation();
  const exportData = useExportAccountDataMutation();

  const onExport = () => {
    exportData.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.export.success')),
      onError: (error) => toast.error(describeApiError(error, () => t('settings.export.error'))),
    });
  };

  return (
    <SettingsSection title={t('settings.export.title')} description={t('settings.export.description')}>
      <Button variant="outline" onClick={onExport} isLoading={exportData.isPending}>
        {!exportData.isPending && <Download className="size-4" aria-hidden="true" />}
        {t('settings.export.submit')}
      </Button>
    </SettingsSection>
  );
}
