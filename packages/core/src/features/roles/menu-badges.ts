/**
 * The menu's badges. The shell showing them is on every first screen, while the rides
 * and messages slices join the store only when their modules load, so these
 * read the state itself: a slice not there yet counts 0.
 */
import type { MessagesState } from '../messages/slice';
import { countPendingRides, countScheduledRides } from '../rides/ride-rules';
import type { RidesState } from '../rides/rides-state';

interface BadgeState {
  rides?: Pick<RidesState, 'inProcess' | 'scheduled'>;
  messages?: Pick<MessagesState, 'unread'>;
}

/** The orders badge. */
export const selectPendingCount = (state: BadgeState): number =>
  countPendingRides(state.rides?.inProcess ?? []);

/** The bookings badge. */
export const selectScheduledCount = (state: BadgeState): number =>
  countScheduledRides(state.rides?.scheduled ?? []);

export const selectUnreadMessages = (state: BadgeState): number => state.messages?.unread ?? 0;
