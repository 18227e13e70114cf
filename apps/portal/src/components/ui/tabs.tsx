import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from './cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow/Home/End keys move and select, each
 * panel labelled by its tab. Only the selected panel is rendered.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = items[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  const selected = items.find((item) => item.value === value) ?? items[0];
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {items.map((item) => {
          const isSelected = item.value === selected?.value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={cn(
                'flex-1 whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
                isSelected
                  ? 'bg-white text-violet-800 shadow-sm dark:bg-slate-950 dark:text-violet-200'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.value}`}
          aria-labelledby={`${baseId}-tab-${selected.value}`}
          className="mt-6"
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
