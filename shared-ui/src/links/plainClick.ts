// A click on a link that the page may follow itself (in place): the main button, no key held. A key held asks
// the browser for a new tab or window (Ctrl, Cmd, Shift) or a download (Alt): the browser's to do.
export interface ClickKeys {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export const isPlainClick = (event: ClickKeys): boolean =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
