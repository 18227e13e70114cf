import type { ExportFormat } from '@kiddo/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { describeApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useExportConversationMutation } from '../api/export-conversation';

/** txt first (the spec's export), then the printable one and the machine-readable one. */
const EXPORT_ORDER: readonly ExportFormat[] = ['txt', 'pdf', 'json'];

/** The three export buttons of a conversation (txt, pdf, json), each downloading the file the API makes. */
export function ExportButtons({
  conversationId,
  size = 'sm',
  className,
}: {
  conversationId: string;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const exportConversation = useExportConversationMutation();
  const pendingFormat = exportConversation.isPending ? exportConversation.variables?.format : undefined;

  const onExport = (format: ExportFormat) => {
    exportConversation.mutate(
      { conversationId, format },
      {
        onSuccess: () => toast.success(t('history.export.success')),
        onError: (error) => toast.error(describeApiError(error, () => t('history.export.error'))),
      },
    );
  };

  return (
    <fieldset className={cn('m-0 min-w-0 border-0 p-0', className)}>
      <legend className="sr-only">{t('history.export.legend')}</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 dark:text-slate-400"
        >
          <Download className="size-4" />
          {t('history.export.label')}
        </span>
        {EXPORT_ORDER.map((format) => (
          <Button
            key={format}
            size={size}
            variant="outline"
            onClick={() => onExport(format)}
            isLoading={pendingFormat === format}
            disabled={exportConversation.isPending}
            aria-label={t('history.export.as', { format: format.toUpperCase() })}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
