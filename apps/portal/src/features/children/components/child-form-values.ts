import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Child,
  type CreateChildBody,
  childCreateFormSchema,
  createChildBodySchema,
  DEFAULT_PARENTAL_CONTROLS,
  isChildAgeAllowed,
  type Language,
  type ParentalControls,
  parentalControlsSchema,
  todayIn,
  type UpdateChildBody,
} from '@kiddo/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** Everything the child form edits; the password pair exists in create mode only. */
export interface ChildFormValues extends ParentalControls {
  name: string;
  birth_date: string;
  username: string;
  password: string;
  confirm_password: string;
  child_language: Language;
}

export type ChildFormField = keyof ChildFormValues;
export type ChildFormMode = 'create' | 'edit';
export type ChildFormTab = 'profile' | 'interests' | 'filters';

/** The form's fields in the order they appear: the first one with an error gets the focus. */
export const CHILD_FORM_FIELDS: readonly ChildFormField[] = [
  'name',
  'birth_date',
  'username',
  'password',
  'confirm_password',
  'child_language',
  'response_complexity',
  'audio_enabled',
  'voice_quality',
  'interest_topics',
  'favorite_topics',
  'blocked_topics',
  'max_daily_chats',
  'max_message_length',
  'time_restrictions',
];

/** Where each field lives in edit mode (profile, interests, filters tabs). */
export const TAB_OF_FIELD: Record<ChildFormField, ChildFormTab> = {
  name: 'profile',
  birth_date: 'profile',
  username: 'profile',
  password: 'profile',
  confirm_password: 'profile',
  child_language: 'profile',
  response_complexity: 'profile',
  audio_enabled: 'profile',
  voice_quality: 'profile',
  interest_topics: 'interests',
  favorite_topics: 'interests',
  blocked_topics: 'filters',
  blocked_topic_terms: 'filters',
  max_daily_chats: 'filters',
  max_message_length: 'filters',
  time_restrictions: 'filters',
};

/** spec §5: create asks name, birth date, username and the password pair; edit only the first three. */
export const REQUIRED_FIELDS: Record<ChildFormMode, readonly ChildFormField[]> = {
  create: ['name', 'birth_date', 'username', 'password', 'confirm_password'],
  edit: ['name', 'birth_date', 'username'],
};

/** The fields of a required field list that are still blank. */
export function missingRequiredFields(
  mode: ChildFormMode,
  values: Partial<Record<ChildFormField, unknown>>,
): ChildFormField[] {
  return REQUIRED_FIELDS[mode].filter((field) => {
    const value = values[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

export function emptyChildFormValues(): ChildFormValues {
  return {
    name: '',
    birth_date: '',
    username: '',
    password: '',
    confirm_password: '',
    child_language: 'pt',
    ...DEFAULT_PARENTAL_CONTROLS,
    interest_topics: [],
    favorite_topics: [],
    blocked_topics: [],
    blocked_topic_terms: {},
  };
}

export function childToFormValues(child: Child): ChildFormValues {
  const controls = child.parental_controls;
  return {
    name: child.name,
    birth_date: child.birth_date,
    username: child.username,
    password: '',
    confirm_password: '',
    child_language: child.language,
    audio_enabled: controls.audio_enabled,
    voice_quality: controls.voice_quality,
    response_complexity: controls.response_complexity,
    max_daily_chats: controls.max_daily_chats,
    max_message_length: controls.max_message_length,
    interest_topics: [...controls.interest_topics],
    favorite_topics: [...controls.favorite_topics],
    blocked_topics: [...controls.blocked_topics],
    blocked_topic_terms: { ...controls.blocked_topic_terms },
    time_restrictions: controls.time_restrictions,
  };
}

/** Today in the parent's own time zone: what the age under the birth date is counted against. */
export function localToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The edit payload's fields with every control required (the form always has them all). */
const editFormSchema = createChildBodySchema
  .omit({ password: true, language: true })
  .extend(parentalControlsSchema.shape);

/**
 * The contracts' schema of the mode (childCreateFormSchema, or the update fields), plus the age
 * rule (6–14, DESIGN §4) the API applies, reported with the other errors rather than after them.
 * In edit mode the age is checked only when the birth date changed, as the API does.
 */
export function childFormResolver(mode: ChildFormMode, originalBirthDate?: string): Resolver<ChildFormValues> {
  const schemaResolver = (mode === 'create'
    ? zodResolver(childCreateFormSchema)
    : zodResolver(editFormSchema)) as unknown as Resolver<ChildFormValues>;
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const birthDate = values.birth_date;
    const shouldCheckAge =
      /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && (mode === 'create' || birthDate !== originalBirthDate);
    if (!shouldCheckAge || isChildAgeAllowed(birthDate, localToday())) return result;
    const errors: FieldErrors<ChildFormValues> = {
      ...result.errors,
      birth_date: result.errors.birth_date ?? { type: 'age', message: 'validation.child_age' },
    };
    return { values: {}, errors };
  };
}

/** The saved or edited terms of the topics still blocked; a topic without any gets its concept on the server. */
function termsOfTopics(values: ChildFormValues): Record<string, string[]> {
  const terms = values.blocked_topic_terms ?? {};
  return Object.fromEntries(values.blocked_topics.flatMap((topic) => (terms[topic] ? [[topic, terms[topic]]] : [])));
}

/** spec §7 create payload: the personal fields and the flat controls. Audio stays off without the plan. */
export function toCreatePayload(values: ChildFormValues, canUseAudio: boolean): CreateChildBody {
  return {
    name: values.name,
    birth_date: values.birth_date,
    username: values.username,
    password: values.password,
    child_language: values.child_language,
    audio_enabled: canUseAudio && values.audio_enabled,
    voice_quality: values.voice_quality,
    response_complexity: values.response_complexity,
    max_daily_chats: values.max_daily_chats,
    max_message_length: values.max_message_length,
    interest_topics: values.interest_topics,
    favorite_topics: values.favorite_topics,
    blocked_topics: values.blocked_topics,
    blocked_topic_terms: termsOfTopics(values),
    time_restrictions: values.time_restrictions,
  };
}

/** spec §7 update payload: the personal fields and the nested controls. */
export function toUpdatePayload(values: ChildFormValues, canUseAudio: boolean): UpdateChildBody {
  return {
    name: values.name,
    birth_date: values.birth_date,
    username: values.username,
    child_language: values.child_language,
    parental_controls: {
      audio_enabled: canUseAudio && values.audio_enabled,
      voice_quality: values.voice_quality,
      response_complexity: values.response_complexity,
      max_daily_chats: values.max_daily_chats,
      max_message_length: values.max_message_length,
      interest_topics: values.interest_topics,
      favorite_topics: values.favorite_topics,
      blocked_topics: values.blocked_topics,
      blocked_topic_terms: termsOfTopics(values),
      time_restrictions: values.time_restrictions,
    },
  };
}

/**
 * The form field a server error key belongs to: create errors are flat (`max_daily_chats`),
 * update errors nested (`parental_controls.max_daily_chats`), list items indexed (`blocked_topics.2`).
 */
export function formFieldOfServerKey(key: string): ChildFormField | undefined {
  const [head] = key.replace(/^parental_controls\./, '').split('.');
  return CHILD_FORM_FIELDS.find((field) => field === head);
}
