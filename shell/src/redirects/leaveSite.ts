/** Sends the browser to another address, replacing the redirecting URL in the history (Back skips it). */
export function leaveSite(url: string): void {
  window.location.replace(url);
}
