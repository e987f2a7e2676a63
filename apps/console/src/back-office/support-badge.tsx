import { Badge, Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOffice } from './use-office';
import { useT } from '../i18n/console-i18n';

/** How often the menu asks again for the unread tickets (the panel's lists poll alike). */
const POLL_MS = 60_000;

/** The support page says so when it reads or answers a ticket, so the badge follows at once. */
export const TICKETS_CHANGED = 'parada:tickets-changed';

export const announceTicketsChanged = () => window.dispatchEvent(new Event(TICKETS_CHANGED));

/** The unread tickets' count beside the menu's Support item; nothing when none. */
export function SupportBadge() {
  const { t } = useT();
  const office = useOffice();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      void office.tickets({ limit: 1 }).then(
        (answer) => live && setUnread(answer.unread ?? 0),
        () => undefined,
      );
    read();
    const timer = window.setInterval(read, POLL_MS);
    window.addEventListener(TICKETS_CHANGED, read);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener(TICKETS_CHANGED, read);
    };
  }, [office]);
  if (unread === 0) return null;
  return (
    <>
      <Badge
        ms="1.5"
        colorPalette="red"
        variant="solid"
        borderRadius="full"
        data-testid="support-unread"
        aria-hidden
      >
        {unread}
      </Badge>
      <Box as="span" srOnly>
        {` (${t('office.support.unread_count', { count: unread })})`}
      </Box>
    </>
  );
}
