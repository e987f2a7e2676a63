// A module of its own, with no schema library: the driver app's first route reads it.
/**
 * The driver app's position socket, as the server and the app both speak it: its path under
 * the API, the subprotocol asked for, the prefix of the protocol entry that carries the
 * driver token, and the close codes beyond the standard ones.
 */
export const POSITION_SOCKET = {
  path: 'driver/positions/live',
  protocol: 'parada.positions',
  tokenPrefix: 'token.',
  close: {
    /** The token is no longer live: the session is over, as a 401. */
    signedOut: 4401,
    /** The driver is suspended, as a 403: no reconnection helps. */
    suspended: 4403,
  },
} as const;
