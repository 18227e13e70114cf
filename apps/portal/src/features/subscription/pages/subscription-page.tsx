import { useQueryClient } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useBuyTokenPackageMutation } from '../api/buy-token-package';
import { useCancelSubscriptionMutation } from '../api/cancel-subscription';
import { useProPlanQuery } from '../api/get-pro-plan';
import { SUBSCRIPTION_INFO_QUERY_KEY, useSubscriptionInfoQuery } from '../api/get-subscription-info';
import { useTokenPackagesQuery } from '../api/get-token-packages';
import { useSubscribeProMutation } from '../api/subscribe-pro';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { type CheckoutReturn, CheckoutReturnBanner, readCheckoutReturn } from '../components/checkout-return-banner';
import { describeSubscriptionError } from '../components/describe-subscription-error';
import { PackageCard } from '../components/package-card';
import { PlanCard } from '../components/plan-card';
import { PriceComparison } from '../components/price-comparison';
import { SubscriptionOverview } from '../components/subscription-overview';

/**
 * /subscription (spec §2): the plan's status and the token balance, the Super Kiddo plan, the
 * token packages, the price comparison, the cancellation (at the end of the paid period), and the
 * return from the checkout page.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkoutReturn, setCheckoutReturn] = useState<CheckoutReturn | null>(null);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const handledSearch = useRef<string | null>(null);
  const planTitleId = useId();
  const packagesTitleId = useId();

  const infoQuery = useSubscriptionInfoQuery();
  const planQuery = useProPlanQuery();
  const packagesQuery = useTokenPackagesQuery();
  const subscribe = useSubscribeProMutation();
  const buyPackage = useBuyTokenPackageMutation();
  const cancel = useCancelSubscriptionMutation();

  // Back from the checkout: keep its banner, take the query out of the address (a reload must not
  // show it again), and after a payment ask for the new balance and plan — the page's and the
  // session's, which the dashboard and the child form read.
  useEffect(() => {
    if (!searchParams.has('checkout')) return;
    const search = searchParams.toString();
    if (handledSearch.current === search) return;
    handledSearch.current = search;
    const returned = readCheckoutReturn(searchParams);
    setCheckoutReturn(returned);
    const rest = new URLSearchParams(searchParams);
    rest.delete('checkout');
    rest.delete('kind');
    setSearchParams(rest, { replace: true });
    if (returned?.outcome === 'success') {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_INFO_QUERY_KEY });
      void refreshUser();
    }
  }, [searchParams, setSearchParams, queryClient, refreshUser]);

  // A purchase button stays busy until the browser has left for the checkout; coming back with the
  // Back button can restore this very page from the cache, so it is freed again.
  const { reset: resetSubscribe } = subscribe;
  const { reset: resetBuyPackage } = buyPackage;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetSubscribe();
      resetBuyPackage();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetSubscribe, resetBuyPackage]);

  const refreshSubscription = () => {
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_INFO_QUERY_KEY });
    void refreshUser();
  };

  const startSubscription = () => {
    subscribe.mutate(undefined, {
      onError: (error) => {
        toast.error(describeSubscriptionError(error, t));
        // The page thought the parent could subscribe: its data is stale.
        if (error instanceof ApiError && error.code === 'already_subscribed') refreshSubscription();
      },
    });
  };

  const startPackagePurchase = (packageId: string) => {
    buyPackage.mutate(packageId, { onError: (error) => toast.error(describeSubscriptionError(error, t)) });
  };

  const confirmCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => {
        setIsCancelOpen(false);
        toast.success(message);
      },
      onError: (error) => {
        toast.error(describeSubscriptionError(error, t));
        if (error instanceof ApiError && error.code === 'no_active_subscription') {
          setIsCancelOpen(false);
          refreshSubscription();
        }
      },
    });
  };

  const title = <title>{`${t('subscription.title')} · Kiddo`}</title>;
  const queries = [infoQuery, planQuery, packagesQuery];
  const failedQuery = queries.find((query) => query.isError);
  if (failedQuery) {
    const detail = describeApiError(failedQuery.error, () => '');
    return (
      <>
        {title}
        <PageHeader title={t('subscription.title')} description={t('subscription.description')} />
        <Alert tone="error" role="alert" title={t('subscription.loadError')}>
          {detail && <p>{detail}</p>}
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {t('common.tryAgain')}
          </Button>
        </Alert>
      </>
    );
  }

  const info = infoQuery.data;
  const plan = planQuery.data;
  const packages = packagesQuery.data;
  if (!info || !plan || !packages) {
    return (
      <>
        {title}
        <FullScreenLoader message={t('common.loading')} detail={t('common.pleaseWait')} />
      </>
    );
  }

  const isStartingSubscription = subscribe.isPending || subscribe.isSuccess;
  const packageInCheckout = buyPackage.isPending || buyPackage.isSuccess ? buyPackage.variables : undefined;
  const isLeavingForCheckout = isStartingSubscription || packageInCheckout !== undefined;
  return (
    <>
      {title}
      <PageHeader title={t('subscription.title')} description={t('subscription.description')} />

      {checkoutReturn && <CheckoutReturnBanner checkout={checkoutReturn} onDismiss={() => setCheckoutReturn(null)} />}

      <SubscriptionOverview info={info} onCancel={() => setIsCancelOpen(true)} />

      <section aria-labelledby={planTitleId} className="mt-12">
        <h2 id={planTitleId} className="mb-6 text-xl font-bold text-slate-900 dark:text-white">
          {t('subscription.plan.title')}
        </h2>
        <PlanCard
          plan={plan}
          action={
            <Button
              size="lg"
              fullWidth
              disabled={info.pro_user || isLeavingForCheckout}
              isLoading={isStartingSubscription}
              onClick={startSubscription}
            >
              {t('subscription.plan.subscribe')}
            </Button>
          }
          footnote={info.pro_user ? t('subscription.plan.alreadyPro') : t('subscription.plan.cancelAnytime')}
        />
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Mic className="size-4 shrink-0" aria-hidden="true" />
          {t('subscription.audioNote')}
        </p>
      </section>

      <section aria-labelledby={packagesTitleId} className="mt-12">
        <h2 id={packagesTitleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {t('subscription.packages.title')}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subscription.packages.subtitle')}</p>
        <ul className="mt-8 grid gap-8 sm:grid-cols-3 sm:gap-6">
          {packages.map((tokenPackage) => (
            <li key={tokenPackage.id}>
              <PackageCard
                tokenPackage={tokenPackage}
                action={
                  <Button
                    fullWidth
                    variant={tokenPackage.popular ? 'primary' : 'outline'}
                    disabled={isLeavingForCheckout}
                    isLoading={packageInCheckout === tokenPackage.id}
                    onClick={() => startPackagePurchase(tokenPackage.id)}
                  >
                    {t('subscription.packages.buy', { name: tokenPackage.name })}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      </section>

      <PriceComparison plan={plan} packages={packages} />

      <CancelSubscriptionDialog
        isOpen={isCancelOpen}
        periodEnd={info.current_period_end}
        isLoading={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setIsCancelOpen(false)}
      />
    </>
  );
}
