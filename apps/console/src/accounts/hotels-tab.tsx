import { Box, Button, Grid, HStack, Stack, Table, Text, chakra } from '@chakra-ui/react';
import {
  roomCardsOf,
  type AdminGrouping,
  type ConsoleHotel,
  type ConsoleHotelStaff,
  type HotelPickup,
} from '@parada/core';
import {
  AddressField,
  TextField,
  WeeklyHoursField,
  kioskHoursOf,
  kioskHoursToSave,
  notify,
  saveFile,
  useAppContext,
  type KioskHours,
} from '@parada/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';
import { Failure, Panel, RowAction, SelectField } from './parts';
import { useAddressSearch } from './use-address-search';

/**
 * A hotel's form, new or edited: its name, its grouping (new only), its door and its kiosk's
 * hours, the week's as the hotel's own settings screen edits them.
 */
function HotelForm({
  hotel,
  groupings,
  onDone,
  onCancel,
}: {
  hotel?: ConsoleHotel;
  groupings: AdminGrouping[];
  onDone: (hotel: ConsoleHotel) => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [name, setName] = useState(hotel?.name ?? '');
  const [parent, setParent] = useState('');
  const [query, setQuery] = useState(hotel?.pickup?.name ?? '');
  const [door, setDoor] = useState<HotelPickup | null>(hotel?.pickup ?? null);
  const [hours, setHours] = useState<KioskHours>(() =>
    kioskHoursOf(hotel ?? { opening_hours: null }),
  );
  const [hoursError, setHoursError] = useState<string | null>(null);
  const parentId = parent || String(hotel?.parent_id ?? groupings[0]?.id ?? '');
  const search = useAddressSearch(query, parentId ? Number(parentId) : null);
  const id = hotel ? `hotel-edit-${hotel.id}` : 'hotel-new';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!door) return;
    const checked = kioskHoursToSave(hours);
    setHoursError(checked.ok ? null : t(checked.message));
    if (!checked.ok) return;
    const { ok: _ok, ...kiosk } = checked;
    const done = await run((c) =>
      hotel
        ? c.updateHotel(hotel.id, { name, pickup: door, ...kiosk })
        : c.createHotel({ name, parent_id: Number(parentId), pickup: door, ...kiosk }),
    );
    if (!done) return;
    notify.success(
      t(hotel ? 'accounts.hotels.saved' : 'accounts.hotels.created', { name: done.name }),
    );
    if (!hotel) {
      setName('');
      setQuery('');
      setDoor(null);
      setHours(kioskHoursOf({ opening_hours: null }));
    }
    onDone(done);
  };
  const title = hotel
    ? t('accounts.hotels.edit_named', { name: hotel.name })
    : t('accounts.hotels.new');
  return (
    <Panel id={id} title={title}>
      <chakra.form onSubmit={submit} aria-labelledby={id}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <TextField
            label={t('accounts.hotels.name')}
            value={name}
            required
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {!hotel && (
            <SelectField label={t('accounts.hotels.parent')} value={parentId} onChange={setParent}>
              {groupings.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
          )}
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
          <Box as="fieldset" gridColumn={{ md: 'span 2' }} minW="0">
            <Text as="legend" fontWeight="semibold" mb="2">
              {t('accounts.hotels.hours')}
            </Text>
            <WeeklyHoursField value={hours} onChange={setHours} />
            {hoursError && (
              <Text color="fg.error" role="alert" mt="2">
                {hoursError}
              </Text>
            )}
          </Box>
          <HStack gap="2" gridColumn={{ md: 'span 2' }}>
            <Button type="submit" loading={pending} disabled={!door}>
              {hotel ? t('accounts.hotels.save') : t('accounts.hotels.create')}
            </Button>
            {onCancel && (
              <Button variant="outline" onClick={onCancel}>
                {t('accounts.hotels.cancel')}
              </Button>
            )}
          </HStack>
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

/**
 * A hotel's reception accounts: who signs in to the hotel app, and a new one, emailed a link
 * to choose its password.
 */
function Reception({ hotel, onAdded }: { hotel: ConsoleHotel; onAdded: () => void }) {
  const { t } = useT();
  const { api, run, pending, error } = useConsoleAction();
  const [staff, setStaff] = useState<ConsoleHotelStaff[] | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  useEffect(() => {
    void api.hotelStaff(hotel.id).then(setStaff, () => setStaff([]));
  }, [api, hotel.id]);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const added = await run((c) => c.addHotelStaff(hotel.id, { name, email }));
    if (!added) return;
    setStaff((list) => [...(list ?? []), added]);
    notify.success(t('accounts.hotels.reception_added', { email: added.email ?? email }));
    setName('');
    setEmail('');
    onAdded();
  };
  const id = `hotel-reception-${hotel.id}`;
  return (
    <Panel id={id} title={t('accounts.hotels.reception_for', { name: hotel.name })}>
      {staff === null && <Text color="fg.muted">{t('accounts.loading')}</Text>}
      {staff?.length === 0 && <Text color="fg.muted">{t('accounts.hotels.reception_none')}</Text>}
      {staff && staff.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none">
          {staff.map((person) => (
            <HStack as="li" key={person.id} gap="2" wrap="wrap">
              <Text fontWeight="medium">{person.name}</Text>
              <Text color="fg.muted">{person.email}</Text>
              <Text fontSize="sm" color="fg.muted">
                {person.has_password
                  ? t('accounts.hotels.reception_ready')
                  : t('accounts.hotels.reception_waiting')}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      <chakra.form onSubmit={add} aria-label={t('accounts.hotels.reception_new')}>
        <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }} gap="2">
          <Box flex="1">
            <TextField
              label={t('accounts.hotels.reception_name')}
              value={name}
              required
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </Box>
          <Box flex="1">
            <TextField
              label={t('accounts.hotels.reception_email')}
              type="email"
              value={email}
              required
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          </Box>
          <Button type="submit" loading={pending}>
            {t('accounts.hotels.reception_add')}
          </Button>
        </Stack>
      </chakra.form>
      <Text fontSize="sm" color="fg.muted">
        {t('accounts.hotels.reception_hint')}
      </Text>
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
  const [editId, setEditId] = useState<number | null>(null);
  const [receptionId, setReceptionId] = useState<number | null>(null);
  const load = useCallback(() => {
    void api.hotels().then(setHotels, () => setHotels([]));
  }, [api]);
  useEffect(() => {
    load();
    void api.groupings().then(setGroupings, () => setGroupings([]));
  }, [api, load]);
  const open = hotels?.find((hotel) => hotel.id === openId) ?? null;
  const editing = hotels?.find((hotel) => hotel.id === editId) ?? null;
  const reception = hotels?.find((hotel) => hotel.id === receptionId) ?? null;
  const replace = (hotel: ConsoleHotel) =>
    setHotels((list) =>
      [...(list ?? []).filter((one) => one.id !== hotel.id), hotel].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  /** The kiosk's hours in a cell: one span when every day has the same, else "by weekday". */
  const hours = (hotel: ConsoleHotel) => {
    const days = hotel.weekly_hours;
    const first = days?.[0];
    const same =
      days &&
      first &&
      days.every((day) => day?.opens === first.opens && day?.closes === first.closes);
    const daily = hotel.opening_hours ?? (same ? first : null);
    if (daily) return `${daily.opens}–${daily.closes}`;
    return days ? t('accounts.hotels.by_weekday') : t('accounts.hotels.always_open');
  };

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
                      <HStack gap="2" justify="end">
                        <RowAction
                          label={t('accounts.hotels.edit')}
                          name={t('accounts.hotels.edit_named', { name: hotel.name })}
                          onClick={() => setEditId(hotel.id)}
                        />
                        <RowAction
                          label={t('accounts.hotels.reception')}
                          name={t('accounts.hotels.reception_for', { name: hotel.name })}
                          onClick={() => setReceptionId(hotel.id)}
                        />
                        <RowAction
                          label={t('accounts.hotels.cards_short')}
                          name={t('accounts.hotels.cards_for', { name: hotel.name })}
                          onClick={() => setOpenId(hotel.id)}
                        />
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Panel>
      {editing && (
        <HotelForm
          key={editing.id}
          hotel={editing}
          groupings={groupings}
          onDone={(hotel) => {
            replace(hotel);
            setEditId(null);
          }}
          onCancel={() => setEditId(null)}
        />
      )}
      {reception && (
        <Reception
          key={reception.id}
          hotel={reception}
          onAdded={() => replace({ ...reception, staff: reception.staff + 1 })}
        />
      )}
      {open && <RoomCards key={open.id} hotel={open} />}
      <HotelForm
        groupings={groupings}
        onDone={(hotel) => {
          replace(hotel);
          // A new hotel needs someone at its desk first, then its room cards.
          setReceptionId(hotel.id);
          setOpenId(hotel.id);
        }}
      />
    </Stack>
  );
}
