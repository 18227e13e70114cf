import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import type { FaqEntry } from '../content/legal-meta';
import { ContactText } from './contact-text';

/**
 * Questions and answers after the WAI-ARIA accordion pattern: each question is a button in a
 * heading that shows or hides its answer (aria-expanded, aria-controls); any number may be open.
 * Enter and Space toggle, arrow keys, Home and End move between the questions.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % entries.length,
      ArrowUp: (index - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    };
    const target = entries[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    buttonRefs.current.get(target.id)?.focus();
  };

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {entries.map((entry, index) => {
        const isOpen = openIds.has(entry.id);
        const buttonId = `${baseId}-${entry.id}-question`;
        const panelId = `${baseId}-${entry.id}-answer`;
        return (
          <div key={entry.id}>
            <h2 className="text-base">
              <button
                ref={(element) => {
                  if (element) buttonRefs.current.set(entry.id, element);
                  else buttonRefs.current.delete(entry.id);
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800/60',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-600 dark:focus-visible:outline-violet-400',
                )}
              >
                {entry.question}
                <ChevronDown
                  className={cn(
                    'size-5 shrink-0 text-violet-700 transition-transform dark:text-violet-300',
                    isOpen && 'rotate-180',
                  )}
                  aria-hidden="true"
                />
              </button>
            </h2>
            <div id={panelId} hidden={!isOpen} className="px-5 pb-5 leading-relaxed text-slate-700 dark:text-slate-300">
              <p>
                <ContactText text={entry.answer} />
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
