import type { Language } from '@kiddo/contracts';
import { ArrowLeft, BellRing } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { LEGAL_LABELS } from '../content/labels';
import { CHANGE_NOTICE_DAYS, formatLegalDate, LAST_UPDATED, type LegalDocumentContent } from '../content/legal-meta';
import { ContactText } from './contact-text';
import { useLegalLanguage } from './use-legal-language';

/**
 * A legal document in the interface language (spec §2): title, last-updated date, the change
 * notice, a table of contents linking each `#section-id`, the numbered sections and a way home.
 */
export function LegalDocument({ content }: { content: Record<Language, LegalDocumentContent> }) {
  const language = useLegalLanguage();
  const labels = LEGAL_LABELS[language];
  const { title, intro, sections } = content[language];
  const titleId = useId();
  const contentsId = useId();

  return (
    <article aria-labelledby={titleId} className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/" className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-6' })}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {labels.backToHome}
      </Link>

      <header>
        <h1 id={titleId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {labels.lastUpdated}: <time dateTime={LAST_UPDATED}>{formatLegalDate(LAST_UPDATED, language)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          <ContactText text={intro} />
        </p>
        <p className="mt-6 flex items-start gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-sm text-violet-950 dark:border-violet-900 dark:bg-violet-950 dark:text-violet-100">
          <BellRing className="mt-0.5 size-5 shrink-0 text-violet-700 dark:text-violet-300" aria-hidden="true" />
          {labels.changeNotice(CHANGE_NOTICE_DAYS)}
        </p>
      </header>

      <nav
        aria-labelledby={contentsId}
        className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={contentsId} className="text-sm font-bold tracking-widest text-slate-500 uppercase dark:text-slate-400">
          {labels.contents}
        </h2>
        <ol className="mt-4 grid list-decimal gap-2 pl-5 text-slate-700 marker:text-slate-400 sm:grid-cols-2 dark:text-slate-300">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded hover:text-violet-700 hover:underline focus-visible:outline-2 focus-visible:outline-violet-600 dark:hover:text-violet-300"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-12 space-y-12">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2
              id={section.id}
              className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white"
            >
              <span className="text-violet-700 dark:text-violet-300">{index + 1}.</span> {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <ContactText text={paragraph} />
                </p>
              ))}
            </div>
          </section>
        ))}
      </div>

      <div className="mt-14 border-t border-slate-200 pt-8 dark:border-slate-800">
        <Link to="/" className={buttonClassName({ size: 'lg' })}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          {labels.backToHome}
        </Link>
      </div>
    </article>
  );
}
