// @parada/core/testing: wire-shaped fixtures and a store with a fake API, for any
// package's tests and stories. Not for production code.
export {
  AIRPORT_T1,
  SANTS_STATION,
  makeGrouping,
  makeFare,
  makeRide,
  makeSession,
  makeSiteConfiguration,
  makeUser,
} from './testing/factories';
export {
  fakeTimersInEachTest,
  makeTestStore,
  settledStore,
  signedInStore,
  type SignedInOptions,
} from './testing/test-store';
export { issuesByField } from './testing/issues';
