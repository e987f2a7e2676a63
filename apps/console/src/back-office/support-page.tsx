import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  Heading,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import {
  TICKET_TYPES,
  type AdminGrouping,
  type Ticket,
  type TicketState,
  type TicketThread,
} from '@parada/core';
import { FieldFrame, notify, textOf } from '@parada/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useFormats } from '../board/format';
import { useConsoleAction } from '../board/use-console-action';
import { useOffice } from './use-office';
import { useT } from '../i18n/console-i18n';
import { MessageComposer } from './message-composer';
import { announceTicketsChanged } from './support-badge';

const FILTERS = ['', 'pending', 'waiting_answer', 'approved', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];

const STATE_PALETTE: Record<TicketState, string> = {
  pending: 'orange',
  waiting_answer: 'blue',
  approved: 'green',
  rejected: 'gray',
};

/**
 * Support: the tickets of the operator's clients, unread first to the eye (bold, a dot);
 * opening one reads it; a reply waits for the client's answer (the panel shows it); closing
 * ends it. Then messages to every client, a grouping's or a company's.
 */
export default function SupportPage() {
  const { t } = useT();
  const formats = useFormats();
  const { run, pending, error, clearError } = useConsoleAction();
  const office = useOffice();
  const [filter, setFilter] = useState<Filter>('');
  const [list, setList] = useState<{ tickets: Ticket[]; unread: number } | null>(null);
  const [thread, setThread] = useState<TicketThread | null>(null);
  const [reply, setReply] = useState('');
  const [groupings, setGroupings] = useState<AdminGrouping[]>([]);

  const refresh = useCallback(async () => {
    const answer = await office.tickets(filter ? { state: filter, limit: 100 } : { limit: 100 });
    setList({ tickets: answer.tickets, unread: answer.unread ?? 0 });
  }, [office, filter]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    void office.groupings().then(setGroupings, () => undefined);
  }, [office]);

  const open = async (id: number) => {
    clearError();
    setReply('');
    const opened = await run(() => office.ticket(id));
    if (!opened) return;
    setThread(opened);
    announceTicketsChanged();
    await refresh();
  };
  const move = async (state: TicketState, text?: string) => {
    if (!thread) return;
    const updated = await run(() => office.setTicketState(thread.id, state, text));
    if (!updated) return;
    setThread(updated);
    setReply('');
    notify.success(
      t(
        text
          ? 'office.support.replied'
          : state === 'approved'
            ? 'office.support.closed'
            : 'office.saved',
      ),
    );
    announceTicketsChanged();
    await refresh();
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim()) void move('waiting_answer', reply.trim());
  };

  const closed = thread?.state === 'approved' || thread?.state === 'rejected';

  return (
    <Stack px={{ base: '3', md: '6' }} py="5" gap="6" maxW="8xl" mx="auto">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {t('route.support')}
        </Heading>
        {list && list.unread > 0 && (
          <Badge colorPalette="red" variant="solid" borderRadius="full">
            {t('office.support.unread_count', { count: list.unread })}
          </Badge>
        )}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="6">
        <Stack
          as="section"
          aria-labelledby="inbox-title"
          gap="3"
          bg="bg"
          borderWidth="1px"
          borderRadius="l3"
          p={{ base: '3', md: '4' }}
          display={{ base: thread ? 'none' : 'flex', lg: 'flex' }}
        >
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md" id="inbox-title">
              {t('office.support.inbox')}
            </Heading>
            <HStack gap="2">
              <chakra.label htmlFor="ticket-filter" fontSize="sm" color="fg.muted">
                {t('office.support.filter')}
              </chakra.label>
              <chakra.select
                id="ticket-filter"
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value as Filter)}
                borderWidth="1px"
                borderRadius="l2"
                h="9"
                px="2"
                bg="bg"
              >
                {FILTERS.map((state) => (
                  <option key={state} value={state}>
                    {state ? t(`office.support.state.${state}`) : t('office.support.all')}
                  </option>
                ))}
              </chakra.select>
            </HStack>
          </HStack>
          {list && list.tickets.length === 0 && (
            <Text color="fg.muted">{t('office.support.empty')}</Text>
          )}
          <chakra.ul listStyleType="none" display="grid" gap="1" aria-labelledby="inbox-title">
            {list?.tickets.map((ticket) => (
              <chakra.li key={ticket.id}>
                <chakra.button
                  type="button"
                  onClick={() => void open(ticket.id)}
                  aria-current={thread?.id === ticket.id ? 'true' : undefined}
                  w="full"
                  textAlign="start"
                  px="3"
                  py="2.5"
                  borderRadius="l2"
                  display="grid"
                  gridTemplateColumns="minmax(0, 1fr) auto"
                  gap="1"
                  _hover={{ bg: 'bg.muted' }}
                  css={{
                    '&[aria-current=true]': { bg: 'brand.subtle' },
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid' },
                  }}
                >
                  <Text fontWeight={ticket.unread ? 'bold' : 'normal'} truncate>
                    {ticket.unread && (
                      <Box
                        as="span"
                        display="inline-block"
                        w="2"
                        h="2"
                        borderRadius="full"
                        bg="red.solid"
                        me="2"
                        verticalAlign="middle"
                      />
                    )}
                    {ticket.subject}
                    {ticket.unread && (
                      <Box as="span" srOnly>
                        {` (${t('office.support.unread')})`}
                      </Box>
                    )}
                  </Text>
                  <Badge colorPalette={STATE_PALETTE[ticket.state]} alignSelf="start">
                    {t(`office.support.state.${ticket.state}`)}
                  </Badge>
                  <Text fontSize="xs" color="fg.muted" gridColumn="1 / -1">
                    {t(`office.support.type.${ticket.type}`)} ·{' '}
                    {formats.dateTime(ticket.updated_at)}
                  </Text>
                </chakra.button>
              </chakra.li>
            ))}
          </chakra.ul>
        </Stack>

        <Stack
          as="section"
          aria-labelledby="thread-title"
          gap="4"
          bg="bg"
          borderWidth="1px"
          borderRadius="l3"
          p={{ base: '3', md: '5' }}
          display={{ base: thread ? 'flex' : 'none', lg: 'flex' }}
        >
          {!thread ? (
            <Text color="fg.muted" id="thread-title">
              {t('office.support.choose')}
            </Text>
          ) : (
            <>
              <Button
                variant="ghost"
                size="sm"
                alignSelf="start"
                display={{ base: 'inline-flex', lg: 'none' }}
                onClick={() => setThread(null)}
              >
                ← {t('office.support.back')}
              </Button>
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Heading as="h2" size="lg" id="thread-title">
                    {thread.subject}
                  </Heading>
                  <Badge colorPalette={STATE_PALETTE[thread.state]}>
                    {t(`office.support.state.${thread.state}`)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {TICKET_TYPES.includes(thread.type)
                    ? t(`office.support.type.${thread.type}`)
                    : ''}{' '}
                  · {t('office.support.opened', { when: formats.dateTime(thread.created_at) })}
                </Text>
              </Stack>
              <chakra.ol listStyleType="none" display="grid" gap="3">
                <chakra.li bg="bg.muted" borderRadius="l2" p="3">
                  <Text fontSize="xs" color="fg.muted" mb="1">
                    {t('office.support.client')} · {formats.dateTime(thread.created_at)}
                  </Text>
                  <Text whiteSpace="pre-wrap">{thread.body}</Text>
                </chakra.li>
                {thread.replies.map((item) => (
                  <chakra.li
                    key={item.id}
                    bg={item.author === 'operator' ? 'brand.subtle' : 'bg.muted'}
                    borderRadius="l2"
                    p="3"
                    ms={item.author === 'operator' ? { base: '4', md: '10' } : '0'}
                  >
                    <Text fontSize="xs" color="fg.muted" mb="1">
                      {item.author_name ||
                        t(
                          item.author === 'operator'
                            ? 'office.support.you'
                            : 'office.support.client',
                        )}{' '}
                      · {formats.dateTime(item.created_at)}
                    </Text>
                    <Text whiteSpace="pre-wrap">{item.body}</Text>
                  </chakra.li>
                ))}
              </chakra.ol>
              <chakra.form onSubmit={send} aria-label={t('office.support.reply')}>
                <Stack gap="3">
                  <FieldFrame
                    label={t('office.support.reply_label')}
                    error={error ? textOf(t, error) : null}
                  >
                    <Textarea
                      value={reply}
                      rows={4}
                      bg="bg"
                      onChange={(event) => {
                        clearError();
                        setReply(event.currentTarget.value);
                      }}
                    />
                  </FieldFrame>
                  <HStack gap="3" wrap="wrap">
                    <Button
                      type="submit"
                      colorPalette="brand"
                      loading={pending}
                      disabled={!reply.trim()}
                    >
                      {t('office.support.reply_send')}
                    </Button>
                    {closed ? (
                      <Button variant="outline" onClick={() => void move('pending')}>
                        {t('office.support.reopen')}
                      </Button>
                    ) : (
                      <Button variant="outline" onClick={() => void move('approved')}>
                        {t('office.support.close')}
                      </Button>
                    )}
                  </HStack>
                </Stack>
              </chakra.form>
            </>
          )}
        </Stack>
      </Grid>
      <MessageComposer groupings={groupings} />
    </Stack>
  );
}
