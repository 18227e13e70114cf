import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LEGAL_CONTACTS } from '../../legal/content/legal-meta';

/** Support's phone line, as written and as dialled. */
export const SUPPORT_PHONE = { display: '+55 11 4000-0000', dial: '+551140000000' } as const;

const LINK_CLASS_NAME =
  'font-semibold text-violet-700 underline-offset-2 hover:underline dark:text-violet-300 dark:hover:text-violet-200';

/** Beside the contact form: support's e-mail (the one the legal texts give), phone, hours, and where emergencies go. */
export function SupportInfo() {
  const { t } = useTranslation();
  const channels: { icon: typeof Mail; label: string; value: ReactNode }[] = [
    {
      icon: Mail,
      label: t('contact.support.email'),
      value: (
        <a href={`mailto:${LEGAL_CONTACTS.support}`} className={`${LINK_CLASS_NAME} break-all`}>
          {LEGAL_CONTACTS.support}
        </a>
      ),
    },
    {
      icon: Phone,
      label: t('contact.support.phone'),
      value: (
        <a href={`tel:${SUPPORT_PHONE.dial}`} className={LINK_CLASS_NAME}>
          {SUPPORT_PHONE.display}
        </a>
      ),
    },
    { icon: Clock, label: t('contact.support.hours'), value: t('contact.support.hoursText') },
  ];

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('contact.support.title')}</h2>
        <dl className="mt-5 space-y-5">
          {channels.map((channel) => (
            // A list group holds only its dt and dd: the icon sits inside the dt, beside both.
            <div key={channel.label} className="relative min-h-10 min-w-0 pl-13">
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-xl bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
                  <channel.icon className="size-5" aria-hidden="true" />
                </span>
                {channel.label}
              </dt>
              <dd className="mt-0.5 text-slate-900 dark:text-slate-100">{channel.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {t('contact.support.faq')}{' '}
          <Link to="/faq" className={LINK_CLASS_NAME}>
            {t('contact.support.faqLink')}
          </Link>
        </p>
      </Card>
      <Alert tone="warning" title={t('contact.emergency.title')}>
        <p>{t('contact.emergency.text')}</p>
      </Alert>
    </div>
  );
}
