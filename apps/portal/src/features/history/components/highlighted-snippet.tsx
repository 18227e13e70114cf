import type { SnippetPart } from '@kiddo/contracts';

/** A search snippet with the words that matched marked (<mark>), as the API cut it. */
export function HighlightedSnippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence, never reordered
          <mark key={index} className="rounded bg-amber-200 px-0.5 font-semibold text-slate-900 dark:bg-amber-300">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
