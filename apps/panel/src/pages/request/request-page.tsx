import { Box, Card, Grid, Heading, chakra } from '@chakra-ui/react';
import { canReach, defaultPaymentMethod } from '@parada/core';
import {
  discountCheckFlow,
  nextAfterBooking,
  paymentChangeFlow,
  paymentsActions,
  rideRequestActions,
  selectPayments,
} from '@parada/core/store';
import {
  PaymentSection,
  RequestFormSections,
  RideMap,
  useMinWidth,
  useRequestForm,
  useAppDispatch,
  useAppSelector,
  useFlow,
  useRole,
} from '@parada/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { pathOf } from '../../app/paths';
import { useT } from '../../i18n/panel-i18n';

/**
 * Request a ride now or book it for later (spec §2 request, §3 payload, §5, §8): the ui's
 * request form sections, fed from core's draft. Core's sagas search addresses and fares,
 * validate and send the ride.
 */
export default function RequestPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useT();
  const wide = useMinWidth(1024);
  const form = useRequestForm();
  const { ride, say } = form;
  const payments = useAppSelector(selectPayments);
  const paymentChange = useFlow(paymentChangeFlow);
  const [discount, setDiscount] = useState('');
  // The code being checked: the form shows it as applied once the server has taken it.
  const checkingCode = useRef('');
  const discountCheck = useFlow(discountCheckFlow, (outcome) => {
    if (outcome.ok) setDiscount(checkingCode.current);
  });
  // Employees ride on the company's account: they have no methods of their own to list or
  // choose from, and the server refuses them the list.
  const choosesPayment = canReach(useRole(), 'PaymentMethod');

  useEffect(() => {
    if (choosesPayment) dispatch(paymentsActions.listRequested());
  }, [dispatch, choosesPayment]);

  // After a successful request the user follows the ride where the spec shows it: the quick
  // panel's status box for a ride now, the bookings list for one booked for later.
  const seenCreated = useRef(ride.lastCreated?.id ?? null);
  useEffect(() => {
    const created = ride.lastCreated;
    if (!created || created.id === seenCreated.current) return;
    seenCreated.current = created.id;
    navigate(
      pathOf(nextAfterBooking(created, 'client') === 'bookings' ? 'bookings' : 'panel_home'),
      { state: { follow: created.id } },
    );
  }, [ride.lastCreated, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(rideRequestActions.submitRequested());
  };

  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} maxW="7xl" mx="auto">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb={{ base: '3', md: '5' }}>
        {t('route.request')}
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
          <RideMap
            origin={ride.origin ? { ...ride.origin, label: ride.origin.name } : null}
            destination={
              ride.destination ? { ...ride.destination, label: ride.destination.name } : null
            }
            waypoints={ride.stops.map((stop) => ({ ...stop, label: stop.name }))}
            height={wide ? 'calc(100vh - 160px)' : '220px'}
          />
        </Box>

        <Card.Root order={{ base: 2, lg: 1 }} variant="elevated" borderRadius="l3">
          <Card.Body p={{ base: '4', md: '6' }}>
            <form onSubmit={submit} noValidate aria-labelledby="request-title">
              <chakra.span id="request-title" srOnly>
                {t('route.request')}
              </chakra.span>
              <RequestFormSections
                form={form}
                profileHref={pathOf('profile')}
                discount={{
                  code: discount,
                  onApply: (code) => {
                    checkingCode.current = code;
                    dispatch(discountCheckFlow.trigger(code));
                  },
                  pending: discountCheck.status === 'pending',
                  error:
                    discountCheck.status === 'failed' && discountCheck.outcome?.ok === false
                      ? say(discountCheck.outcome.message)
                      : null,
                  onOpen: () => dispatch(discountCheckFlow.reset()),
                }}
                payment={
                  choosesPayment ? (
                    <PaymentSection
                      method={defaultPaymentMethod(payments.methods) ?? null}
                      methods={payments.methods}
                      aggregatable={payments.aggregatable}
                      busy={paymentChange.status === 'pending'}
                      error={
                        paymentChange.status === 'failed' && paymentChange.outcome?.ok === false
                          ? say(paymentChange.outcome.message)
                          : null
                      }
                      onOpen={() => dispatch(paymentChangeFlow.reset())}
                      onSelectDefault={(id) => {
                        dispatch(paymentChangeFlow.trigger({ kind: 'default', id }));
                        dispatch(rideRequestActions.paymentMethodChosen(id));
                      }}
                    />
                  ) : null
                }
              />
            </form>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Box>
  );
}
