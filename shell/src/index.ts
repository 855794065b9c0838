import { afterFirstPaint } from './afterFirstPaint';

// Async boundary: lets the federation runtime agree on shared singletons before React loads.
afterFirstPaint(() => void import('./bootstrap'));
