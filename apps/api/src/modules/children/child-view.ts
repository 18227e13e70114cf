import { ageOn, type Child, type ChildProfile, resolveLanguage, todayIn } from '@kiddo/contracts';
import type { ChildRow } from '../../core/authorization';
import { avatarUrl } from '../../core/avatars';
import type { ControlsRow } from './repository';

export function controlsView(controls: ControlsRow): Child['parental_controls'] {
  return {
    audio_enabled: controls.audioEnabled,
    voice_quality: controls.voiceQuality as Child['parental_controls']['voice_quality'],
    response_complexity: controls.responseComplexity as Child['parental_controls']['response_complexity'],
    max_daily_chats: controls.maxDailyChats,
    max_message_length: controls.maxMessageLength,
    interest_topics: controls.interestTopics,
    favorite_topics: controls.favoriteTopics,
    blocked_topics: controls.blockedTopics,
    blocked_topic_terms: controls.blockedTopicTerms,
    time_restrictions: controls.timeRestrictions,
  };
}

/** The child as the parent sees it, with the access link opened from its sealed copy. */
export function toChild(
  child: ChildRow,
  controls: ControlsRow,
  context: { chatUrl: string; openAccessToken: (sealed: string) => string | null; timeZone: string; now: Date },
): Child {
  const accessToken = child.accessTokenSealed ? context.openAccessToken(child.accessTokenSealed) : null;
  return {
    id: child.id,
    name: child.name,
    username: child.username,
    birth_date: child.birthDate,
    age: ageOn(child.birthDate, todayIn(context.timeZone, context.now)),
    language: resolveLanguage(child.language),
    avatar_url: avatarUrl(child),
    has_uploaded_avatar: child.avatarKey !== null,
    access_token: accessToken,
    access_url: accessToken ? `${context.chatUrl}/login?token=${encodeURIComponent(accessToken)}` : null,
    created_at: child.createdAt.toISOString(),
    updated_at: child.updatedAt.toISOString(),
    last_access_at: child.lastAccessAt?.toISOString() ?? null,
    parental_controls: controlsView(controls),
  };
}

/** What the chat site may know of the signed-in child. */
export function toChildProfile(
  child: ChildRow,
  controls: ControlsRow,
  context: { timeZone: string; now: Date; serverSpeech: boolean },
): ChildProfile {
  return {
    id: child.id,
    name: child.name,
    username: child.username,
    age: ageOn(child.birthDate, todayIn(context.timeZone, context.now)),
    language: resolveLanguage(child.language),
    avatar_url: avatarUrl(child),
    max_message_length: controls.maxMessageLength,
    audio_enabled: controls.audioEnabled,
    voice_quality: controls.voiceQuality as ChildProfile['voice_quality'],
    server_speech: context.serverSpeech,
  };
}
