// An area's standalone QA page has no shell to provide the federation runtime: it loads this first.
import { provideRuntimeCore } from './federationRuntime';

provideRuntimeCore();
