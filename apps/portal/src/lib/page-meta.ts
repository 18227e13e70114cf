import type { ParseKeys } from 'i18next';
import { createContext, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What every document title ends with. */
export const TITLE_SUFFIX = ' · Kiddo';

/** A page's title and description, as the pre-rendering collects them. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Given by the build-time pre-rendering (src/prerender.tsx), where effects never run: the page
 * writes its title and description into it while it renders, for the pre-rendered HTML's head.
 */
export const PageMetaCollectorContext = createContext<PageMeta | null>(null);

/**
 * Sets the document title ('… · Kiddo') and the `<meta name="description">` of a public page
 * from two translation keys, and keeps them in the interface language when it changes.
 * The description tag is created when the HTML shell has none, so search engines and link
 * previews always get one.
 */
export function usePageMeta(titleKey: ParseKeys, descriptionKey: ParseKeys): void {
  const { t } = useTranslation();
  // t changes with the language, so the strings (and the effect) follow a language switch.
  const title = `${t(titleKey)}${TITLE_SUFFIX}`;
  const description = t(descriptionKey);
  const collector = use(PageMetaCollectorContext);
  if (collector) Object.assign(collector, { title, description });

  useEffect(() => {
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
