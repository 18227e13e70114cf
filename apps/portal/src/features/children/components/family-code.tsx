import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';

/** "ABCD2345" as "ABCD-2345": easier to read out to a child. */
const readable = (code: string) => code.replace(/^(.{4})(.+)$/, '$1-$2');

/**
 * The family code (issue 15): on the chat site a child signs in with it, a username and a
 * password — usernames are unique inside the family only, so no one can look up another
 * family's children. The access link needs no code.
 */
export function FamilyCode() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section
      aria-labelledby="family-code-title"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-sm dark:border-violet-900 dark:bg-violet-950/40"
    >
      <KeyRound className="mt-0.5 size-5 shrink-0 text-violet-700 dark:text-violet-300" aria-hidden="true" />
      <div>
        <h2 id="family-code-title" className="font-semibold text-slate-900 dark:text-white">
          {t('children.familyCode.title')}{' '}
          <span className="ml-1 rounded-md bg-white px-2 py-0.5 font-mono text-base tracking-widest text-violet-800 dark:bg-slate-900 dark:text-violet-200">
            {readable(user.family_code)}
          </span>
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('children.familyCode.text')}</p>
      </div>
    </section>
  );
}
