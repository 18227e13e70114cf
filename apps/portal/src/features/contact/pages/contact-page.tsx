import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactForm } from '../components/contact-form';
import { SupportInfo } from '../components/support-info';

/** /contact (spec §2): the contact form, and beside it support's e-mail, phone and hours. */
export function ContactPage() {
  usePageMeta('meta.contact.title', 'meta.contact.description');
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
          <MessageSquareText className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t('contact.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t('contact.subtitle')}</p>
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <Card className="p-6 sm:p-8">
          <h2 className="mb-6 text-lg font-semibold text-slate-900 dark:text-white">{t('contact.formTitle')}</h2>
          <ContactForm />
        </Card>
        <SupportInfo />
      </div>
    </div>
  );
}
