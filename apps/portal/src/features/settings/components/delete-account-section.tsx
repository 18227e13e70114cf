import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

/** The danger zone of the account tab: erasing the whole account, behind a confirmation dialog. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <SettingsSection
      tone="danger"
      title={t('settings.deleteAccount.title')}
      description={t('settings.deleteAccount.description')}
    >
      <Button variant="danger" onClick={() => setIsDialogOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('settings.deleteAccount.open')}
      </Button>
      <DeleteAccountDialog
        isOpen={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        hasPassword={user.has_password}
        email={user.email}
      />
    </SettingsSection>
  );
}
