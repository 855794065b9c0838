// The site's modal dialog, on the native <dialog> element.
import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './Status';
import { useModalDialog } from './useModalDialog';

const Box = styled.dialog<{ wide?: boolean }>`
  border: none;
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(3)};
  width: min(${({ wide }) => (wide ? '48rem' : '30rem')}, calc(100vw - 2rem));
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
  &::backdrop {
    background: rgba(0, 20, 40, 0.6);
  }
  h2 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Replaces the default OK button. */
  actions?: ReactNode;
  /** Wide enough for a video or a table instead of a message. */
  wide?: boolean;
  /** A warning that needs an answer (role alertdialog): its body is its accessible description, read out on opening. */
  alert?: boolean;
}

function OpenDialog({ title, onClose, children, actions, wide, alert }: Omit<DialogProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();
  // Before useModalDialog's effect moves focus inside: remember who opened the dialog.
  useLayoutEffect(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (!element) return;
    // The native modal makes the page behind inert; jsdom lacks showModal, so fall back to `open`.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => (typeof element.close === 'function' ? element.close() : element.removeAttribute('open'));
  }, []);
  useModalDialog(dialog, { onClose, returnFocusTo: opener });
  return (
    <Box
      ref={dialog}
      wide={wide}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={alert ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <Actions>
        {actions ?? (
          <Button type="button" onClick={onClose}>
            OK
          </Button>
        )}
      </Actions>
    </Box>
  );
}

/**
 * A modal dialog on the native <dialog>: focus moves in and stays there, Escape closes it, the page behind
 * does not scroll, and focus returns to what opened it. Rendered only while open (nothing on the server).
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}
