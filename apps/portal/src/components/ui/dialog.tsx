import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from './button';
import { cn } from './cn';

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export interface DialogProps {
  isOpen: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons, laid out in a row on wide screens and stacked (primary on top) on phones. */
  footer?: ReactNode;
  onClose: () => void;
  /** False while the dialog's action runs: Escape and the backdrop then do nothing. */
  canClose?: boolean;
  /** What gets the focus on opening; else the first focusable element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
}

/**
 * A modal dialog after the WAI-ARIA pattern: labelled by its title, described by its text, focus
 * moved in on opening, kept inside by Tab, given back to the opener on closing; Escape and a click
 * on the backdrop close it. Rendered at the end of the body.
 */
export function Dialog({
  isOpen,
  title,
  description,
  children,
  footer,
  onClose,
  canClose = true,
  initialFocusRef,
  size = 'md',
}: DialogProps) {
  if (!isOpen) return null;
  return createPortal(
    <DialogPanel
      title={title}
      description={description}
      footer={footer}
      onClose={onClose}
      canClose={canClose}
      initialFocusRef={initialFocusRef}
      size={size}
    >
      {children}
    </DialogPanel>,
    document.body,
  );
}

function DialogPanel({
  title,
  description,
  children,
  footer,
  onClose,
  canClose,
  initialFocusRef,
  size,
}: Omit<DialogProps, 'isOpen'>) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef({ onClose, canClose });
  closeRef.current = { onClose, canClose };

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const close = () => {
    if (closeRef.current.canClose !== false) closeRef.current.onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-slate-950/60 p-4 backdrop-blur-[2px] sm:items-center">
      {/* The backdrop is a mouse convenience only; keyboard users have Escape and the Cancel button. */}
      <div aria-hidden="true" className="fixed inset-0" onClick={close} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'relative w-full rounded-2xl bg-white p-6 shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700',
          size === 'lg' ? 'max-w-lg' : 'max-w-md',
        )}
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-slate-600 dark:text-slate-300">
            {description}
          </div>
        )}
        {children && <div className="mt-4">{children}</div>}
        {footer && <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div>}
      </div>
    </div>
  );
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmVariant?: ButtonVariant;
  /** The action runs: both buttons are disabled and the dialog stays open. */
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; the focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'danger',
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      description={description}
      onClose={onCancel}
      canClose={!isLoading}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isLoading}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isLoading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
