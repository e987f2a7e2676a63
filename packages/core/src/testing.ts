// @parada/core/testing: wire-shaped fixtures and a store with a fake API, for any
// package's tests and stories. Not for production code.
export {
  makeGrouping,
  makeFare,
  makeRide,
  makeSession,
  makeSiteConfiguration,
  makeUser,
} from './testing/factories';
export { makeTestStore, signedInStore } from './testing/test-store';
