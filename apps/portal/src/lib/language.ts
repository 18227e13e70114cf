import { type Language, resolveLanguage } from '@kiddo/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { applyInterfaceLanguage, i18n } from './i18n';
import { useSession } from './session';
import { loadSessionSchemas, readStoredToken } from './session-storage';
import { toast } from './toast';

/**
 * The interface language and the way to change it (spec §4): switch at once, keep it on this
 * device, and save it on the account when logged in. A failed save keeps the local change.
 */
export function useLanguage(): { language: Language; changeLanguage: (language: Language) => Promise<void> } {
  const { i18n: instance } = useTranslation();
  const { updateUser } = useSession();

  const changeLanguage = useCallback(
    async (language: Language) => {
      applyInterfaceLanguage(language);
      if (!readStoredToken()) return;
      try {
        const [response, { userResponseSchema }] = await Promise.all([
          apiRequest<unknown>('/auth/parent/language', { method: 'PUT', body: { language } }),
          loadSessionSchemas(),
        ]);
        const parsed = userResponseSchema.safeParse(response);
        if (parsed.success) updateUser(parsed.data.user);
      } catch (error) {
        // Spec §8: logged, not reported as an error — the interface already switched.
        console.log('Erro ao salvar preferência de idioma', error);
        // i18n.t, not the render's t: the interface has just switched to the new language.
        toast.error(i18n.t('errors.saveLanguage'));
      }
    },
    [updateUser],
  );

  return { language: resolveLanguage(instance.language), changeLanguage };
}
