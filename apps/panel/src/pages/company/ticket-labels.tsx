import { Badge } from '@chakra-ui/react';
import type { TicketState } from '@parada/core';
import { useT } from '../../i18n/panel-i18n';

const STATE_PALETTE: Record<TicketState, string> = {
  pending: 'gray',
  approved: 'green',
  rejected: 'red',
  waiting_answer: 'orange',
};

/** A ticket's state as a coloured badge with its words (colour is never the only cue). */
export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useT();
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" whiteSpace="normal">
      {t(`company.tickets.state.${state}`)}
    </Badge>
  );
}
