import { packageViews, planView, SIGNUP_BONUS_TOKENS } from '@kiddo/contracts';
import {
  Ban,
  BookOpenCheck,
  Eye,
  Gift,
  HeartHandshake,
  LockKeyhole,
  Mic,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  UserPlus,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { PackageCard } from '../../subscription/components/package-card';
import { PlanCard } from '../../subscription/components/plan-card';
import { ChatPreview } from '../components/chat-preview';

/**
 * `/`: what Kiddo is (hero with the mascot and a live chat demo, trust badges, stats, features,
 * how it works), the plan and the token packages, the sign-up offer, and the ways in.
 */
export function LandingPage() {
  usePageMeta('meta.landing.title', 'meta.landing.description');
  const { t } = useTranslation();
  const features = [
    { icon: ShieldCheck, title: t('landing.features.safe.title'), text: t('landing.features.safe.text') },
    { icon: Eye, title: t('landing.features.supervised.title'), text: t('landing.features.supervised.text') },
    { icon: BookOpenCheck, title: t('landing.features.age.title'), text: t('landing.features.age.text') },
    { icon: Mic, title: t('landing.features.voice.title'), text: t('landing.features.voice.text') },
  ];
  const steps = [
    { icon: UserPlus, title: t('landing.steps.profiles.title'), text: t('landing.steps.profiles.text') },
    { icon: SlidersHorizontal, title: t('landing.steps.protection.title'), text: t('landing.steps.protection.text') },
    { icon: HeartHandshake, title: t('landing.steps.monitor.title'), text: t('landing.steps.monitor.text') },
  ];
  const tokens = SIGNUP_BONUS_TOKENS;
  const trustBadges = [
    { icon: Ban, label: t('landing.trust.noAds') },
    { icon: LockKeyhole, label: t('landing.trust.lgpd') },
    { icon: UsersRound, label: t('landing.trust.parents') },
  ];
  // Only facts the product guarantees: no invented user counts or ratings.
  const stats = [
    { value: t('landing.stats.ages.value'), label: t('landing.stats.ages.label') },
    { value: t('landing.stats.languages.value'), label: t('landing.stats.languages.label') },
    { value: t('landing.stats.tokens.value', { tokens }), label: t('landing.stats.tokens.label') },
    { value: t('landing.stats.filter.value'), label: t('landing.stats.filter.label') },
  ];

  return (
    <>
      <section className="overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <Gift className="size-4" aria-hidden="true" />
              {t('landing.hero.offerBadge', { tokens })}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              {t('landing.hero.title')}
            </h1>
            <p className="mt-5 text-lg text-slate-600 dark:text-slate-300">{t('landing.hero.subtitle')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/signup" className={buttonClassName({ size: 'lg' })}>
                <Sparkles className="size-5" aria-hidden="true" />
                {t('landing.hero.cta')}
              </Link>
              <Link to="/login" className={buttonClassName({ size: 'lg', variant: 'outline' })}>
                {t('landing.hero.login')}
              </Link>
            </div>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('landing.hero.ages')}</p>
            <ul aria-label={t('landing.trust.label')} className="mt-6 flex flex-wrap gap-2">
              {trustBadges.map(({ icon: Icon, label }) => (
                <li
                  key={label}
                  className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <ChatPreview />
        </div>
      </section>

      <section
        aria-labelledby="stats-title"
        className="border-y border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="stats-title" className="sr-only">
          {t('landing.stats.title')}
        </h2>
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
          {stats.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse items-center justify-end text-center">
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-violet-700 sm:text-4xl dark:text-violet-300">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        id="features"
        aria-labelledby="features-title"
        className="render-when-visible scroll-mt-20 bg-white py-16 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="features-title"
            className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t('landing.features.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
            {t('landing.features.subtitle')}
          </p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <span className="flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="render-when-visible scroll-mt-20 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('landing.steps.title')}
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
                <span className="absolute -top-4 left-6 flex size-8 items-center justify-center rounded-full bg-amber-300 font-bold text-slate-900">
                  {index + 1}
                </span>
                <Icon className="mt-2 size-7 text-violet-700 dark:text-violet-300" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="render-when-visible scroll-mt-20 bg-white py-16 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="pricing-title"
            className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t('landing.pricing.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
            {t('landing.pricing.subtitle')}
          </p>
          <div className="mx-auto mt-12 max-w-4xl">
            <PlanOffer />
          </div>
          <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-slate-600 dark:text-slate-400">
            <Mic className="size-4 shrink-0" aria-hidden="true" />
            {t('subscription.audioNote')}
          </p>
        </div>
      </section>

      <section id="tokens" aria-labelledby="tokens-title" className="render-when-visible scroll-mt-20 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="tokens-title"
            className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t('landing.tokens.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
            {t('landing.tokens.subtitle')}
          </p>
          <PackageOffers />
        </div>
      </section>

      <section aria-labelledby="offer-title" className="render-when-visible px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-6xl rounded-3xl bg-violet-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="offer-title" className="text-3xl font-bold tracking-tight">
            {t('landing.banner.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-violet-100">{t('landing.banner.subtitle')}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 font-semibold">
            <Gift className="size-5" aria-hidden="true" />
            {t('landing.banner.offer', { tokens })}
          </p>
          <p className="mt-2 text-sm text-violet-200">{t('landing.banner.limited')}</p>
          <div className="mt-8">
            <Link
              to="/signup"
              className={buttonClassName({
                size: 'lg',
                variant: 'secondary',
                className: 'focus-visible:outline-white',
              })}
            >
              {t('landing.banner.cta')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** Where the buy buttons lead: visitors sign up first (spec §2), a logged-in parent buys on /subscription. */
function useBuyPath(): string {
  const { status } = useSession();
  return status === 'authenticated' ? '/subscription' : '/signup';
}

/*
 * The plan and the packages as the API would answer them: both build them with the same
 * functions of @kiddo/contracts, so the landing shows them at once, in its pre-rendered HTML,
 * with no request and no check of an answer (docs/decisions/008-web-performance.md).
 */
const PLAN = planView();
const TOKEN_PACKAGES = packageViews();

/** The Super Kiddo plan card. */
function PlanOffer() {
  const { t } = useTranslation();
  const buyPath = useBuyPath();
  return (
    <PlanCard
      plan={PLAN}
      action={
        <Link to={buyPath} className={buttonClassName({ size: 'lg', fullWidth: true })}>
          {t('subscription.plan.subscribe')}
        </Link>
      }
    />
  );
}

/** The token package cards. */
function PackageOffers() {
  const { t } = useTranslation();
  const buyPath = useBuyPath();
  return (
    <ul className="mx-auto mt-12 grid max-w-5xl gap-8 sm:grid-cols-3 sm:gap-6">
      {TOKEN_PACKAGES.map((tokenPackage) => (
        <li key={tokenPackage.id}>
          <PackageCard
            tokenPackage={tokenPackage}
            action={
              <Link
                to={buyPath}
                className={buttonClassName({ fullWidth: true, variant: tokenPackage.popular ? 'primary' : 'outline' })}
              >
                {t('subscription.packages.buy', { name: tokenPackage.name })}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
