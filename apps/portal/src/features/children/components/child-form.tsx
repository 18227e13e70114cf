import {
  ageOn,
  type Child,
  LANGUAGES,
  MAX_DAILY_CHATS,
  MAX_MESSAGE_LENGTH,
  RESPONSE_COMPLEXITIES,
  resolveLanguage,
  TIME_RESTRICTION_MINUTES,
  VOICE_QUALITIES,
} from '@kiddo/contracts';
import { Heart, Lock, ShieldCheck, SlidersHorizontal, Sparkles, UserRound, WandSparkles } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LANGUAGE_NAMES } from '../../../components/language-names';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { translateFormMessage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCreateChildMutation } from '../api/create-child';
import { useDeleteChildAvatarMutation } from '../api/delete-child-avatar';
import { useUpdateChildMutation } from '../api/update-child';
import { useUploadChildAvatarMutation } from '../api/upload-child-avatar';
import { readFileAsDataUrl } from './avatar-file';
import { AvatarPicker } from './avatar-picker';
import { BlockedTopicTerms } from './blocked-topic-terms';
import {
  CHILD_FORM_FIELDS,
  type ChildFormField,
  type ChildFormMode,
  type ChildFormTab,
  type ChildFormValues,
  childFormResolver,
  childToFormValues,
  emptyChildFormValues,
  formFieldOfServerKey,
  localToday,
  missingRequiredFields,
  TAB_OF_FIELD,
  toCreatePayload,
  toUpdatePayload,
} from './child-form-values';
import { FormSection } from './form-section';
import { generatePassword } from './generate-password';
import { TopicListField } from './topic-list-field';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The first message of a field's error, whether on the field itself or on one item of a list. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  const nested = Array.isArray(error) ? error : 'root' in error ? [error.root] : [];
  for (const item of nested) {
    const message = messageOf(item);
    if (message) return message;
  }
  return undefined;
}

function firstFieldWithError(errors: FieldErrors<ChildFormValues>): ChildFormField | undefined {
  return CHILD_FORM_FIELDS.find((field) => errors[field]);
}

interface HeldAvatar {
  file: File;
  previewUrl: string;
}

export interface ChildFormProps {
  mode: ChildFormMode;
  /** The child being edited (edit mode). */
  child?: Child;
}

/**
 * The child form (spec §2): personal info, preferences, interests and content filters — stacked
 * cards when creating, tabs when editing — with the missing-fields banner, inline errors after a
 * submit attempt (the server's too), and the bottom bar. Audio needs the Super Kiddo plan.
 */
export function ChildForm({ mode, child }: ChildFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canUseAudio = user.plan === 'pro';
  const isEdit = mode === 'edit' && child !== undefined;
  const createChild = useCreateChildMutation();
  const updateChild = useUpdateChildMutation();
  const uploadAvatar = useUploadChildAvatarMutation();
  const deleteAvatar = useDeleteChildAvatarMutation();

  const [tab, setTab] = useState<ChildFormTab>('profile');
  const [fieldToFocus, setFieldToFocus] = useState<ChildFormField | null>(null);
  const [heldAvatar, setHeldAvatar] = useState<HeldAvatar | null>(null);
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [isConfirmationVisible, setIsConfirmationVisible] = useState(false);
  const [hasGeneratedPassword, setHasGeneratedPassword] = useState(false);

  const resolver = useMemo(() => childFormResolver(mode, child?.birth_date), [mode, child?.birth_date]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ChildFormValues>({
    resolver,
    defaultValues: child ? childToFormValues(child) : emptyChildFormValues(),
    shouldFocusError: false, // the field may sit in another tab: focusField below switches to it first
  });
  const [name, birthDate, username, password, confirmPassword, isAudioOn, blockedTopics] = useWatch({
    control,
    name: ['name', 'birth_date', 'username', 'password', 'confirm_password', 'audio_enabled', 'blocked_topics'],
  });

  // After the tab holding a field is shown, its input exists again and can take the focus.
  useEffect(() => {
    if (!fieldToFocus) return;
    setFocus(fieldToFocus);
    setFieldToFocus(null);
  }, [fieldToFocus, setFocus]);

  const focusField = (field: ChildFormField) => {
    if (mode === 'edit') setTab(TAB_OF_FIELD[field]);
    setFieldToFocus(field);
  };

  const fieldLabels: Record<'name' | 'birth_date' | 'username' | 'password' | 'confirm_password', string> = {
    name: t('children.form.fields.name'),
    birth_date: t('children.form.fields.birthDate'),
    username: t('children.form.fields.username'),
    password: t('children.form.fields.password'),
    confirm_password: t('children.form.fields.confirmPassword'),
  };
  const missingFields = missingRequiredFields(mode, {
    name,
    birth_date: birthDate,
    username,
    password,
    confirm_password: confirmPassword,
  });
  const age = DATE_PATTERN.test(birthDate) ? ageOn(birthDate, localToday()) : null;
  const errorOf = (field: ChildFormField) => translateFormMessage(messageOf(errors[field]));

  /** Shows the server's per-field messages on the matching inputs; returns whether there were any. */
  const showServerFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    const fields = new Set<ChildFormField>();
    for (const [key, message] of Object.entries(error.fields)) {
      const field = formFieldOfServerKey(key);
      if (!field || fields.has(field)) continue;
      fields.add(field);
      setError(field, { type: 'server', message });
    }
    const first = CHILD_FORM_FIELDS.find((field) => fields.has(field));
    if (first) focusField(first);
    return first !== undefined;
  };

  const onValid = async (values: ChildFormValues) => {
    if (isEdit) {
      try {
        await updateChild.mutateAsync({ childId: child.id, body: toUpdatePayload(values, canUseAudio) });
      } catch (error) {
        showServerFieldErrors(error);
        toast.error(describeApiError(error, () => t('children.form.updateError')));
        return;
      }
      toast.success(t('children.form.updated'));
      navigate('/children');
      return;
    }
    let created: Child;
    try {
      created = await createChild.mutateAsync(toCreatePayload(values, canUseAudio));
    } catch (error) {
      showServerFieldErrors(error);
      toast.error(describeApiError(error, () => t('children.form.createError')));
      return;
    }
    // The profile exists now; a failed photo upload must not read as a failed creation.
    if (heldAvatar) {
      try {
        await uploadAvatar.mutateAsync({ childId: created.id, file: heldAvatar.file });
      } catch {
        toast.warning(t('children.form.createdWithoutAvatar'));
        navigate('/children');
        return;
      }
    }
    toast.success(t('children.form.created'));
    navigate('/children');
  };

  const onInvalid = (formErrors: FieldErrors<ChildFormValues>) => {
    const field = firstFieldWithError(formErrors);
    if (field) focusField(field);
  };

  const onGeneratePassword = () => {
    const generated = generatePassword(resolveLanguage(getValues('child_language')));
    setValue('password', generated, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('confirm_password', generated, { shouldDirty: true, shouldValidate: isSubmitted });
    setIsPasswordVisible(true);
    setIsConfirmationVisible(true);
    setHasGeneratedPassword(true);
  };

  const onAvatarCropped = (file: File) => {
    if (isEdit) {
      uploadAvatar.mutate(
        { childId: child.id, file },
        {
          onSuccess: () => toast.success(t('children.avatar.uploaded')),
          onError: (error) => toast.error(describeApiError(error, () => t('children.avatar.uploadError'))),
        },
      );
      return;
    }
    void readFileAsDataUrl(file).then(
      (previewUrl) => setHeldAvatar({ file, previewUrl }),
      () => setHeldAvatar({ file, previewUrl: '' }),
    );
  };

  const onAvatarRemove = () => {
    if (!isEdit) {
      setHeldAvatar(null);
      return;
    }
    deleteAvatar.mutate(child.id, {
      onSuccess: () => toast.success(t('children.avatar.removed')),
      onError: (error) => toast.error(describeApiError(error, () => t('children.avatar.removeError'))),
    });
  };

  const personalSection = (
    <FormSection
      icon={UserRound}
      title={t('children.form.sections.personal')}
      description={t('children.form.sections.personalText')}
    >
      <AvatarPicker
        name={name}
        imageUrl={isEdit ? child.avatar_url : heldAvatar?.previewUrl || undefined}
        canRemove={isEdit ? child.has_uploaded_avatar : heldAvatar !== null}
        isBusy={uploadAvatar.isPending || deleteAvatar.isPending}
        note={!isEdit && heldAvatar ? t('children.avatar.pending') : undefined}
        onCropped={onAvatarCropped}
        onRemove={onAvatarRemove}
      />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('children.form.fields.name')}
          autoComplete="off"
          aria-required="true"
          error={errorOf('name')}
          {...register('name')}
        />
        <TextField
          label={t('children.form.fields.birthDate')}
          type="date"
          max={localToday()}
          aria-required="true"
          hint={
            <>
              {age !== null && age >= 0 && (
                <span className="mr-1 font-semibold text-slate-800 dark:text-slate-200">
                  {t('children.form.fields.age', { count: age })} ·
                </span>
              )}
              {t('children.form.fields.birthDateHint')}
            </>
          }
          error={errorOf('birth_date')}
          {...register('birth_date')}
        />
        <TextField
          label={t('children.form.fields.username')}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-required="true"
          hint={t('children.form.fields.usernameHint')}
          error={errorOf('username')}
          {...register('username')}
        />
        {!isEdit && (
          <>
            <PasswordField
              label={t('children.form.fields.password')}
              showLabel={t('children.form.fields.showPassword')}
              hideLabel={t('children.form.fields.hidePassword')}
              autoComplete="new-password"
              aria-required="true"
              hint={t('children.form.fields.passwordHint')}
              isVisible={isPasswordVisible}
              onVisibilityChange={setIsPasswordVisible}
              error={errorOf('password')}
              {...register('password')}
            />
            <PasswordField
              label={t('children.form.fields.confirmPassword')}
              showLabel={t('children.form.fields.showPassword')}
              hideLabel={t('children.form.fields.hidePassword')}
              autoComplete="new-password"
              aria-required="true"
              isVisible={isConfirmationVisible}
              onVisibilityChange={setIsConfirmationVisible}
              error={errorOf('confirm_password')}
              {...register('confirm_password')}
            />
            <div className="flex flex-col items-start gap-2 sm:col-span-2 sm:flex-row sm:items-center">
              <Button variant="secondary" size="sm" onClick={onGeneratePassword}>
                <WandSparkles className="size-4" aria-hidden="true" />
                {t('children.form.fields.generatePassword')}
              </Button>
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {hasGeneratedPassword ? t('children.form.fields.passwordGenerated') : ''}
              </p>
            </div>
          </>
        )}
      </div>
    </FormSection>
  );

  const preferencesSection = (
    <FormSection
      icon={SlidersHorizontal}
      title={t('children.form.sections.preferences')}
      description={t('children.form.sections.preferencesText')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('children.form.fields.childLanguage')}
          hint={t('children.form.fields.childLanguageHint')}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          error={errorOf('child_language')}
          {...register('child_language')}
        />
        <SelectField
          label={t('children.form.fields.complexity')}
          hint={t('children.form.fields.complexityHint')}
          options={RESPONSE_COMPLEXITIES.map((value) => ({
            value,
            label: t(`children.form.fields.complexities.${value}`),
          }))}
          error={errorOf('response_complexity')}
          {...register('response_complexity')}
        />
      </div>
      <div className="mt-4 border-t border-slate-200 dark:border-slate-800">
        <Controller
          control={control}
          name="audio_enabled"
          render={({ field }) => (
            <SwitchField
              ref={field.ref}
              name={field.name}
              label={t('children.form.fields.audio')}
              description={t('children.form.fields.audioText')}
              checked={canUseAudio && field.value}
              disabled={!canUseAudio}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        {!canUseAudio && (
          <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
            <p className="flex items-start gap-2">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('children.form.fields.audioLocked')}
            </p>
            <Link
              to="/subscription"
              className="inline-flex shrink-0 items-center gap-1 font-semibold text-violet-800 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:text-violet-300"
            >
              <Sparkles className="size-4" aria-hidden="true" />
              {t('children.form.fields.upgrade')}
            </Link>
          </div>
        )}
        {errorOf('audio_enabled') && (
          <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">{errorOf('audio_enabled')}</p>
        )}
        {canUseAudio && isAudioOn && (
          <SelectField
            className="pb-2 sm:max-w-xs"
            label={t('children.form.fields.voiceQuality')}
            options={VOICE_QUALITIES.map((value) => ({
              value,
              label: t(`children.form.fields.voiceQualities.${value}`),
            }))}
            error={errorOf('voice_quality')}
            {...register('voice_quality')}
          />
        )}
      </div>
    </FormSection>
  );

  const interestsSection = (
    <FormSection
      icon={Heart}
      title={t('children.form.sections.interests')}
      description={t('children.form.sections.interestsText')}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Controller
          control={control}
          name="interest_topics"
          render={({ field }) => (
            <TopicListField
              label={t('children.form.fields.interests')}
              hint={t('children.form.fields.interestsHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('interest_topics')}
            />
          )}
        />
        <Controller
          control={control}
          name="favorite_topics"
          render={({ field }) => (
            <TopicListField
              label={t('children.form.fields.favorites')}
              hint={t('children.form.fields.favoritesHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('favorite_topics')}
            />
          )}
        />
      </div>
    </FormSection>
  );

  const filtersSection = (
    <FormSection
      icon={ShieldCheck}
      title={t('children.form.sections.filters')}
      description={t('children.form.sections.filtersText')}
    >
      <Controller
        control={control}
        name="blocked_topics"
        render={({ field }) => (
          <TopicListField
            tone="blocked"
            label={t('children.form.fields.blocked')}
            hint={t('children.form.fields.blockedHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('blocked_topics')}
          />
        )}
      />
      <Controller
        control={control}
        name="blocked_topic_terms"
        render={({ field }) => (
          <BlockedTopicTerms topics={blockedTopics} value={field.value} onChange={field.onChange} />
        )}
      />
      <div className="mt-6 grid gap-5 sm:grid-cols-3">
        <TextField
          label={t('children.form.fields.maxDailyChats')}
          type="number"
          inputMode="numeric"
          min={MAX_DAILY_CHATS.min}
          max={MAX_DAILY_CHATS.max}
          step={1}
          hint={t('children.form.fields.maxDailyChatsHint', MAX_DAILY_CHATS)}
          error={errorOf('max_daily_chats')}
          {...register('max_daily_chats', { valueAsNumber: true })}
        />
        <TextField
          label={t('children.form.fields.maxMessageLength')}
          type="number"
          inputMode="numeric"
          min={MAX_MESSAGE_LENGTH.min}
          max={MAX_MESSAGE_LENGTH.max}
          step={1}
          hint={t('children.form.fields.maxMessageLengthHint', MAX_MESSAGE_LENGTH)}
          error={errorOf('max_message_length')}
          {...register('max_message_length', { valueAsNumber: true })}
        />
        <TextField
          label={t('children.form.fields.timeRestrictions')}
          type="number"
          inputMode="numeric"
          min={TIME_RESTRICTION_MINUTES.min}
          max={TIME_RESTRICTION_MINUTES.max}
          step={1}
          hint={t('children.form.fields.timeRestrictionsHint', TIME_RESTRICTION_MINUTES)}
          error={errorOf('time_restrictions')}
          {...register('time_restrictions', { valueAsNumber: true })}
        />
      </div>
    </FormSection>
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      // A focused field must not end up under the sticky header or the bottom bar.
      className="mx-auto max-w-4xl [&_:is(input,select,button)]:scroll-mt-24 [&_:is(input,select,button)]:scroll-mb-28"
    >
      {missingFields.length > 0 && (
        <Alert tone="warning" className="mb-6">
          <p>
            {t('children.form.missing', {
              count: missingFields.length,
              fields: missingFields.map((field) => fieldLabels[field as keyof typeof fieldLabels]).join(', '),
            })}
          </p>
        </Alert>
      )}

      {mode === 'edit' ? (
        <Tabs
          label={t('children.form.tabsLabel')}
          value={tab}
          onChange={setTab}
          items={[
            {
              value: 'profile',
              label: t('children.form.tabs.profile'),
              content: (
                <div className="space-y-6">
                  {personalSection}
                  {preferencesSection}
                </div>
              ),
            },
            { value: 'interests', label: t('children.form.tabs.interests'), content: interestsSection },
            { value: 'filters', label: t('children.form.tabs.filters'), content: filtersSection },
          ]}
        />
      ) : (
        <div className="space-y-6">
          {personalSection}
          {preferencesSection}
          {interestsSection}
          {filtersSection}
        </div>
      )}

      <div className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-2xl sm:border-x sm:px-6 dark:border-slate-800 dark:bg-slate-900/95">
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => navigate('/children')} className="flex-1 sm:flex-none">
            {t('children.form.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting} className="flex-1 sm:flex-none sm:min-w-32">
            {isEdit ? t('children.form.save') : t('children.form.create')}
          </Button>
        </div>
      </div>
    </form>
  );
}
