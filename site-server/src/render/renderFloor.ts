// When a render may not start for lack of time. Renders are shed while the event loop is busy (the requests
// waiting for it, a visitor's cached page among them, would wait behind the render), but not below a floor
// of renders a second: a flood of cheap answers keeps the loop busy all the time and would otherwise
// starve rendering, sending every new page client-rendered. The floor bounds the time renders take instead.
import { performance } from 'node:perf_hooks';

export interface RenderOverloadOptions {
  /** The event loop's busy share (0 to 1) over the last 100 ms. */
  load: () => number;
  /** Above it, renders start only to keep the floor. */
  maxLoad: number;
  /** The floor (0: none). */
  minRendersPerSecond: number;
  now?: () => number;
}

/** Returns a check that is true when no render may start now; false means the caller starts one. */
export function createRenderOverload({
  load,
  maxLoad,
  minRendersPerSecond,
  now = Date.now,
}: RenderOverloadOptions): () => boolean {
  let windowStart = 0;
  let startedInWindow = 0;
  return function overloaded() {
    const at = now();
    if (at - windowStart >= 1000) {
      windowStart = at;
      startedInWindow = 0;
    }
    if (load() > maxLoad && startedInWindow >= minRendersPerSecond) return true;
    startedInWindow += 1;
    return false;
  };
}

/** The share (0 to 1) of the last 100 ms this process's event loop was busy. */
export function eventLoopLoad(intervalMs = 100): () => number {
  let previous = performance.eventLoopUtilization();
  let share = 0;
  setInterval(() => {
    const current = performance.eventLoopUtilization();
    share = performance.eventLoopUtilization(current, previous).utilization;
    previous = current;
  }, intervalMs).unref();
  return () => share;
}
