// The shell's webpack entry: loads bootstrap.tsx asynchronously so the federation runtime can share modules first.
import './zodJitless';
import { afterFirstPaint, yieldToMain } from './afterFirstPaint';
import { readDataBlock } from './federation/dataBlocks';
import { startWithLiveBuilds } from './offline/savedCopy';
import { workerManifestSchema } from './offline/protocol';

/**
 * The site's start, cut into tasks: the saved-copy check, the shared libraries' evaluation (React Router,
 * TanStack Query, emotion, through @gpa/shared-ui), the shell's own code, then hydration (bootstrap.tsx).
 * The async import is also the boundary that lets the federation runtime agree on shared singletons first.
 */
async function start() {
  await startWithLiveBuilds(readDataBlock('site-manifest', workerManifestSchema));
  await yieldToMain();
  await import('@gpa/shared-ui');
  await yieldToMain();
  const { startSite } = await import('./bootstrap');
  await yieldToMain();
  await startSite();
}

afterFirstPaint(() => void start());
