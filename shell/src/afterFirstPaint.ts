/**
 * Runs `start` once the browser has painted the server's HTML. When the scripts are already loaded as
 * the parser finishes, starting at once would hold that first paint behind their evaluation and the
 * hydration. A hidden tab paints no frames, so there it starts at once.
 */
export function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * Resolves in a new task, so that the browser can handle input and paint between two parts of the script's
 * start (a phone at 4x CPU then never sees one long task).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
