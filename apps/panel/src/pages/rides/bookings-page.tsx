import { selectScheduledRides, selectRideListsStatus } from '@parada/core/store';
import { RidesTable, useAppSelector } from '@parada/ui';
import { useEffect, useRef } from 'react';
import { useRideActions } from './ride-actions';
import { EmptyRides, LiveBadge, RidesScreen } from './rides-ui';
import { useT } from '../../i18n/panel-i18n';

/** Bookings (/Bookings): the scheduled services; details open the edit, share and cancel. */
export default function BookingsPage() {
  const { t } = useT();
  const scheduled = useAppSelector(selectScheduledRides);
  const status = useAppSelector(selectRideListsStatus);
  const { open, dialogs } = useRideActions();
  // A booking the server marks `expand` (its pick-up is within the hour) opens its details
  // once per visit, so the user sees its driver, share and cancel without hunting.
  const expanded = useRef(new Set<number>());
  const soon = scheduled.find((ride) => ride.expand && !expanded.current.has(ride.id));
  useEffect(() => {
    if (!soon) return;
    expanded.current.add(soon.id);
    open.details(soon);
  }, [soon, open]);
  return (
    <RidesScreen title={t('menu.bookings')} aside={<LiveBadge />}>
      {scheduled.length === 0 && status !== 'pending' ? (
        <EmptyRides message={t('services.no_bookings')} />
      ) : (
        <RidesTable
          rides={scheduled}
          loading={status === 'pending'}
          caption={t('services.bookings_caption')}
          onDetails={open.details}
          onCancel={open.cancel}
        />
      )}
      {dialogs}
    </RidesScreen>
  );
}
