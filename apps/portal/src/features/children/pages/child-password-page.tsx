import { zodResolver } from '@hookform/resolvers/zod';
import { childPasswordFormSchema } from '@kiddo/contracts';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { PasswordField } from '../../../components/ui/password-field';
import { describeApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { translateFormMessage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChildQuery } from '../api/get-child';
import { useUpdateChildPasswordMutation } from '../api/update-child-password';
import { ChildAvatar } from '../components/child-avatar';
import { LoadingPanel } from '../components/loading-panel';

const TIPS = ['length', 'mix', 'personal', 'share', 'sessions'] as const;

/** /children/{childId}/password: a new password for a child's chat login; a child that cannot be loaded sends the parent back. */
export function ChildPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { childId = '' } = useParams();
  const childQuery = useChildQuery(childId);
  const updatePassword = useUpdateChildPasswordMutation();
  const child = childQuery.data;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(childPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });

  useEffect(() => {
    if (!childQuery.isError) return;
    // A fixed id: the effect may run twice, the toast must show once.
    toast.error(
      describeApiError(childQuery.error, () => t('children.password.loadError')),
      {
        id: 'child-password-load-error',
      },
    );
    navigate('/children', { replace: true });
  }, [childQuery.isError, childQuery.error, navigate, t]);

  const onSubmit = handleSubmit(({ new_password }) => {
    updatePassword.mutate(
      { childId, newPassword: new_password },
      {
        onSuccess: () => {
          toast.success(t('children.password.success'));
          navigate('/children');
        },
        onError: (error) => {
          setServerFieldErrors(error, setError, ['new_password']);
          toast.error(describeApiError(error, () => t('children.password.error')));
        },
      },
    );
  });

  return (
    <>
      <title>{`${t('children.password.title')} · Kiddo`}</title>
      <div className="mx-auto max-w-4xl">
        <PageHeader title={t('children.password.title')} description={t('children.password.description')} />
        {!child && <LoadingPanel message={t('children.password.loading')} />}
        {child && (
          <div className="grid gap-6 lg:grid-cols-5">
            <Card className="min-w-0 p-5 sm:p-6 lg:col-span-3">
              <div className="flex items-center gap-4 border-b border-slate-200 pb-5 dark:border-slate-800">
                <ChildAvatar name={child.name} src={child.avatar_url} />
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-bold text-slate-900 dark:text-white">{child.name}</h2>
                  <p className="truncate text-sm font-medium text-violet-700 dark:text-violet-300">@{child.username}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('children.card.age', { count: child.age })}
                  </p>
                </div>
              </div>
              <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
                {/* The username lets password managers file the new password under the right login. */}
                <input type="text" autoComplete="username" value={child.username} readOnly hidden />
                <PasswordField
                  label={t('children.password.new')}
                  showLabel={t('children.password.showPassword')}
                  hideLabel={t('children.password.hidePassword')}
                  autoComplete="new-password"
                  hint={t('children.password.hint')}
                  error={translateFormMessage(errors.new_password?.message)}
                  {...register('new_password')}
                />
                <PasswordField
                  label={t('children.password.confirm')}
                  showLabel={t('children.password.showPassword')}
                  hideLabel={t('children.password.hidePassword')}
                  autoComplete="new-password"
                  error={translateFormMessage(errors.confirm_password?.message)}
                  {...register('confirm_password')}
                />
                <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
                  <Link to="/children" className={buttonClassName({ variant: 'outline' })}>
                    <ArrowLeft className="size-4" aria-hidden="true" />
                    {t('children.password.back')}
                  </Link>
                  <Button type="submit" isLoading={updatePassword.isPending}>
                    {t('children.password.submit')}
                  </Button>
                </div>
              </form>
            </Card>
            <section
              aria-labelledby="child-password-tips"
              className="min-w-0 self-start rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sky-950 sm:p-6 lg:col-span-2 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
            >
              <h2 id="child-password-tips" className="flex items-center gap-2 font-semibold">
                <ShieldCheck className="size-5" aria-hidden="true" />
                {t('children.password.tipsTitle')}
              </h2>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
                {TIPS.map((tip) => (
                  <li key={tip}>{t(`children.password.tips.${tip}`)}</li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </div>
    </>
  );
}
