import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Heading,
  Spinner,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import {
  selectTicketThread,
  selectTickets,
  ticketReplyCreateSchema,
  ticketsActions,
  type TicketReply,
} from '@parada/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import { useZonedTime } from '@parada/ui';
import { pathOf } from '../../app/paths';
import { useCompanyTranslation } from './use-company-translation';
import { checkWith, serverFieldErrors, type FieldProblems } from './form-check';
import { TicketStateBadge } from './ticket-labels';
import { useActionResult } from './use-action-result';

/** One ticket: what was asked, the conversation with support, and the reply box. */
export default function TicketPage() {
  const { t } = useCompanyTranslation();
  const zonedTime = useZonedTime();
  const dispatch = useDispatch();
  const params = useParams();
  const id = Number(params['id']);
  const valid = Number.isInteger(id) && id > 0;
  const thread = useSelector(selectTicketThread);
  const { replying, result: lastResult } = useSelector(selectTickets);
  // Bumped after a reply is sent, so the box starts empty again.
  const [replyKey, setReplyKey] = useState(0);

  useEffect(() => {
    if (valid) dispatch(ticketsActions.threadRequested(id));
  }, [dispatch, id, valid]);

  const { result, dialog } = useActionResult(lastResult, (done) => {
    if (done.ok && done.kind === 'reply') setReplyKey((key) => key + 1);
  });

  const ticket = thread.id === id ? thread.item : null;
  const back = (
    <Button asChild variant="ghost" alignSelf="start" ms="-3">
      <RouterLink to={pathOf('tickets')}>← {t('company.ticket.back')}</RouterLink>
    </Button>
  );

  if (!valid || (thread.id === id && thread.status === 'failed')) {
    return (
      <Stack gap="4" p={{ base: '4', md: '8' }}>
        {back}
        <Heading as="h1" size="2xl">
          {t('route.ticket')}
        </Heading>
        <Text role="alert">{thread.error ?? t('error.not_found')}</Text>
      </Stack>
    );
  }
  if (!ticket) {
    return (
      <Stack gap="4" p={{ base: '4', md: '8' }}>
        {back}
        <Heading as="h1" size="2xl">
          {t('route.ticket')}
        </Heading>
        <Spinner aria-label={t('loading')} />
      </Stack>
    );
  }

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
      <ReplyForm
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
  const { t } = useCompanyTranslation();
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

function ReplyForm({
  busy,
  serverError,
  onSend,
}: {
  busy: boolean;
  serverError: string | null;
  onSend: (body: string) => void;
}) {
  const { t } = useCompanyTranslation();
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const problem = problems['body'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(ticketReplyCreateSchema, { body });
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    onSend(checked.value.body);
  };
  const error = problem ? t(problem.key, problem.params) : serverError;
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="3">
        <Field.Root required invalid={Boolean(error)}>
          <Field.Label>
            {t('company.ticket.reply')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="body"
            bg="bg"
            rows={4}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack justify="end">
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('company.ticket.send_reply')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
