import { KiddoMascot } from '@kiddo/brand';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** A screen crashed: Kiddo apologises and offers a reload instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-amber-50 p-6 text-center">
      <KiddoMascot size={112} mood="sleepy" />
      <h1 className="font-black text-2xl text-violet-800">{t('app.crashTitle')}</h1>
      <p className="max-w-sm text-lg">{t('app.crashText')}</p>
      <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
    </main>
  );
}
