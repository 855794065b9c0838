// The shell's webpack entry: starts the site in tasks (the imports below are in main.js, evaluated one by one).
import './zodJitless';
import { afterFirstPaint, yieldToMain } from './afterFirstPaint';
import { readDataBlock } from './federation/dataBlocks';
import { startWithLiveBuilds } from './offline/savedCopy';
import { workerManifestSchema } from './offline/protocol';

/**
 * The site's start, cut into tasks: the saved-copy check, the shared libraries' evaluation (React Router,
 * TanStack Query, emotion: sharedLibraries.ts), the shell's own code, then hydration (bootstrap.tsx).
 * Each import is "eager": in main.js (no request of its own), evaluated when reached.
 */
async function start() {
  await startWithLiveBuilds(readDataBlock('site-manifest', workerManifestSchema));
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './sharedLibraries');
  await yieldToMain();
  const { startSite } = await import(/* webpackMode: "eager" */ './bootstrap');
  await yieldToMain();
  await startSite();
}

afterFirstPaint(() => void start());
