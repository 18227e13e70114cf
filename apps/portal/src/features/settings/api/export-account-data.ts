import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The name the file gets when the answer names none (the API sends kiddo-export-YYYY-MM-DD.json). */
export const ACCOUNT_EXPORT_FALLBACK_FILENAME = 'kiddo-export.json';

/**
 * GET /auth/parent/export: everything the service keeps about the account (account, children,
 * controls, conversations, token history) as a JSON attachment.
 */
export function exportAccountData(): Promise<DownloadedFile> {
  return apiDownload('/auth/parent/export');
}

/** Downloads the export and hands it to the browser under the API's file name. */
export function useExportAccountDataMutation() {
  return useMutation({
    mutationFn: exportAccountData,
    // Saved here rather than in the caller: the download completes even if the tab changed meanwhile.
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? ACCOUNT_EXPORT_FALLBACK_FILENAME),
  });
}
