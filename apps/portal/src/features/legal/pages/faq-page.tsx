import { ArrowLeft, CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactText } from '../components/contact-text';
import { FaqAccordion } from '../components/faq-accordion';
import { useLegalLanguage } from '../components/use-legal-language';
import { FAQ_ENTRIES } from '../content/faq';
import { LEGAL_LABELS } from '../content/labels';
import { LEGAL_CONTACTS } from '../content/legal-meta';

const TEXT_LINK =
  'font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300 dark:hover:text-violet-200';

/** /faq: the frequently asked questions as an accordion, in the interface language (spec §2). */
export function FaqPage() {
  usePageMeta('meta.faq.title', 'meta.faq.description');
  const language = useLegalLanguage();
  const labels = LEGAL_LABELS[language];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/" className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-6' })}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {labels.backToHome}
      </Link>
      <header className="mb-8 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
          <CircleHelp className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {labels.faqTitle}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{labels.faqIntro}</p>
        </div>
      </header>

      <FaqAccordion entries={FAQ_ENTRIES[language]} />

      <div className="mt-10 space-y-3 text-slate-700 dark:text-slate-300">
        <p>
          {labels.faqMoreHelp} <ContactText text={LEGAL_CONTACTS.support} />.
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/terms" className={TEXT_LINK}>
            {labels.termsLink}
          </Link>
          <Link to="/privacy" className={TEXT_LINK}>
            {labels.privacyLink}
          </Link>
        </p>
      </div>
    </div>
  );
}
