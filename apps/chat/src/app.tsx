import { TEXTS, browserLanguage } from './texts';

/** The chat site's shell: greets the child and explains how to get in. */
export function App() {
  const language = browserLanguage();
  const t = TEXTS[language];
  const hasToken = new URLSearchParams(window.location.search).has('token');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-amber-50 p-6 text-center text-slate-800">
      <div aria-hidden="true" className="flex h-28 w-28 items-center justify-center rounded-full bg-violet-600 text-6xl text-white shadow-lg">
        ☺
      </div>
      <h1 className="text-3xl font-bold text-violet-800">{t.hello}</h1>
      <p className="max-w-md text-lg">{hasToken ? t.linkReceived : t.askGrownUp}</p>
    </main>
  );
}
