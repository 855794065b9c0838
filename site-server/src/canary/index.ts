// What the release commands, `npm run versions` and the browser tests use of the canary (@gpa/site-server/canary).
export { endCanary, pauseCanary, promoteCanary, startCanary } from './canaryManifest';
export {
  CANARY_DEFAULTS,
  canaryDecisions,
  checkCanaries,
  decideCanary,
  watchCanaries,
  type CanaryDecisionEvent,
  type CanarySettings,
} from './decision';
export { bucketOf, COHORT_COOKIE } from './visitorManifest';
export { JOIN_PATH, testerToken, TESTER_COOKIE } from './testerLink';
export { errorCount, failureCount, lcpP75, readSignals, signalsDirOf } from '../signals/store';
