import type { ExportFormat } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /parent/chat-history/{id}/export/{format}: the conversation as a txt, json or pdf attachment. */
export function exportConversation(conversationId: string, format: ExportFormat): Promise<DownloadedFile> {
  return apiDownload(`/parent/chat-history/${encodeURIComponent(conversationId)}/export/${format}`);
}

/** The name the file gets when the answer names none. */
export function fallbackExportFilename(conversationId: string, format: ExportFormat): string {
  return `kiddo-conversa-${conversationId}.${format}`;
}

/** Downloads an export and hands it to the browser under the API's file name. */
export function useExportConversationMutation() {
  return useMutation({
    mutationFn: ({ conversationId, format }: { conversationId: string; format: ExportFormat }) =>
      exportConversation(conversationId, format),
    // Saved here rather than in the caller: the download completes even if the page changed meanwhile.
    onSuccess: ({ blob, filename }, { conversationId, format }) =>
      saveFile(blob, filename ?? fallbackExportFilename(conversationId, format)),
  });
}
