import { Box, Button, Checkbox, Grid, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { roomCardsOf, type AdminGrouping, type ConsoleHotel, type HotelPickup } from '@parada/core';
import { AddressField, TextField, notify, saveFile, useAppContext } from '@parada/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';
import { Failure, Panel, SelectField } from './parts';
import { useAddressSearch } from './use-address-search';

function NewHotel({
  groupings,
  onCreated,
}: {
  groupings: AdminGrouping[];
  onCreated: (hotel: ConsoleHotel) => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [query, setQuery] = useState('');
  const [door, setDoor] = useState<HotelPickup | null>(null);
  const [always, setAlways] = useState(true);
  const [opens, setOpens] = useState('07:00');
  const [closes, setCloses] = useState('23:00');
  const parentId = parent || String(groupings[0]?.id ?? '');
  const search = useAddressSearch(query, parentId ? Number(parentId) : null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!door) return;
    const made = await run((c) =>
      c.createHotel({
        name,
        parent_id: Number(parentId),
        pickup: door,
        opening_hours: always ? null : { opens, closes },
      }),
    );
    if (!made) return;
    notify.success(t('accounts.hotels.created', { name: made.name }));
    setName('');
    setQuery('');
    setDoor(null);
    onCreated(made);
  };
  return (
    <Panel id="hotel-new" title={t('accounts.hotels.new')}>
      <chakra.form onSubmit={create} aria-labelledby="hotel-new">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <TextField
            label={t('accounts.hotels.name')}
            value={name}
            required
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <SelectField label={t('accounts.hotels.parent')} value={parentId} onChange={setParent}>
            {groupings.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <Box gridColumn={{ md: 'span 2' }}>
            <AddressField
              label={t('accounts.hotels.door')}
              query={query}
              onQueryChange={(value) => {
                setQuery(value);
                if (door && value !== door.name) setDoor(null);
              }}
              results={search.results}
              resultsFor={search.resultsFor}
              searching={search.searching}
              simple
              onSelect={(place) => {
                setQuery(place.name);
                setDoor({ name: place.name, latitude: place.latitude, longitude: place.longitude });
              }}
              onClear={() => {
                setQuery('');
                setDoor(null);
              }}
            />
            {!door && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t('accounts.hotels.door_hint')}
              </Text>
            )}
          </Box>
          <Checkbox.Root
            checked={always}
            onCheckedChange={(details) => setAlways(!!details.checked)}
            gridColumn={{ md: 'span 2' }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('accounts.hotels.always')}</Checkbox.Label>
          </Checkbox.Root>
          {!always && (
            <>
              <TextField
                label={t('accounts.hotels.opens')}
                type="time"
                value={opens}
                required
                onChange={(event) => setOpens(event.currentTarget.value)}
              />
              <TextField
                label={t('accounts.hotels.closes')}
                type="time"
                value={closes}
                required
                onChange={(event) => setCloses(event.currentTarget.value)}
              />
            </>
          )}
          <Button type="submit" loading={pending} disabled={!door} justifySelf="start">
            {t('accounts.hotels.create')}
          </Button>
        </Grid>
      </chakra.form>
      <Failure error={error} />
    </Panel>
  );
}

/** The room cards of one hotel: the rooms typed, checked as the server checks them. */
function RoomCards({ hotel }: { hotel: ConsoleHotel }) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [rooms, setRooms] = useState('');
  const checked = useMemo(() => (rooms.trim() ? roomCardsOf(rooms) : null), [rooms]);
  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked?.ok) return;
    const file = await run((c) => c.roomCards(hotel.id, rooms));
    if (file) saveFile(file, `room-cards-${hotel.id}.pdf`);
  };
  return (
    <Panel id="hotel-cards" title={t('accounts.hotels.cards_for', { name: hotel.name })}>
      {hotel.guest_domain && (
        <Text fontSize="sm" color="fg.muted">
          {t('accounts.hotels.guest_domain', { domain: hotel.guest_domain })}
        </Text>
      )}
      <chakra.form onSubmit={download} aria-labelledby="hotel-cards">
        <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'start' }} gap="2">
          <Box flex="1">
            <TextField
              label={t('accounts.hotels.rooms')}
              value={rooms}
              required
              onChange={(event) => setRooms(event.currentTarget.value)}
              error={checked && !checked.ok ? t(checked.message) : null}
              helperText={
                checked?.ok
                  ? t('accounts.hotels.rooms_count', { count: checked.rooms.length })
                  : t('accounts.hotels.rooms_hint')
              }
            />
          </Box>
          <Button
            type="submit"
            size="lg"
            loading={pending}
            disabled={!checked?.ok}
            mt={{ md: '7' }}
          >
            {t('accounts.hotels.download')}
          </Button>
        </Stack>
      </chakra.form>
      <Failure error={error} />
    </Panel>
  );
}

/** The operator's hotels: the list, room cards for the one chosen, and a new one. */
export function HotelsTab() {
  const { t } = useT();
  const api = useAppContext().parada.api.console;
  const [hotels, setHotels] = useState<ConsoleHotel[] | null>(null);
  const [groupings, setGroupings] = useState<AdminGrouping[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const load = useCallback(() => {
    void api.hotels().then(setHotels, () => setHotels([]));
  }, [api]);
  useEffect(() => {
    load();
    void api.groupings().then(setGroupings, () => setGroupings([]));
  }, [api, load]);
  const open = hotels?.find((hotel) => hotel.id === openId) ?? null;
  const hours = (hotel: ConsoleHotel) =>
    hotel.opening_hours
      ? `${hotel.opening_hours.opens}–${hotel.opening_hours.closes}`
      : hotel.weekly_hours
        ? t('accounts.hotels.hours')
        : t('accounts.hotels.always_open');

  return (
    <Stack gap="4">
      <Panel id="hotel-list" title={t('accounts.hotels.list')}>
        {hotels === null && <Text color="fg.muted">{t('accounts.loading')}</Text>}
        {hotels?.length === 0 && <Text color="fg.muted">{t('accounts.hotels.none')}</Text>}
        {hotels && hotels.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('accounts.hotels.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">
                    {t('accounts.hotels.door')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('accounts.hotels.hours')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md" textAlign="end">
                    {t('accounts.hotels.staff')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {hotels.map((hotel) => (
                  <Table.Row key={hotel.id} bg={hotel.id === openId ? 'brand.subtle' : undefined}>
                    <Table.Cell fontWeight="medium">{hotel.name}</Table.Cell>
                    <Table.Cell hideBelow="md">{hotel.pickup?.name ?? '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{hours(hotel)}</Table.Cell>
                    <Table.Cell hideBelow="md" textAlign="end">
                      {hotel.staff}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        bg="bg"
                        onClick={() => setOpenId(hotel.id)}
                        aria-label={t('accounts.hotels.cards_for', { name: hotel.name })}
                      >
                        {t('accounts.hotels.cards_short')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Panel>
      {open && <RoomCards key={open.id} hotel={open} />}
      <NewHotel
        groupings={groupings}
        onCreated={(hotel) => {
          setHotels((list) =>
            [...(list ?? []), hotel].sort((a, b) => a.name.localeCompare(b.name)),
          );
          setOpenId(hotel.id);
        }}
      />
    </Stack>
  );
}
