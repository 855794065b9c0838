// The keyboard, focus and scroll behaviour of a modal dialog.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `container` now (collapsed panels are `hidden`). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
}

interface ModalDialogOptions {
  onClose: () => void;
  /** Where focus goes back to when the dialog goes away (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The keyboard and scrolling behaviour of a modal dialog, for as long as it is mounted: focus moves into it,
 * Tab and Shift+Tab cycle inside it, Escape closes it, the page behind does not scroll, and focus returns
 * to the opener afterwards (a page reached through the dialog then moves focus to its own heading).
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  { onClose, returnFocusTo }: ModalDialogOptions,
): void {
  // The latest onClose without re-running the effect (which would move focus again) on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const container = dialog.current;
    if (!container) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Focus already inside (a dialog opened before the script arrived, adopted as the visitor left it) stays.
    if (!container.contains(document.activeElement)) focusableIn(container)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const outside = !container.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    // Focus that lands outside anyway (a click on the page behind, assistive technology) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target))
        focusableIn(container)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    const opener = returnFocusTo.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      root.style.overflow = previousOverflow;
      // Focus went away with the dialog; a page that already took it (its heading) keeps it.
      if (!document.activeElement || document.activeElement === document.body) opener?.focus();
    };
  }, [dialog, returnFocusTo]);
}
