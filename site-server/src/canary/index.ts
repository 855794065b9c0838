// What the release commands, `npm run versions` and the browser tests use of the canary (@gpa/site-server/canary).
export { endCanary, promoteCanary, startCanary } from './canaryManifest';
export { CANARY_DEFAULTS, checkCanaries, decideCanary, watchCanaries, type CanarySettings } from './decision';
export { bucketOf, COHORT_COOKIE } from './visitorManifest';
export { errorCount, lcpP75, readSignals, signalsDirOf } from '../signals/store';
