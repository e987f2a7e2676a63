import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatMoney, type ConsoleClient, type ConsoleClientDetail } from '@parada/core';
import { TextField, notify, useLanguage } from '@parada/ui';
import { useState, type FormEvent } from 'react';
import { useFormats } from '../board/format';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';
import { Failure, Panel } from './parts';

function BlockedBadge({ blocked }: { blocked: boolean }) {
  const { t } = useT();
  return (
    <Badge colorPalette={blocked ? 'red' : 'green'} variant="subtle">
      {t(blocked ? 'accounts.clients.blocked' : 'accounts.clients.active')}
    </Badge>
  );
}

/** One client: who, blocked or not (and the switch), and its latest rides. */
function ClientDetail({
  client,
  onChanged,
}: {
  client: ConsoleClientDetail;
  onChanged: (client: ConsoleClientDetail) => void;
}) {
  const { t } = useT();
  const language = useLanguage();
  const formats = useFormats();
  const { run, pending, error } = useConsoleAction();
  const toggle = async () => {
    const next = !client.blocked;
    const done = await run((c) => c.blockClient(client.id, next));
    if (!done) return;
    notify.success(
      t(next ? 'accounts.clients.blocked_done' : 'accounts.clients.unblocked_done', {
        name: done.name,
      }),
    );
    onChanged(done);
  };
  return (
    <Panel
      id="client-detail"
      title={t('accounts.clients.detail', { name: client.name })}
      actions={<BlockedBadge blocked={client.blocked} />}
    >
      <Text color="fg.muted">
        {[client.phone, client.email, client.grouping_name].filter(Boolean).join(' · ')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('accounts.clients.since', { date: formats.dateTime(client.created_at) })}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap="3">
        <Button
          onClick={toggle}
          loading={pending}
          colorPalette={client.blocked ? 'brand' : 'red'}
          variant={client.blocked ? 'solid' : 'outline'}
          alignSelf="start"
        >
          {t(client.blocked ? 'accounts.clients.unblock' : 'accounts.clients.block')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('accounts.clients.block_hint')}
        </Text>
      </Stack>
      <Failure error={error} />
      <Box as="section" aria-labelledby="client-rides">
        <Text as="h3" id="client-rides" fontWeight="semibold" mb="2">
          {t('accounts.clients.rides')}
        </Text>
        {client.rides.length === 0 ? (
          <Text color="fg.muted">{t('accounts.clients.no_rides')}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('accounts.clients.ride')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('accounts.clients.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('accounts.clients.route')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('accounts.clients.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('accounts.clients.amount')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {client.rides.map((ride) => (
                  <Table.Row key={ride.id}>
                    <Table.Cell>#{ride.id}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {formats.dateTime(ride.scheduled_at ?? ride.created_at)}
                    </Table.Cell>
                    <Table.Cell minW="48">
                      {ride.to ? `${ride.from} → ${ride.to}` : ride.from}
                    </Table.Cell>
                    <Table.Cell>{t(`status.name.${ride.status_code}`)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {ride.amount == null
                        ? '—'
                        : formatMoney(ride.amount, ride.currency, language)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Box>
    </Panel>
  );
}

/** Finds the operator's clients by name, email or phone and opens one. */
export function ClientsTab() {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ConsoleClient[] | null>(null);
  const [open, setOpen] = useState<ConsoleClientDetail | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!search.trim()) return;
    setFound(await run((c) => c.findClients(search.trim())));
  };
  const show = async (id: number) => {
    const client = await run((c) => c.client(id));
    if (client) setOpen(client);
  };
  const changed = (client: ConsoleClientDetail) => {
    setOpen(client);
    setFound(
      (list) =>
        list?.map((one) => (one.id === client.id ? { ...one, blocked: client.blocked } : one)) ??
        null,
    );
  };

  return (
    <Stack gap="4">
      <Panel id="client-search" title={t('accounts.tab.clients')}>
        <form onSubmit={find} role="search" aria-label={t('accounts.clients.find')}>
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="2">
            <Box flex="1">
              <TextField
                label={t('accounts.clients.search')}
                helperText={t('accounts.clients.hint')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            </Box>
            <Button type="submit" loading={pending} size="lg">
              {t('accounts.clients.find')}
            </Button>
          </Stack>
        </form>
        <Failure error={error} />
        {found && (
          <Box as="section" aria-label={t('accounts.clients.results')}>
            {found.length === 0 ? (
              <Text color="fg.muted">{t('accounts.clients.none')}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {found.map((client) => (
                  <HStack
                    as="li"
                    key={client.id}
                    justify="space-between"
                    borderWidth="1px"
                    borderRadius="l2"
                    p="2"
                    gap="2"
                    bg={open?.id === client.id ? 'brand.subtle' : undefined}
                  >
                    <Box minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{client.name}</Text>
                        {client.blocked && <BlockedBadge blocked />}
                      </HStack>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {[client.phone, client.email].filter(Boolean).join(' · ')}
                      </Text>
                    </Box>
                    <Button size="sm" variant="outline" onClick={() => void show(client.id)}>
                      {t('accounts.clients.open', { name: client.name })}
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}
          </Box>
        )}
      </Panel>
      {open && <ClientDetail key={open.id} client={open} onChanged={changed} />}
    </Stack>
  );
}
