// How a client over one of its limits (content misses, forms, renders) is answered.
import type { ServerResponse } from 'node:http';

/**
 * Sends a refusal after a jittered pause (0.5 to 1.5 times `pauseMs`), at once when `maxPaused` answers are
 * already held: a flood from one address then costs the site a held socket and a timer per request rather
 * than a busy loop, and its next requests do not arrive in synchronized waves.
 */
export function createLimitedPause({
  pauseMs,
  maxPaused,
}: {
  pauseMs: number;
  maxPaused: number;
}): (res: ServerResponse, send: () => void) => void {
  let paused = 0;
  return function sendAfterPause(res, send) {
    if (pauseMs <= 0 || paused >= maxPaused) return send();
    paused += 1;
    let over = false;
    const release = () => {
      if (over) return;
      over = true;
      paused -= 1;
      clearTimeout(timer);
    };
    const timer = setTimeout(
      () => {
        release();
        send();
      },
      pauseMs * (0.5 + Math.random()),
    );
    res.on('close', release); // the client gave up waiting
  };
}
