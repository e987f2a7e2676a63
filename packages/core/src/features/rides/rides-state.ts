import { PAGE_OFFSET, PAGE_SIZE } from '../config/constants';
import type { FlowStatus } from '../common/monitored-flow';
import type { LoadStatus } from '../common/load-reducers';
import type { ActionResult } from '../../store/action-result';
import type { Ride } from './schemas';

/**
 * The shared trip's action types, which the root saga watches and answers without loading
 * the services slice on every first screen; a test holds them to the slice's.
 */
export const SHARED_TRIP_ACTIONS = {
  requested: 'rides/sharedTripRequested',
  failed: 'rides/sharedTripFailed',
} as const;

/** What a user does to one of their services from a list. */
export type RideActionKind = 'cancel' | 'resend' | 'edit';

export interface HistoryFilters {
  start_date?: string;
  status?: number;
}

export interface RidesState {
  inProcess: Ride[];
  scheduled: Ride[];
  listsStatus: LoadStatus;
  history: {
    items: Ride[];
    total: number;
    offset: number;
    limit: number;
    filters: HistoryFilters;
    status: LoadStatus;
  };
  /** Per service: a cancel, resend or edit under way or failed, for the row's buttons. */
  actions: Record<number, { status: FlowStatus; error: string | null }>;
  /** The last cancel, resend or edit's outcome, numbered, for the screen to announce once. */
  result: ActionResult<RideActionKind> | null;
  /** Whether the live stream is open; while it is not, the 60 s poll alone keeps lists fresh. */
  live: 'off' | 'open';
  /** Per service: its share-trip link once made. */
  shares: Record<number, { status: LoadStatus; url: string | null; error: string | null }>;
  /** The trip a share link shows (/history?token=…), followed live without a session. */
  sharedTrip: {
    token: string | null;
    ride: Ride | null;
    status: LoadStatus;
    error: string | null;
  };
  /**
   * "Request again": the ended ride being requoted, then shown with its new price until the
   * user sends it or steps back. Null when no resend is open.
   */
  resendQuote: {
    rideId: number;
    status: 'quoting' | 'quoted' | 'failed';
    amount: number | null;
    currency: string | null;
    error: string | null;
  } | null;
  /** The ride "Request again" created last: the screen leads the user to it. */
  lastResent: Ride | null;
}

/** A car's new position on a ride, as the live stream reports it. */
export interface PositionChange {
  service_id: number;
  latitude: number;
  longitude: number;
}

export const initialRidesState: RidesState = {
  inProcess: [],
  scheduled: [],
  listsStatus: 'idle',
  history: {
    items: [],
    total: 0,
    offset: PAGE_OFFSET,
    limit: PAGE_SIZE,
    filters: {},
    status: 'idle',
  },
  actions: {},
  result: null,
  live: 'off',
  shares: {},
  sharedTrip: { token: null, ride: null, status: 'idle', error: null },
  resendQuote: null,
  lastResent: null,
};

export interface HistoryRequest {
  offset?: number;
  filters?: HistoryFilters;
}
