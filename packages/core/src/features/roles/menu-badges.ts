/**
 * The menu's badges. The shell showing them is on every first screen, while the services
 * and messages slices join the store only when their modules load (issue #16), so these
 * read the state itself: a slice not there yet counts 0.
 */
import type { MessagesState } from '../messages/slice';
import { countPendingServices, countScheduledServices } from '../services/service-rules';
import type { ServicesState } from '../services/services-state';

interface BadgeState {
  services?: Pick<ServicesState, 'inProcess' | 'scheduled'>;
  messages?: Pick<MessagesState, 'unread'>;
}

/** The orders badge. */
export const selectPendingCount = (state: BadgeState): number =>
  countPendingServices(state.services?.inProcess ?? []);

/** The bookings badge. */
export const selectScheduledCount = (state: BadgeState): number =>
  countScheduledServices(state.services?.scheduled ?? []);

export const selectUnreadMessages = (state: BadgeState): number => state.messages?.unread ?? 0;
