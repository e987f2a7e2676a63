import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  LinkBox,
  LinkOverlay,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { TICKET_TYPES, ticketCreateSchema, type TicketType } from '@parada/core';
import { selectTickets, ticketsActions } from '@parada/core/store';
import {
  AppDialog,
  CancelAndGo,
  LoadFailed,
  PageHeader,
  Pager,
  TextField,
  serverFieldErrors,
  useAppDispatch,
  useAppSelector,
  useFormCheck,
  useOutcomeToast,
  useZonedTime,
} from '@parada/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { pathOf } from '../../app/paths';
import { TicketStateBadge } from './ticket-labels';
import { useT } from '../../i18n/panel-i18n';

/** The ticket's page; the optional site_domain stays off so links work on any domain. */
export const ticketPath = (id: number) => `${pathOf('ticket')}/${id}`;

/** Support tickets: the list, newest first, and a new ticket with its type. */
export default function TicketsPage() {
  const { t } = useT();
  const zonedTime = useZonedTime();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const tickets = useAppSelector(selectTickets);
  const { list } = tickets;
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    dispatch(ticketsActions.listRequested({ offset: 0 }));
  }, [dispatch]);

  const { result, dialog } = useOutcomeToast(tickets.result, (done) => {
    // A new ticket opens its thread, where the conversation goes on.
    if (done.ok && done.kind === 'create' && done.id !== null) {
      setCreating(false);
      void navigate(ticketPath(done.id));
    }
  });

  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="4xl">
      <PageHeader title={t('route.tickets')} intro={t('company.tickets.intro')}>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          {t('company.tickets.new')}
        </Button>
      </PageHeader>

      {list.status === 'failed' ? (
        <LoadFailed onRetry={() => dispatch(ticketsActions.listRequested())} />
      ) : list.status === 'loaded' && list.items.length === 0 ? (
        <Text color="fg.muted">{t('company.tickets.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('company.tickets.list')}>
          {list.items.map((ticket) => (
            <LinkBox as="li" key={ticket.id}>
              <Card.Root variant="outline" _hover={{ borderColor: 'brand.solid' }}>
                <Card.Body py="4">
                  <Flex gap="3" justify="space-between" align="start">
                    <Box minW="0">
                      <LinkOverlay asChild>
                        <RouterLink to={ticketPath(ticket.id)}>
                          <Text as="span" fontWeight="semibold" wordBreak="break-word">
                            {ticket.subject}
                          </Text>
                        </RouterLink>
                      </LinkOverlay>
                      <Text fontSize="sm" color="fg.muted">
                        #{ticket.id} · {t(`company.tickets.type.${ticket.type}`)} ·{' '}
                        {t('company.tickets.updated', { date: zonedTime(ticket.updated_at) })}
                      </Text>
                    </Box>
                    <TicketStateBadge state={ticket.state} />
                  </Flex>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </Stack>
      )}
      <Pager
        offset={list.offset}
        limit={list.limit}
        total={list.total}
        onPage={(offset) => dispatch(ticketsActions.listRequested({ offset }))}
      />

      <AppDialog
        open={creating}
        onClose={() => setCreating(false)}
        title={t('company.tickets.new')}
        width="medium"
      >
        <NewTicketForm
          busy={tickets.creating}
          serverErrors={
            result && !result.ok && result.kind === 'create' ? serverFieldErrors(result.errors) : {}
          }
          onCancel={() => setCreating(false)}
        />
      </AppDialog>
      {dialog}
    </Stack>
  );
}

function NewTicketForm({
  busy,
  serverErrors,
  onCancel,
}: {
  busy: boolean;
  serverErrors: Record<string, string>;
  onCancel: () => void;
}) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState({ type: '' as TicketType | '', subject: '', body: '' });
  const { check, errorOf } = useFormCheck(serverErrors);
  const error = (field: keyof typeof values) => errorOf(field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ticket = check(ticketCreateSchema, values);
    if (ticket) dispatch(ticketsActions.createRequested(ticket));
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t('company.tickets.new')}>
      <Stack gap="4">
        <Field.Root required invalid={Boolean(error('type'))}>
          <Field.Label>
            {t('company.tickets.type_label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              bg="bg"
              name="type"
              value={values.type}
              onChange={(event) =>
                setValues((v) => ({ ...v, type: event.target.value as TicketType }))
              }
            >
              <option value="" disabled>
                {t('company.tickets.choose_type')}
              </option>
              {TICKET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`company.tickets.type.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error('type')}</Field.ErrorText>
        </Field.Root>
        <TextField
          label={t('company.tickets.subject')}
          name="subject"
          required
          value={values.subject}
          onChange={(event) => setValues((v) => ({ ...v, subject: event.target.value }))}
          error={error('subject')}
        />
        <Field.Root required invalid={Boolean(error('body'))}>
          <Field.Label>
            {t('company.tickets.body')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="body"
            bg="bg"
            rows={5}
            value={values.body}
            onChange={(event) => setValues((v) => ({ ...v, body: event.target.value }))}
          />
          <Field.ErrorText>{error('body')}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" justify="end">
          <CancelAndGo
            onCancel={onCancel}
            cancelDisabled={busy}
            label={t('company.tickets.send')}
            busy={busy}
          />
        </HStack>
      </Stack>
    </chakra.form>
  );
}
