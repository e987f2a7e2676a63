import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { ConsoleClient } from '@parada/core';
import { rideRequestActions } from '@parada/core/store';
import {
  EmailField,
  PhoneField,
  RequestFormSections,
  RideMap,
  TextField,
  textOf,
  useAppDispatch,
  useRequestForm,
} from '@parada/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pathOf } from '../app/paths';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';

/** Finds the caller among the operator's clients, or makes them a client on the spot. */
function ClientPicker({ onChosen }: { onChosen: (client: ConsoleClient) => void }) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ConsoleClient[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!search.trim()) return;
    setFound(await run((c) => c.findClients(search.trim())));
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const made = await run((c) =>
      c.createClient({ name, phone, ...(email.trim() ? { email: email.trim() } : {}) }),
    );
    if (made) onChosen(made);
  };

  return (
    <Stack gap="4">
      <form onSubmit={find} role="search" aria-label={t('desk.booking.find')}>
        <HStack align="end" gap="2">
          <Box flex="1">
            <TextField
              label={t('desk.booking.search')}
              helperText={t('desk.booking.search_hint')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              autoFocus
            />
          </Box>
          <Button type="submit" loading={pending} size="lg">
            {t('desk.booking.find')}
          </Button>
        </HStack>
      </form>
      {found && (
        <Box as="section" aria-label={t('desk.booking.results')}>
          {found.length === 0 ? (
            <Text color="fg.muted">{t('desk.booking.none')}</Text>
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
                >
                  <Box>
                    <Text fontWeight="semibold">{client.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[client.phone, client.email].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                  <Button size="sm" onClick={() => onChosen(client)}>
                    {t('desk.booking.book_for', { name: client.name })}
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Box>
      )}
      {creating ? (
        <chakra.form onSubmit={create} aria-label={t('desk.booking.new_client')}>
          <Stack gap="3">
            <Heading as="h2" size="md">
              {t('desk.booking.new_client')}
            </Heading>
            <TextField
              label={t('desk.booking.name')}
              value={name}
              required
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <PhoneField
              label={t('desk.booking.phone')}
              value={phone}
              required
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
            <EmailField
              label={t('desk.booking.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={pending} alignSelf="start">
              {t('desk.booking.create')}
            </Button>
          </Stack>
        </chakra.form>
      ) : (
        <Button variant="outline" alignSelf="start" onClick={() => setCreating(true)}>
          {t('desk.booking.new_client')}
        </Button>
      )}
      {error && (
        <Text role="alert" color="fg.error">
          {textOf(t, error)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A booking taken on the phone: find or make the caller's client, then the same request
 * form as the panel's (address search, now or later, the fare, passengers, a note for the
 * driver), booked through core's one booking flow as the client's own ride.
 */
export default function BookingPage() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const form = useRequestForm();
  const { ride } = form;
  const [client, setClient] = useState<ConsoleClient | null>(null);
  const [booked, setBooked] = useState<{ id: number; name: string } | null>(null);

  const choose = (next: ConsoleClient | null) => {
    setClient(next);
    setBooked(null);
    dispatch(rideRequestActions.bookingForChosen(next?.id ?? null));
  };
  // The draft is the page's: leaving the page leaves no one to book for.
  useEffect(() => () => void dispatch(rideRequestActions.bookingForChosen(null)), [dispatch]);

  const seenCreated = useRef(ride.lastCreated?.id ?? null);
  useEffect(() => {
    const created = ride.lastCreated;
    if (!created || created.id === seenCreated.current || !client) return;
    seenCreated.current = created.id;
    setBooked({ id: created.id, name: client.name });
    setClient(null);
  }, [ride.lastCreated, client]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(rideRequestActions.submitRequested());
  };

  return (
    <Box px="6" py="5" maxW="8xl" mx="auto">
      <Heading as="h1" size="xl" mb="4">
        {t('route.phone_booking')}
      </Heading>
      {booked && (
        <Alert.Root status="success" mb="4">
          <Alert.Indicator />
          <Alert.Title>{t('desk.booking.done', { id: booked.id, name: booked.name })}</Alert.Title>
          <Link to={pathOf('dispatch')}>{t('desk.booking.to_board')}</Link>
        </Alert.Root>
      )}
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(380px, 520px) 1fr' }}
        gap="6"
        alignItems="start"
      >
        <Card.Root variant="elevated" borderRadius="l3">
          <Card.Body p="5">
            {!client ? (
              <ClientPicker onChosen={choose} />
            ) : (
              <form onSubmit={submit} noValidate aria-labelledby="booking-title">
                <Stack gap="6">
                  <HStack justify="space-between" align="start">
                    <Box>
                      <Heading as="h2" size="md" id="booking-title">
                        {t('desk.booking.for', { name: client.name })}
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        {[client.phone, client.email].filter(Boolean).join(' · ')}
                      </Text>
                    </Box>
                    <Button size="sm" variant="outline" onClick={() => choose(null)}>
                      {t('desk.booking.change')}
                    </Button>
                  </HStack>
                  <RequestFormSections
                    form={form}
                    profileHref={pathOf('dispatch')}
                    payment={
                      <Text fontSize="sm" color="fg.muted">
                        {t('desk.booking.payment')}
                      </Text>
                    }
                  />
                </Stack>
              </form>
            )}
          </Card.Body>
        </Card.Root>
        <Box as="section" aria-label={t('request.map')} position="sticky" top="20">
          <RideMap
            origin={ride.origin ? { ...ride.origin, label: ride.origin.name } : null}
            destination={
              ride.destination ? { ...ride.destination, label: ride.destination.name } : null
            }
            waypoints={ride.stops.map((stop) => ({ ...stop, label: stop.name }))}
            height="calc(100vh - 200px)"
          />
        </Box>
      </Grid>
    </Box>
  );
}
