import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Grid,
  HStack,
  Heading,
  IconButton,
  List,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import {
  TEXT_MAX,
  addressSearchActions,
  appliedFare,
  nextAfterBooking,
  canAddStop,
  defaultPaymentMethod,
  faresActions,
  formatMoney,
  isMessageKey,
  paymentsActions,
  rideRequestActions,
  selectAddressSearch,
  selectChosenGrouping,
  selectFares,
  selectFavorites,
  selectPaymentChange,
  selectPayments,
  selectRideRequest,
  type AddressField as AddressBox,
  type AddressSuggestion,
  type Agrupation,
  type RideField,
} from '@parada/core';
import {
  AddressField,
  AppDialog,
  ConfirmDialog,
  FarePickerDialog,
  PassengersStepper,
  PaymentMethodDialog,
  RideMap,
  TextField,
  useLanguage,
  useMinWidth,
} from '@parada/ui';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router';
import { pathOf } from '../../app/paths';
import { usePanelTranslation } from '../../i18n/panel-i18n';

const ScheduleDialog = lazy(() => import('./schedule-dialog'));

/** The boxes that search addresses: origin, destination, and the stop being added. */
type SearchBox = AddressBox | 'stop';

/**
 * Request a ride now or book it for later (spec §2 request, §3 payload, §5, §8). The screen
 * dispatches; core's sagas search addresses and fares, validate and send the ride.
 */
export default function RequestPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = usePanelTranslation();
  // Core's texts (routes, the spec's messages) live in core's own namespace.
  const { t: tCore } = useTranslation();
  const language = useLanguage();
  const wide = useMinWidth(1024);

  const ride = useSelector(selectRideRequest);
  const fares = useSelector(selectFares);
  const chosen = useSelector(selectChosenGrouping);
  const search = useSelector(selectAddressSearch);
  const favorites = useSelector(selectFavorites);
  const payments = useSelector(selectPayments);
  const paymentChange = useSelector(selectPaymentChange);
  const { submission } = ride;

  const [queries, setQueries] = useState<Record<SearchBox, string>>({
    origin: ride.origin?.name ?? '',
    destination: ride.destination?.name ?? '',
    stop: '',
  });
  const [addingStop, setAddingStop] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [discountOpen, setDiscountOpen] = useState(false);
  const [discountDraft, setDiscountDraft] = useState('');
  const [appliedCode, setAppliedCode] = useState('');
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  // The date dialog's code is fetched the first time "Later" is chosen, then kept.
  const [scheduleLoaded, setScheduleLoaded] = useState(false);
  const laterButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    dispatch(paymentsActions.listRequested());
  }, [dispatch]);

  // A chosen address (typed, picked on the list or located) shows its name in its box.
  useEffect(() => {
    const name = ride.origin?.name;
    if (name) setQueries((current) => ({ ...current, origin: name }));
  }, [ride.origin]);
  useEffect(() => {
    const name = ride.destination?.name;
    if (name) setQueries((current) => ({ ...current, destination: name }));
  }, [ride.destination]);

  // After a successful request the user follows the ride where the spec shows it: the quick
  // panel's status box for a ride now, the bookings list for one booked for later.
  const seenCreated = useRef(ride.lastCreated?.id ?? null);
  useEffect(() => {
    const created = ride.lastCreated;
    if (!created || created.id === seenCreated.current) return;
    seenCreated.current = created.id;
    navigate(
      pathOf(nextAfterBooking(created, 'client') === 'bookings' ? 'bookings' : 'panel_home'),
    );
  }, [ride.lastCreated, navigate]);

  /** A message key of ours in the user's language, or the server's text as it came. */
  const say = (message: string): string =>
    isMessageKey(message) ? tCore(message, { max: TEXT_MAX.address }) : message;

  const showsFieldErrors = submission.status === 'failed' && submission.dialog === null;
  const fieldError = (field: RideField): string | null => {
    if (!showsFieldErrors) return null;
    const found = submission.errors.find((error) => error.field === field);
    return found ? say(found.message) : null;
  };

  const typed = (box: SearchBox, query: string) => {
    setQueries((current) => ({ ...current, [box]: query }));
    // Editing a chosen address un-chooses it: the fare of the old place no longer applies.
    if (box !== 'stop' && ride[box] && query !== ride[box]?.name) {
      dispatch(rideRequestActions.addressCleared(box));
    }
    // Stops are drop-offs: they are searched like the destination, near the pick-up.
    dispatch(rideRequestActions.focusChanged(box === 'origin' ? 'origin' : 'destination'));
    dispatch(
      addressSearchActions.queryChanged({
        field: box === 'origin' ? 'origin' : 'destination',
        query,
      }),
    );
  };

  const chosenFor = (box: SearchBox) => (address: AddressSuggestion) => {
    if (box === 'stop') {
      dispatch(rideRequestActions.stopAdded(address));
      setQueries((current) => ({ ...current, stop: '' }));
      setAddingStop(false);
      return;
    }
    dispatch(rideRequestActions.focusChanged(box));
    dispatch(rideRequestActions.addressChosen(address));
    setQueries((current) => ({ ...current, [box]: address.name }));
  };

  const clearBox = (box: AddressBox) => {
    setQueries((current) => ({ ...current, [box]: '' }));
    dispatch(rideRequestActions.addressCleared(box));
  };

  const resultsFor = (box: SearchBox) => {
    const current = search.query === queries[box] && queries[box] !== '';
    return {
      results: current ? search.suggestions.filter((suggestion) => !suggestion.favorite) : [],
      searching: current && search.status === 'pending',
    };
  };

  const locatingError = (box: AddressBox): string | null =>
    ride.locating?.field === box && ride.locating.error ? say(ride.locating.error) : null;

  const addressBox = (box: AddressBox) => {
    const { results, searching } = resultsFor(box);
    return (
      <Stack gap="1">
        <AddressField
          kind={box}
          label={t(`request.${box}`)}
          query={queries[box]}
          onQueryChange={(query) => typed(box, query)}
          onSelect={chosenFor(box)}
          favorites={favorites}
          results={results}
          searching={
            searching || (ride.locating?.field === box && ride.locating.status === 'pending')
          }
          onClear={() => clearBox(box)}
          onLocate={(position) =>
            dispatch(rideRequestActions.positionLocated({ field: box, ...position }))
          }
          onFocus={() => dispatch(rideRequestActions.focusChanged(box))}
          error={fieldError(box) ?? locatingError(box)}
        />
        {ride.locating?.field === box && ride.locating.status === 'pending' && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('request.locating')}
          </Text>
        )}
      </Stack>
    );
  };

  const onChooseFare = useCallback(
    (grouping: Agrupation) => {
      dispatch(faresActions.groupingChosen(grouping));
      setPickerOpen(false);
    },
    [dispatch],
  );

  const applyDiscount = (event: FormEvent) => {
    event.preventDefault();
    const code = discountDraft.trim();
    setAppliedCode(code);
    dispatch(faresActions.locatorEntered(code));
    setDiscountOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(rideRequestActions.submitRequested());
  };

  const hasRoute = ride.origin !== null && ride.destination !== null;
  const scheduled = ride.schedule !== null;
  const topLevel = fares.levels[0] ?? [];
  const method = defaultPaymentMethod(payments.methods);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const failureDialog =
    submission.status === 'failed' && submission.dialog !== null ? submission.dialog : null;
  const dismissFailure = () => dispatch(rideRequestActions.failureDismissed());

  const mapPoints = {
    origin: ride.origin ? { ...ride.origin, label: ride.origin.name } : null,
    destination: ride.destination ? { ...ride.destination, label: ride.destination.name } : null,
    waypoints: ride.stops.map((stop) => ({ ...stop, label: stop.name })),
  };

  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} maxW="7xl" mx="auto">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb={{ base: '3', md: '5' }}>
        {tCore('route.request')}
      </Heading>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(380px, 460px) 1fr' }}
        gap={{ base: '4', lg: '6' }}
        alignItems="start"
      >
        <Box
          order={{ base: 1, lg: 2 }}
          position={{ lg: 'sticky' }}
          top={{ lg: '4' }}
          as="section"
          aria-label={t('request.map')}
        >
          <RideMap {...mapPoints} height={wide ? 'calc(100vh - 160px)' : '220px'} />
        </Box>

        <Card.Root order={{ base: 2, lg: 1 }} variant="elevated" borderRadius="l3">
          <Card.Body p={{ base: '4', md: '6' }}>
            <form onSubmit={submit} noValidate aria-labelledby="request-title">
              <chakra.span id="request-title" srOnly>
                {tCore('route.request')}
              </chakra.span>
              <Stack gap="6">
                <chakra.fieldset>
                  <chakra.legend fontWeight="semibold" fontSize="lg" mb="3">
                    {t('request.trip')}
                  </chakra.legend>
                  <Stack gap="4">
                    {addressBox('origin')}
                    {ride.stops.length > 0 && (
                      <List.Root listStyleType="none" gap="2" aria-label={t('request.add_stop')}>
                        {ride.stops.map((stop, index) => (
                          <List.Item
                            key={`${stop.latitude},${stop.longitude},${index}`}
                            display="flex"
                            alignItems="center"
                            gap="3"
                            ps="3"
                            pe="1"
                            py="1"
                            borderWidth="1px"
                            borderRadius="l2"
                            bg="bg.subtle"
                          >
                            <Box flex="1" minW="0">
                              <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                                {t('request.stop', { index: index + 1 })}
                              </Text>
                              <Text truncate>{stop.alias ?? stop.name}</Text>
                            </Box>
                            <IconButton
                              variant="ghost"
                              size="sm"
                              aria-label={t('request.remove_stop', {
                                index: index + 1,
                                name: stop.name,
                              })}
                              onClick={() => dispatch(rideRequestActions.stopRemoved(index))}
                            >
                              <chakra.span aria-hidden fontSize="lg" lineHeight="1">
                                ×
                              </chakra.span>
                            </IconButton>
                          </List.Item>
                        ))}
                      </List.Root>
                    )}
                    {addingStop ? (
                      <Stack gap="2">
                        <AddressField
                          kind="destination"
                          label={t('request.new_stop')}
                          query={queries.stop}
                          onQueryChange={(query) => typed('stop', query)}
                          onSelect={chosenFor('stop')}
                          favorites={favorites}
                          {...resultsFor('stop')}
                          error={fieldError('stops')}
                        />
                        <Button
                          variant="ghost"
                          size="sm"
                          alignSelf="flex-start"
                          onClick={() => {
                            setAddingStop(false);
                            setQueries((current) => ({ ...current, stop: '' }));
                          }}
                        >
                          {t('request.cancel_stop')}
                        </Button>
                      </Stack>
                    ) : (
                      canAddStop(ride.stops) && (
                        <Button
                          variant="outline"
                          size="sm"
                          alignSelf="flex-start"
                          onClick={() => setAddingStop(true)}
                        >
                          + {t('request.add_stop')}
                        </Button>
                      )
                    )}
                    {addressBox('destination')}
                  </Stack>
                </chakra.fieldset>

                <chakra.fieldset>
                  <chakra.legend fontWeight="semibold" fontSize="lg" mb="3">
                    {t('request.when')}
                  </chakra.legend>
                  <Stack gap="3">
                    <HStack gap="2">
                      <Button
                        flex="1"
                        variant={scheduled ? 'outline' : 'solid'}
                        colorPalette="brand"
                        aria-pressed={!scheduled}
                        onClick={() => dispatch(rideRequestActions.scheduleCleared())}
                      >
                        {t('request.now')}
                      </Button>
                      <Button
                        ref={laterButton}
                        flex="1"
                        variant={scheduled ? 'solid' : 'outline'}
                        colorPalette="brand"
                        aria-pressed={scheduled}
                        onClick={() => {
                          setScheduleLoaded(true);
                          setScheduleOpen(true);
                        }}
                      >
                        {t('request.later')}
                      </Button>
                    </HStack>
                    {ride.schedule && (
                      <HStack
                        justify="space-between"
                        gap="3"
                        p="3"
                        borderRadius="l2"
                        bg="brand.subtle"
                        wrap="wrap"
                      >
                        <Text fontWeight="medium" color="brand.fg">
                          {t('request.scheduled_for', {
                            date: ride.schedule.date,
                            time: ride.schedule.time,
                          })}
                        </Text>
                        <Button
                          size="sm"
                          variant="ghost"
                          colorPalette="brand"
                          onClick={() => setScheduleOpen(true)}
                        >
                          {t('request.change_date')}
                        </Button>
                      </HStack>
                    )}
                    {fieldError('schedule') && (
                      <Text color="fg.error" fontSize="sm">
                        {fieldError('schedule')}
                      </Text>
                    )}
                  </Stack>
                </chakra.fieldset>

                <Stack gap="2">
                  <PassengersStepper
                    value={ride.passengers}
                    max={chosen?.max_num_passengers ?? null}
                    onChange={(value) => dispatch(rideRequestActions.passengersChanged(value))}
                  />
                  {fieldError('passengers') && (
                    <Text color="fg.error" fontSize="sm">
                      {fieldError('passengers')}
                    </Text>
                  )}
                </Stack>

                <chakra.fieldset>
                  <chakra.legend fontWeight="semibold" fontSize="lg" mb="3">
                    {t('request.fare')}
                  </chakra.legend>
                  <Stack gap="3">
                    {fares.error && (
                      <Alert.Root status="error" borderRadius="l2">
                        <Alert.Indicator />
                        <Alert.Content>
                          <Alert.Title>{tCore('error.problem')}</Alert.Title>
                          <Alert.Description role="alert">{fares.error}</Alert.Description>
                        </Alert.Content>
                        <Button
                          size="xs"
                          variant="ghost"
                          onClick={() => dispatch(faresActions.errorDismissed())}
                        >
                          {t('actions.close', { ns: 'ui' })}
                        </Button>
                      </Alert.Root>
                    )}
                    <FareSummary
                      grouping={chosen}
                      scheduled={scheduled}
                      money={money}
                      emptyText={
                        !hasRoute
                          ? t('request.fare_needs_route')
                          : fares.status === 'pending'
                            ? t('request.fare_searching')
                            : t('request.fare_none')
                      }
                    />
                    {appliedCode && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('request.discount_active', { code: appliedCode })}
                      </Text>
                    )}
                    <Button
                      variant="outline"
                      colorPalette="brand"
                      disabled={!hasRoute}
                      loading={hasRoute && fares.status === 'pending' && !pickerOpen}
                      onClick={() => setPickerOpen(true)}
                    >
                      {chosen ? t('request.change_fare') : t('request.choose_fare')}
                    </Button>
                    {fieldError('grouping') && (
                      <Text color="fg.error" fontSize="sm">
                        {fieldError('grouping')}
                      </Text>
                    )}
                  </Stack>
                </chakra.fieldset>

                <chakra.fieldset>
                  <chakra.legend fontWeight="semibold" fontSize="lg" mb="3">
                    {t('request.payment')}
                  </chakra.legend>
                  <HStack
                    justify="space-between"
                    gap="3"
                    p="3"
                    borderWidth="1px"
                    borderRadius="l2"
                    wrap="wrap"
                  >
                    <Text fontWeight="medium">{method?.name ?? t('request.payment_default')}</Text>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="brand"
                      disabled={payments.methods.length === 0}
                      aria-label={t('request.payment_change')}
                      onClick={() => {
                        dispatch(paymentsActions.changeDismissed());
                        setPaymentOpen(true);
                      }}
                    >
                      {t('request.change')}
                    </Button>
                  </HStack>
                  {paymentChange.status === 'failed' && paymentChange.error && !paymentOpen && (
                    <Text color="fg.error" fontSize="sm" mt="2" role="alert">
                      {say(paymentChange.error)}
                    </Text>
                  )}
                </chakra.fieldset>

                <chakra.fieldset>
                  <chakra.legend fontWeight="semibold" fontSize="lg" mb="1">
                    {t('request.traveler')}
                  </chakra.legend>
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {t('request.traveler_hint')}
                  </Text>
                  <Stack gap="4">
                    <TextField
                      label={t('request.traveler_name')}
                      name="traveler_name"
                      autoComplete="name"
                      maxLength={TEXT_MAX.name}
                      value={ride.traveler.name}
                      error={fieldError('traveler')}
                      onChange={(event) =>
                        dispatch(rideRequestActions.travelerChanged({ name: event.target.value }))
                      }
                    />
                    <TextField
                      label={t('request.traveler_phone')}
                      name="traveler_phone"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      maxLength={20}
                      value={ride.traveler.phone}
                      error={fieldError('traveler_phone')}
                      onChange={(event) =>
                        dispatch(rideRequestActions.travelerChanged({ phone: event.target.value }))
                      }
                    />
                    <Field.Root invalid={Boolean(fieldError('extra_data'))}>
                      <Field.Label>{t('request.notes')}</Field.Label>
                      <Textarea
                        name="notes"
                        rows={2}
                        autoresize
                        bg="bg"
                        maxLength={TEXT_MAX.address}
                        value={ride.extraData}
                        onChange={(event) =>
                          dispatch(rideRequestActions.extraDataChanged(event.target.value))
                        }
                      />
                      {fieldError('extra_data') ? (
                        <Field.ErrorText>{fieldError('extra_data')}</Field.ErrorText>
                      ) : (
                        <Field.HelperText>
                          {t('request.notes_hint', { max: TEXT_MAX.address })}
                        </Field.HelperText>
                      )}
                    </Field.Root>
                  </Stack>
                </chakra.fieldset>

                {showsFieldErrors && submission.message && (
                  <Alert.Root status="error" borderRadius="l2">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{t('request.fix_form')}</Alert.Title>
                      <Alert.Description role="alert">{say(submission.message)}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}

                <Button
                  type="submit"
                  size="lg"
                  colorPalette="brand"
                  loading={submission.status === 'pending'}
                >
                  {scheduled ? t('request.submit_later') : t('request.submit_now')}
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Grid>

      <FarePickerDialog
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        agrupations={topLevel}
        onChoose={onChooseFare}
        scheduled={scheduled}
        loading={fares.status === 'pending'}
        onDiscount={() => {
          setDiscountDraft(appliedCode);
          setDiscountOpen(true);
        }}
      />

      <AppDialog
        open={discountOpen}
        onClose={() => setDiscountOpen(false)}
        title={t('fare.discount', { ns: 'ui' })}
        width="small"
      >
        <form onSubmit={applyDiscount} noValidate>
          <Stack gap="4">
            <TextField
              label={t('fare.discount_label', { ns: 'ui' })}
              name="locator"
              autoComplete="off"
              maxLength={TEXT_MAX.short}
              value={discountDraft}
              helperText={t('request.discount_hint')}
              onChange={(event) => setDiscountDraft(event.target.value)}
            />
            <Button type="submit" colorPalette="brand">
              {t('request.discount_apply')}
            </Button>
          </Stack>
        </form>
      </AppDialog>

      <PaymentMethodDialog
        open={paymentOpen}
        onClose={() => setPaymentOpen(false)}
        methods={payments.methods}
        aggregatable={payments.aggregatable}
        busy={paymentChange.status === 'pending'}
        onSelectDefault={(id) => {
          dispatch(paymentsActions.changeRequested({ kind: 'default', id }));
          dispatch(rideRequestActions.paymentMethodChosen(id));
        }}
      />

      {scheduleLoaded && (
        <Suspense fallback={null}>
          <ScheduleDialog
            open={scheduleOpen}
            onClose={() => setScheduleOpen(false)}
            initial={ride.schedule ?? undefined}
            onAccept={(value) => {
              dispatch(rideRequestActions.scheduleChosen(value));
              setScheduleOpen(false);
            }}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={submission.status === 'confirming'}
        title={t('request.confirm_title')}
        message={tCore('ride.confirm_several_scheduled')}
        confirmLabel={t('request.confirm_action')}
        onCancel={dismissFailure}
        onConfirm={() => dispatch(rideRequestActions.submitRequested({ confirmed: true }))}
      />

      <AppDialog
        open={failureDialog !== null}
        onClose={dismissFailure}
        role="alertdialog"
        tone="danger"
        width="small"
        title={
          failureDialog === 'edit_address_'
            ? tCore('error.problem')
            : tCore('ride.all_request_faile')
        }
        footer={
          failureDialog === 'edit_address_' ? (
            <Button asChild colorPalette="brand" width="full">
              <RouterLink to={pathOf('profile')} onClick={dismissFailure}>
                {t('request.edit_profile')}
              </RouterLink>
            </Button>
          ) : (
            <Button colorPalette="red" width="full" onClick={dismissFailure}>
              {t('actions.accept', { ns: 'ui' })}
            </Button>
          )
        }
      >
        <Stack gap="3">
          <Text>{submission.message ? say(submission.message) : null}</Text>
          {submission.errors.length > 0 && (
            <Box>
              <Text fontSize="sm" color="fg.muted" mb="1">
                {t('request.server_errors')}
              </Text>
              <List.Root ps="5" gap="1">
                {submission.errors.map((error, index) => (
                  <List.Item key={`${error.field}-${index}`}>{say(error.message)}</List.Item>
                ))}
              </List.Root>
            </Box>
          )}
        </Stack>
      </AppDialog>
    </Box>
  );
}

/** The chosen fare as the form shows it: name, fare name and the price that applies. */
function FareSummary({
  grouping,
  scheduled,
  money,
  emptyText,
}: {
  grouping: Agrupation | null;
  scheduled: boolean;
  money: (amount: number, currency: string) => string;
  emptyText: string;
}) {
  if (!grouping) {
    return (
      <Text color="fg.muted" fontSize="sm" role="status">
        {emptyText}
      </Text>
    );
  }
  const amount = appliedFare(grouping.fare, scheduled);
  const without = grouping.fare?.amount_without_discount;
  return (
    <HStack
      justify="space-between"
      align="flex-start"
      gap="3"
      p="3"
      borderWidth="1px"
      borderColor="brand.solid"
      borderRadius="l2"
      bg="brand.subtle"
    >
      <Box minW="0">
        <Text fontWeight="semibold">{grouping.name}</Text>
        {grouping.fare?.fare && (
          <Text fontSize="sm" color="fg.muted">
            {grouping.fare.fare}
          </Text>
        )}
      </Box>
      {amount != null && (
        <Box textAlign="end" flexShrink={0}>
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {money(amount, grouping.currency)}
          </Text>
          {without != null && grouping.fare && without > grouping.fare.amount && (
            <Text as="s" fontSize="sm" color="fg.muted">
              {money(without, grouping.currency)}
            </Text>
          )}
        </Box>
      )}
    </HStack>
  );
}
