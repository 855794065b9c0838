// The shell's webpack entry: loads bootstrap.tsx asynchronously so the federation runtime can share modules first.
import './zodJitless';
import { afterFirstPaint } from './afterFirstPaint';
import { readDataBlock } from './federation/dataBlocks';
import { startWithLiveBuilds } from './offline/savedCopy';
import { workerManifestSchema } from './offline/protocol';

// Async boundary: lets the federation runtime agree on shared singletons before React loads.
afterFirstPaint(
  () =>
    void startWithLiveBuilds(readDataBlock('site-manifest', workerManifestSchema)).then(
      () => import('./bootstrap'),
    ),
);
