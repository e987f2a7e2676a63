import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import {
  formatDistance,
  formatMoney,
  isLanguage,
  navigationLinks,
  RIDE_STATUS,
  type DriverRide,
  type DriverTotals,
  type Language,
  type RidePaymentKind,
} from '@parada/core';
import { textOf } from '@parada/ui';
import { useT } from '../i18n/driver-i18n';
import { unlockAudio } from './alerts';
import { useSession, type DriverSession } from './session';

/** Big enough for a thumb in a moving car. */
const TOUCH = { minH: '14', fontSize: 'lg', w: 'full' } as const;
const PRIMARY = { ...TOUCH, bg: 'gray.950', color: 'white', _hover: { bg: 'gray.800' } } as const;
/** A second choice: dark outline and text, as readable in sunlight as the first. */
const OUTLINE = {
  ...TOUCH,
  variant: 'outline',
  borderWidth: '2px',
  borderColor: 'gray.900',
  color: 'gray.950',
} as const;
const GO = { ...TOUCH, bg: 'green.800', color: 'white', _hover: { bg: 'green.900' } } as const;

function Card({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      as="section"
      aria-label={label}
      borderWidth="2px"
      borderColor="gray.900"
      borderRadius="lg"
      p="4"
      bg="white"
    >
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

function Field({ label, ...props }: { label: string } & React.ComponentProps<typeof Input>) {
  const id = `field-${label.replace(/\W+/g, '-')}`;
  return (
    <Stack gap="1">
      <Text asChild fontWeight="bold" fontSize="md">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Input id={id} size="xl" borderColor="gray.700" borderWidth="2px" {...props} />
    </Stack>
  );
}

function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="3" fontSize="lg">
      <Text color="gray.700">{name}</Text>
      <Text fontWeight="bold" textAlign="end">
        {children}
      </Text>
    </Box>
  );
}

function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useT();
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  return [
    language,
    (next) => {
      localStorage.setItem('parada.driver.language', next);
      document.documentElement.lang = next;
      void i18n.changeLanguage(next);
    },
  ];
}

function LanguagePicker() {
  const { t } = useT();
  const [language, setLanguage] = useLanguage();
  return (
    <Box as="label" display="flex" gap="2" alignItems="center" fontSize="md">
      {t('language')}
      <select
        value={language}
        onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        style={{
          minHeight: 44,
          fontSize: 16,
          padding: '0 8px',
          border: '2px solid #333',
          borderRadius: 6,
        }}
      >
        <option value="ca">Català</option>
        <option value="en">English</option>
        <option value="es">Español</option>
      </select>
    </Box>
  );
}

function LoginScreen({ session }: { session: DriverSession }) {
  const { t } = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    unlockAudio();
    void session.logIn(username.trim(), password);
  };
  return (
    <Stack as="form" gap="5" onSubmit={submit}>
      <Heading as="h1" size="2xl">
        {t('login.title')}
      </Heading>
      <Field
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
      />
      <Field
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" loading={session.busy} {...PRIMARY}>
        {t('login.submit')}
      </Button>
      <LanguagePicker />
    </Stack>
  );
}

function VehicleScreen({ session }: { session: DriverSession }) {
  const { t } = useT();
  if (session.shift?.suspended) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('shift.pick_title')}
        </Heading>
        <Text role="alert" fontSize="lg">
          {t('shift.suspended')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('shift.pick_title')}
      </Heading>
      <Text fontSize="lg">{t('shift.pick_intro')}</Text>
      {session.vehicles.length === 0 && <Text fontSize="lg">{t('shift.no_vehicles')}</Text>}
      {session.vehicles.map((vehicle) => (
        <Button
          key={vehicle.id}
          {...PRIMARY}
          h="auto"
          py="3"
          flexDirection="column"
          loading={session.busy}
          onClick={() => {
            unlockAudio();
            void session.startShift(vehicle.id);
          }}
        >
          <span>{t('shift.start_in', { plate: vehicle.plate })}</span>
          <Text as="span" fontSize="md" fontWeight="normal">
            {vehicle.model} · {t('shift.seats', { count: vehicle.seats })}
          </Text>
        </Button>
      ))}
    </Stack>
  );
}

function LocationCard({ session }: { session: DriverSession }) {
  const { t } = useT();
  if (session.location === 'on') return null;
  if (session.location === 'ask') {
    return (
      <Card label={t('location.title')}>
        <Heading as="h2" size="lg">
          {t('location.title')}
        </Heading>
        <Text fontSize="md">{t('location.why')}</Text>
        <Button {...PRIMARY} onClick={session.allowLocation}>
          {t('location.allow')}
        </Button>
      </Card>
    );
  }
  return (
    <Box role="status" bg="orange.100" color="gray.950" borderRadius="md" p="3" fontSize="md">
      {t(session.location === 'refused' ? 'location.refused' : 'location.unavailable')}
    </Box>
  );
}

function useCountdown(until: string | null) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : null;
}

function money(amount: number | null, currency: string, language: Language) {
  return amount == null ? '—' : formatMoney(amount, currency, language);
}

function OfferCard({ session, offer }: { session: DriverSession; offer: DriverRide }) {
  const { t } = useT();
  const [language] = useLanguage();
  const seconds = useCountdown(offer.offer_expires_at);
  const pickup = offer.stops[0];
  return (
    <Card label={t('offer.title')}>
      <Heading as="h2" size="xl">
        {t('offer.title')}
      </Heading>
      {seconds != null && (
        <Text role="timer" fontSize="2xl" fontWeight="bold" aria-live="off">
          {t('offer.countdown', { seconds })}
        </Text>
      )}
      <Row name={t('offer.pickup')}>{pickup?.name}</Row>
      {offer.pickup_km != null && (
        <Text fontSize="lg">
          {t('offer.distance', {
            distance: formatDistance(offer.pickup_km * 1000, language),
          })}
        </Text>
      )}
      {offer.fare != null ? (
        <Row name={t('offer.fare')}>{money(offer.fare, offer.currency, language)}</Row>
      ) : (
        <Row name={offer.estimate != null ? t('offer.estimate') : t('offer.metered')}>
          {money(offer.estimate, offer.currency, language)}
        </Row>
      )}
      <Row name={t('offer.payment')}>
        {offer.payment_method ? t(`payment.method.${offer.payment_method}`) : '—'}
      </Row>
      <Row name={t('offer.passengers')}>{offer.passengers}</Row>
      {offer.origin_extra && <Row name={t('offer.notes')}>{offer.origin_extra}</Row>}
      <Button {...GO} loading={session.busy} onClick={() => void session.accept(offer.id)}>
        {t('offer.accept')}
      </Button>
      <Button {...OUTLINE} disabled={session.busy} onClick={() => void session.decline(offer.id)}>
        {t('offer.decline')}
      </Button>
    </Card>
  );
}

function NavigationLinks({ to }: { to: DriverRide['stops'][number] }) {
  const { t } = useT();
  const links = navigationLinks(to);
  const items: [string, string][] = [
    [t('ride.phone_maps'), links.geo],
    ['Google Maps', links.google],
    ['Apple Maps', links.apple],
    ['Waze', links.waze],
  ];
  return (
    <Box
      as="nav"
      aria-label={t('ride.navigate')}
      display="grid"
      gridTemplateColumns="1fr 1fr"
      gap="2"
    >
      {items.map(([name, href]) => (
        <Link
          key={name}
          href={href}
          target="_blank"
          rel="noreferrer"
          aria-label={t('ride.navigate_with', { app: name })}
          display="flex"
          alignItems="center"
          justifyContent="center"
          minH="12"
          borderWidth="2px"
          borderColor="gray.900"
          borderRadius="md"
          fontWeight="bold"
          color="gray.950"
        >
          {name}
        </Link>
      ))}
    </Box>
  );
}

/** The no-show, once the operator's wait at the pick-up has passed; its countdown before. */
function NoShow({ session, ride }: { session: DriverSession; ride: DriverRide }) {
  const { t } = useT();
  const seconds = useCountdown(ride.no_show_from);
  if (seconds == null) return null;
  if (seconds > 0) return <Text fontSize="md">{t('ride.no_show_in', { seconds })}</Text>;
  return (
    <Button {...OUTLINE} disabled={session.busy} onClick={() => void session.noShow(ride.id)}>
      {t('ride.no_show')}
    </Button>
  );
}

function RideCard({ session, ride }: { session: DriverSession; ride: DriverRide }) {
  const { t } = useT();
  const [language] = useLanguage();
  const [code, setCode] = useState('');
  const [fare, setFare] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const pickup = ride.stops[0]!;
  const destinations = ride.stops.filter((stop) => stop.role === 'destination');
  const queued = session.pending.some((step) => step.rideId === ride.id);
  const needsFare = ride.metered && ride.fare == null;
  const typedFare = Number(fare.replace(',', '.'));
  const fareOk = !needsFare || (fare !== '' && typedFare >= 0 && typedFare <= ride.fare_max);
  // The ways the server allows, the booked one first; a view read before the driver was on
  // the ride (kept offline) has none, and the booked way is then the one recorded.
  const choices = ride.payment_choices;
  const [paidWith, setPaidWith] = useState<RidePaymentKind | null>(null);
  const chosen = paidWith && choices.includes(paidWith) ? paidWith : (choices[0] ?? null);
  const finishBody = {
    ...(needsFare ? { fare: typedFare } : {}),
    ...(chosen ? { payment_method: chosen } : {}),
  };
  return (
    <Card label={t('ride.title', { id: ride.id })}>
      <Text fontSize="md" color="gray.700">
        {t('ride.title', { id: ride.id })}
      </Text>
      <Heading as="h2" size="xl">
        {t(`ride.status_${ride.status_code}` as 'ride.status_3')}
      </Heading>
      {ride.status_code !== RIDE_STATUS.IN_PROGRESS && (
        <>
          <Row name={t('offer.pickup')}>{pickup.name}</Row>
          {ride.origin_extra && <Row name={t('offer.notes')}>{ride.origin_extra}</Row>}
          <Row name={t('offer.passengers')}>{ride.passengers}</Row>
          {ride.traveler_phone && (
            <Link
              href={`tel:${ride.traveler_phone}`}
              fontSize="lg"
              fontWeight="bold"
              color="gray.950"
            >
              {t('ride.call', { name: ride.traveler_name ?? ride.traveler_phone })}
            </Link>
          )}
          {ride.status_code !== RIDE_STATUS.AT_PICKUP && <NavigationLinks to={pickup} />}
        </>
      )}
      {ride.status_code === RIDE_STATUS.IN_PROGRESS && destinations.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="md">
            {t('ride.stops')}
          </Heading>
          <Box as="ol" pl="5" fontSize="lg">
            {destinations.map((stop, index) => (
              <li key={`${stop.name}-${index}`}>{stop.name}</li>
            ))}
          </Box>
          <NavigationLinks to={destinations[0]!} />
        </Stack>
      )}
      {(ride.status_code === RIDE_STATUS.DRIVER_ASSIGNED ||
        ride.status_code === RIDE_STATUS.DRIVER_ON_THE_WAY) && (
        <Button {...GO} onClick={() => void session.step('arrive')}>
          {t('ride.arrived')}
        </Button>
      )}
      {ride.status_code === RIDE_STATUS.AT_PICKUP && (
        <>
          {ride.boarding_code_required && (
            <Field
              label={t('ride.boarding_code')}
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              autoComplete="off"
              fontSize="2xl"
              letterSpacing="0.3em"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
            />
          )}
          <NoShow session={session} ride={ride} />
          <Button
            {...GO}
            disabled={ride.boarding_code_required && code.length !== 4}
            onClick={() =>
              void session.step(
                'start',
                ride.boarding_code_required ? { boarding_code: code } : undefined,
              )
            }
          >
            {t('ride.start')}
          </Button>
        </>
      )}
      {ride.status_code === RIDE_STATUS.IN_PROGRESS && (
        <>
          {needsFare && (
            <Stack gap="1">
              <Field
                label={t('ride.fare', { currency: ride.currency })}
                inputMode="decimal"
                value={fare}
                onChange={(event) => setFare(event.target.value)}
              />
              <Text fontSize="sm">
                {t('ride.fare_help', { max: money(ride.fare_max, ride.currency, language) })}
              </Text>
            </Stack>
          )}
          {choices.length > 1 ? (
            <PaymentChoice choices={choices} chosen={chosen} onChoose={setPaidWith} />
          ) : (
            <Row name={t('offer.payment')}>
              {ride.payment_method ? t(`payment.method.${ride.payment_method}`) : '—'}
            </Row>
          )}
          <Button
            {...GO}
            disabled={!fareOk}
            onClick={() =>
              void session.step(
                'finish',
                Object.keys(finishBody).length > 0 ? finishBody : undefined,
              )
            }
          >
            {t('ride.complete')}
          </Button>
        </>
      )}
      {queued && (
        <Text role="status" fontSize="md" fontWeight="bold">
          {t('ride.queued')}
        </Text>
      )}
      {ride.status_code !== RIDE_STATUS.IN_PROGRESS && !cancelling && (
        <Button {...TOUCH} variant="ghost" color="red.800" onClick={() => setCancelling(true)}>
          {t('ride.cancel')}
        </Button>
      )}
      {cancelling && (
        <Stack gap="2">
          <Field
            label={t('ride.cancel_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            {...TOUCH}
            bg="red.800"
            color="white"
            onClick={() => void session.cancelRide(ride.id, reason)}
          >
            {t('ride.cancel_confirm')}
          </Button>
          <Button {...OUTLINE} onClick={() => setCancelling(false)}>
            {t('ride.keep')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}

/** How the ride was paid, among the ways it allows: one large radio per way. */
function PaymentChoice({
  choices,
  chosen,
  onChoose,
}: {
  choices: readonly RidePaymentKind[];
  chosen: RidePaymentKind | null;
  onChoose: (kind: RidePaymentKind) => void;
}) {
  const { t } = useT();
  return (
    <Box as="fieldset" borderWidth="2px" borderColor="gray.950" borderRadius="md" p="3">
      <Text as="legend" fontSize="lg" fontWeight="bold" px="1">
        {t('ride.paid_with')}
      </Text>
      <Stack gap="2">
        {choices.map((kind) => (
          <Box
            as="label"
            key={kind}
            display="flex"
            alignItems="center"
            gap="3"
            minH="12"
            px="3"
            fontSize="lg"
            borderRadius="md"
            bg={kind === chosen ? 'gray.100' : undefined}
            cursor="pointer"
            _focusWithin={{ outline: '3px solid', outlineColor: 'blue.700' }}
          >
            <input
              type="radio"
              name="paid-with"
              value={kind}
              checked={kind === chosen}
              onChange={() => onChoose(kind)}
              style={{ width: '1.5rem', height: '1.5rem', accentColor: '#030712' }}
            />
            {t(`payment.method.${kind}`)}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function ReceiptCard({ session, ride }: { session: DriverSession; ride: DriverRide }) {
  const { t } = useT();
  const [language] = useLanguage();
  return (
    <Card label={t('receipt.title')}>
      <Heading as="h2" size="xl">
        {t('receipt.title')}
      </Heading>
      <Text fontSize="md">{t('ride.title', { id: ride.id })}</Text>
      <Row name={t('receipt.fare')}>{money(ride.fare, ride.currency, language)}</Row>
      <Row name={t('receipt.paid_with')}>
        {ride.payment_method ? t(`payment.method.${ride.payment_method}`) : '—'}
      </Row>
      <Button {...PRIMARY} onClick={session.closeReceipt}>
        {t('receipt.done')}
      </Button>
    </Card>
  );
}

function Totals({
  title,
  totals,
  currency,
}: {
  title: string;
  totals: DriverTotals;
  currency: string;
}) {
  const { t } = useT();
  const [language] = useLanguage();
  return (
    <Card label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Row name={t('earnings.rides', { count: totals.rides })}>
        {money(totals.total, currency, language)}
      </Row>
      {totals.by_method.map((entry) => (
        <Row key={entry.method} name={`${t(`payment.method.${entry.method}`)} · ${entry.rides}`}>
          {money(entry.total, currency, language)}
        </Row>
      ))}
    </Card>
  );
}

function EarningsScreen({ session, close }: { session: DriverSession; close: () => void }) {
  const { t } = useT();
  const { loadEarnings } = session;
  useEffect(() => {
    loadEarnings();
  }, [loadEarnings]);
  const failed = session.earningsError;
  const earnings = session.earnings;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('earnings.title')}
      </Heading>
      {failed && <Text role="alert">{failed}</Text>}
      {earnings && (
        <>
          <Totals
            title={t('earnings.today')}
            totals={earnings.today}
            currency={earnings.currency}
          />
          <Totals title={t('earnings.week')} totals={earnings.week} currency={earnings.currency} />
        </>
      )}
      <Button {...PRIMARY} onClick={close}>
        {t('earnings.back')}
      </Button>
    </Stack>
  );
}

function ShiftScreen({ session }: { session: DriverSession }) {
  const { t } = useT();
  const [earnings, setEarnings] = useState(false);
  const available = session.driver?.available ?? false;
  if (earnings) return <EarningsScreen session={session} close={() => setEarnings(false)} />;
  const receipt = session.receipt;
  return (
    <Stack gap="4">
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="2">
        <Heading as="h1" size="xl">
          {session.driver?.name ?? ''}
        </Heading>
        <Text
          fontWeight="bold"
          px="3"
          py="1"
          borderRadius="full"
          bg={available ? 'green.800' : 'gray.700'}
          color="white"
        >
          {available ? t('shift.online') : t('shift.paused')}
        </Text>
      </Box>
      {session.driver && (
        <Text fontSize="md">
          {t('shift.vehicle', { plate: session.driver.plate, model: session.driver.model })}
        </Text>
      )}
      <LocationCard session={session} />
      {session.refusals.map(({ step, message }) => (
        <Box key={step.key} role="alert" bg="red.100" color="gray.950" p="3" borderRadius="md">
          <Text fontSize="md">
            {t('network.refused', {
              id: step.rideId,
              step: t(
                step.action === 'arrive'
                  ? 'ride.arrived'
                  : step.action === 'start'
                    ? 'ride.start'
                    : 'ride.complete',
              ),
              reason: textOf(t, message),
            })}
          </Text>
          <Button
            size="sm"
            mt="2"
            variant="outline"
            onClick={() => session.dismissRefusal(step.key)}
          >
            OK
          </Button>
        </Box>
      ))}
      {receipt ? (
        <ReceiptCard session={session} ride={receipt} />
      ) : session.ride && session.ride.status_code !== RIDE_STATUS.COMPLETED ? (
        <RideCard key={session.ride.id} session={session} ride={session.ride} />
      ) : session.offer ? (
        <OfferCard key={session.offer.id} session={session} offer={session.offer} />
      ) : (
        <Card>
          <Text fontSize="lg">{available ? t('shift.waiting') : t('shift.paused_note')}</Text>
          <Button
            {...(available ? OUTLINE : GO)}
            loading={session.busy}
            onClick={() => void session.setAvailable(!available)}
          >
            {available ? t('shift.pause') : t('shift.go_online')}
          </Button>
        </Card>
      )}
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="2">
        <Button {...OUTLINE} onClick={() => setEarnings(true)}>
          {t('earnings.open')}
        </Button>
        <Button
          {...OUTLINE}
          disabled={
            session.busy ||
            Boolean(session.ride && session.ride.status_code !== RIDE_STATUS.COMPLETED)
          }
          onClick={() => void session.endShift()}
        >
          {t('shift.end')}
        </Button>
      </Box>
    </Stack>
  );
}

function SummaryScreen({ session }: { session: DriverSession }) {
  const { t } = useT();
  const [language] = useLanguage();
  const summary = session.summary;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('shift.summary_title')}
      </Heading>
      {summary && (
        <>
          <Text fontSize="lg">{t('shift.summary_rides', { count: summary.totals.rides })}</Text>
          <Text fontSize="lg" fontWeight="bold">
            {t('shift.summary_total', {
              amount: money(summary.totals.total, summary.currency, language),
            })}
          </Text>
          <Totals title={t('earnings.title')} totals={summary.totals} currency={summary.currency} />
        </>
      )}
      <Button {...PRIMARY} onClick={session.newShift}>
        {t('shift.new_shift')}
      </Button>
      <Button {...OUTLINE} onClick={() => void session.logOut()}>
        {t('shift.sign_out')}
      </Button>
    </Stack>
  );
}

/** The driver's app, one screen at a time on a phone. */
export function DriverApp() {
  const { t } = useT();
  const session = useSession();
  return (
    <Box minH="100dvh" bg="gray.50" color="gray.950">
      {!session.online && (
        <Box
          role="status"
          bg="yellow.300"
          color="gray.950"
          px="4"
          py="3"
          fontWeight="bold"
          fontSize="md"
        >
          {t('network.offline')}
          {session.pending.length > 0 && (
            <Text fontWeight="normal">
              {t('network.pending', { count: session.pending.length })}
            </Text>
          )}
        </Box>
      )}
      <Box as="main" maxW="480px" mx="auto" p="4">
        {session.error && (
          <Box role="alert" bg="red.100" color="gray.950" p="3" borderRadius="md" mb="4">
            {textOf(t, session.error)}
          </Box>
        )}
        {session.phase === 'login' && <LoginScreen session={session} />}
        {session.phase === 'vehicle' && <VehicleScreen session={session} />}
        {session.phase === 'shift' && <ShiftScreen session={session} />}
        {session.phase === 'summary' && <SummaryScreen session={session} />}
      </Box>
    </Box>
  );
}
