import { selectScheduledServices, selectServiceListsStatus } from '@parada/core/store';
import { ServicesTable, useAppSelector } from '@parada/ui';
import { useEffect, useRef } from 'react';
import { useServiceActions } from './service-actions';
import { EmptyServices, LiveBadge, ServicesScreen } from './services-ui';
import { useT } from '../../i18n/panel-i18n';

/** Bookings (/Bookings): the scheduled services; details open the edit, share and cancel. */
export default function BookingsPage() {
  const { t } = useT();
  const scheduled = useAppSelector(selectScheduledServices);
  const status = useAppSelector(selectServiceListsStatus);
  const { open, dialogs } = useServiceActions();
  // A booking the server marks `expand` (its pick-up is within the hour) opens its details
  // once per visit, so the user sees its driver, share and cancel without hunting (#14).
  const expanded = useRef(new Set<number>());
  const soon = scheduled.find((service) => service.expand && !expanded.current.has(service.id));
  useEffect(() => {
    if (!soon) return;
    expanded.current.add(soon.id);
    open.details(soon);
  }, [soon, open]);
  return (
    <ServicesScreen title={t('menu.bookings')} aside={<LiveBadge />}>
      {scheduled.length === 0 && status !== 'pending' ? (
        <EmptyServices message={t('services.no_bookings')} />
      ) : (
        <ServicesTable
          services={scheduled}
          loading={status === 'pending'}
          caption={t('services.bookings_caption')}
          onDetails={open.details}
          onCancel={open.cancel}
        />
      )}
      {dialogs}
    </ServicesScreen>
  );
}
