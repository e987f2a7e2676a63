import {
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Spinner,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { type TicketReply } from '@parada/core';
import { selectTicketThread, selectTickets, ticketsActions } from '@parada/core/store';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  TextPromptDialog,
  serverFieldErrors,
  useAppDispatch,
  useAppSelector,
  useOutcomeToast,
  useZonedTime,
} from '@parada/ui';
import { pathOf } from '../../app/paths';
import { TicketStateBadge } from './ticket-labels';
import { useT } from '../../i18n/panel-i18n';

/** One ticket: what was asked, the conversation with support, and the reply box. */
export default function TicketPage() {
  const { t } = useT();
  const zonedTime = useZonedTime();
  const dispatch = useAppDispatch();
  const params = useParams();
  const id = Number(params['id']);
  const valid = Number.isInteger(id) && id > 0;
  const thread = useAppSelector(selectTicketThread);
  const { replying, result: lastResult } = useAppSelector(selectTickets);
  // Bumped after a reply is sent, so the prompt closes and starts empty again.
  const [replyKey, setReplyKey] = useState(0);

  useEffect(() => {
    if (valid) dispatch(ticketsActions.threadRequested(id));
  }, [dispatch, id, valid]);

  const { result, dialog } = useOutcomeToast(lastResult, (done) => {
    if (done.ok && done.kind === 'reply') setReplyKey((key) => key + 1);
  });

  const ticket = thread.id === id ? thread.item : null;
  const back = (
    <Button asChild variant="ghost" alignSelf="start" ms="-3">
      <RouterLink to={pathOf('tickets')}>← {t('company.ticket.back')}</RouterLink>
    </Button>
  );

  // No ticket to show (yet): the way back, the page's name, and why.
  const noTicket = (why: ReactNode) => (
    <Stack gap="4" p={{ base: '4', md: '8' }}>
      {back}
      <Heading as="h1" size="2xl">
        {t('route.ticket')}
      </Heading>
      {why}
    </Stack>
  );
  if (!valid || (thread.id === id && thread.status === 'failed')) {
    return noTicket(<Text role="alert">{thread.error ?? t('error.not_found')}</Text>);
  }
  if (!ticket) return noTicket(<Spinner aria-label={t('loading')} />);

  const opening: TicketReply = {
    id: 0,
    body: ticket.body,
    author: 'customer',
    author_name: '',
    created_at: ticket.created_at,
  };

  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="3xl">
      {back}
      <Stack gap="2">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {ticket.subject}
        </Heading>
        <Flex gap="2" align="center" flexWrap="wrap">
          <TicketStateBadge state={ticket.state} />
          <Text fontSize="sm" color="fg.muted">
            #{ticket.id} · {t(`company.tickets.type.${ticket.type}`)} ·{' '}
            {t('company.tickets.opened', { date: zonedTime(ticket.created_at) })}
            {ticket.service_id !== null &&
              ` · ${t('company.ticket.ride', { id: ticket.service_id })}`}
          </Text>
        </Flex>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="ticket-thread">
        <Heading as="h2" size="md" id="ticket-thread">
          {t('company.ticket.thread')}
        </Heading>
        <Stack as="ol" listStyleType="none" gap="3">
          {[opening, ...ticket.replies].map((reply) => (
            <ThreadEntry key={reply.id} reply={reply} />
          ))}
        </Stack>
      </Stack>

      {ticket.state === 'waiting_answer' && (
        <Text color="fg.muted">{t('company.ticket.waiting_hint')}</Text>
      )}
      <ReplyAction
        key={replyKey}
        busy={replying}
        serverError={
          result && !result.ok && result.kind === 'reply'
            ? (serverFieldErrors(result.errors)['body'] ?? null)
            : null
        }
        onSend={(body) => dispatch(ticketsActions.replyRequested({ id: ticket.id, body }))}
      />
      {dialog}
    </Stack>
  );
}

function ThreadEntry({ reply }: { reply: TicketReply }) {
  const { t } = useT();
  const zonedTime = useZonedTime();
  const mine = reply.author === 'customer';
  return (
    <Box as="li" display="flex" justifyContent={mine ? 'flex-end' : 'flex-start'}>
      <Card.Root
        variant={mine ? 'subtle' : 'outline'}
        maxW={{ base: '92%', md: '80%' }}
        bg={mine ? 'brand.subtle' : 'bg'}
      >
        <Card.Body py="3" px="4" gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {mine
              ? t('company.ticket.you')
              : `${t('company.ticket.support')}${reply.author_name ? ` · ${reply.author_name}` : ''}`}
            <Text as="span" fontWeight="normal" color="fg.muted">
              {' · '}
              <chakra.time dateTime={reply.created_at} whiteSpace="nowrap">
                {zonedTime(reply.created_at)}
              </chakra.time>
            </Text>
          </Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {reply.body}
          </Text>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/**
 * The reply goes through the text prompt (spec §5): sent only once it is longer than
 * the minimum, with what is still missing said as the user types.
 */
function ReplyAction({
  busy,
  serverError,
  onSend,
}: {
  busy: boolean;
  serverError: string | null;
  onSend: (body: string) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <HStack justify="end">
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        {t('company.ticket.reply_action')}
      </Button>
      <TextPromptDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={onSend}
        title={t('company.ticket.reply_title')}
        label={t('company.ticket.reply')}
        submitLabel={t('company.ticket.send_reply')}
        busy={busy}
        error={serverError}
      />
    </HStack>
  );
}
