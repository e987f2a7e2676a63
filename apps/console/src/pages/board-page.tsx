import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Kbd,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { CAR_STATES, type BoardCar, type CarState } from '@parada/core';
import { LoadFailed } from '@parada/ui';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONSOLE_HEADER } from '../app/layout';
import { pathOf } from '../app/paths';
import { CAR_COLOURS } from '../board/car-colours';
import { useFormats } from '../board/format';
import { RideColumns, boardOrder } from '../board/ride-columns';
import { RideDetail, type RideDetailHandle } from '../board/ride-detail';
import { useBoard } from '../board/use-board';
import { useT } from '../i18n/console-i18n';

// Leaflet loads with the map, after the board's first paint.
const FleetMap = lazy(() => import('../board/fleet-map'));

/** Barcelona, where the map opens before any car is online. */
const FALLBACK_CENTER: [number, number] = [41.3888, 2.159];

/** The board's keys: what each does is listed on the board itself. */
const SHORTCUTS = [
  ['j', 'next'],
  ['k', 'previous'],
  ['a', 'assign'],
  ['c', 'cancel'],
  ['o', 'offer'],
  ['Esc', 'close'],
  ['b', 'book'],
] as const;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The live dispatch board (the console's home): the operator's online cars on a map by
 * state, the open rides in columns with counts, bookings for later, and a ride's detail
 * with its timeline and the dispatcher's actions. The event stream keeps it current.
 */
export default function BoardPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const formats = useFormats();
  const { board, status, live, cars, reload } = useBoard();
  const [selected, setSelected] = useState<number | null>(null);
  const detail = useRef<RideDetailHandle>(null);
  const [showKeys, setShowKeys] = useState(false);

  const order = useMemo(() => (board ? boardOrder(board.rides) : []), [board]);
  const counts = useMemo(() => {
    const byState: Record<CarState, number> = { free: 0, offered: 0, busy: 0 };
    for (const car of board?.cars ?? []) byState[car.state] += 1;
    return byState;
  }, [board]);
  const titleOf = useCallback(
    (car: BoardCar) => `${car.name} · ${car.plate} · ${t(`desk.car.${car.state}`)}`,
    [t],
  );

  const step = useCallback(
    (by: number) => {
      const ids = [...order.map((ride) => ride.id), ...(board?.later ?? []).map((ride) => ride.id)];
      if (ids.length === 0) return;
      const at = selected === null ? -1 : ids.indexOf(selected);
      const next = ids[(at + by + ids.length) % ids.length]!;
      setSelected(next);
      document.querySelector<HTMLElement>(`[data-ride="${next}"]`)?.focus();
    },
    [order, board, selected],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key === 'Escape') {
        setSelected(null);
        setShowKeys(false);
        return;
      }
      if (typing(event.target)) return;
      const action: Record<string, () => void> = {
        j: () => step(1),
        k: () => step(-1),
        a: () => detail.current?.focusAssign(),
        c: () => detail.current?.focusCancel(),
        o: () => detail.current?.offerAgain(),
        b: () => navigate(pathOf('phone_booking')),
        '?': () => setShowKeys((shown) => !shown),
      };
      const run = action[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, navigate]);

  if (status === 'failed' && !board) return <LoadFailed onRetry={() => void reload()} />;

  return (
    <Grid
      templateColumns={selected ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)'}
      gap="0"
      minH={`calc(100vh - ${CONSOLE_HEADER})`}
    >
      <Stack gap="4" p="4" minW="0">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl">
            {t('route.dispatch')}
          </Heading>
          <HStack gap="3">
            <Badge colorPalette={live ? 'green' : 'gray'} role="status">
              {live ? t('desk.live') : t('desk.connecting')}
            </Badge>
            <Button size="sm" variant="outline" onClick={() => setShowKeys((shown) => !shown)}>
              {t('desk.shortcuts.title')} <Kbd>?</Kbd>
            </Button>
            <Button size="sm" onClick={() => navigate(pathOf('phone_booking'))}>
              {t('route.phone_booking')} <Kbd>b</Kbd>
            </Button>
          </HStack>
        </HStack>
        {showKeys && (
          <Box
            as="section"
            aria-label={t('desk.shortcuts.title')}
            bg="bg"
            p="3"
            borderWidth="1px"
            borderRadius="l3"
          >
            <chakra.dl
              display="grid"
              gridTemplateColumns="auto 1fr"
              columnGap="3"
              rowGap="1"
              fontSize="sm"
            >
              {SHORTCUTS.map(([key, what]) => (
                <Box key={key} display="contents">
                  <dt>
                    <Kbd>{key}</Kbd>
                  </dt>
                  <dd>{t(`desk.shortcuts.${what}`)}</dd>
                </Box>
              ))}
            </chakra.dl>
          </Box>
        )}
        <Grid
          templateColumns={{ base: '1fr', xl: 'minmax(320px, 2fr) 3fr' }}
          gap="4"
          alignItems="start"
        >
          <Stack gap="2">
            <Box
              h={{ base: '320px', xl: 'calc(100vh - 15rem)' }}
              minH="320px"
              borderRadius="l3"
              overflow="hidden"
              borderWidth="1px"
            >
              <Suspense
                fallback={
                  <Box h="full" bg="bg.muted" role="status" aria-label={t('desk.map_loading')} />
                }
              >
                <FleetMap
                  cars={cars}
                  center={FALLBACK_CENTER}
                  label={t('desk.map')}
                  titleOf={titleOf}
                />
              </Suspense>
            </Box>
            <HStack
              as="ul"
              aria-label={t('desk.legend')}
              gap="4"
              listStyleType="none"
              m="0"
              p="0"
              fontSize="sm"
              wrap="wrap"
            >
              {CAR_STATES.map((state) => (
                <HStack as="li" key={state} gap="1.5">
                  <Box w="3" h="3" borderRadius="full" bg={CAR_COLOURS[state]} aria-hidden />
                  <Text>
                    {t(`desk.car.${state}`)} ({counts[state]})
                  </Text>
                </HStack>
              ))}
            </HStack>
          </Stack>
          <Stack gap="4" minW="0">
            <RideColumns rides={board?.rides ?? []} selectedId={selected} onSelect={setSelected} />
            <Box
              as="section"
              aria-labelledby="later-title"
              bg="bg"
              borderWidth="1px"
              borderRadius="l3"
              p="3"
            >
              <Heading as="h2" size="sm" id="later-title" mb="2" display="flex" gap="2">
                {t('desk.later')}
                <Badge variant="subtle">{board?.later.length ?? 0}</Badge>
              </Heading>
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {(board?.later ?? []).map((ride) => (
                  <li key={ride.id}>
                    <chakra.button
                      type="button"
                      data-ride={ride.id}
                      aria-pressed={ride.id === selected}
                      onClick={() => setSelected(ride.id)}
                      w="full"
                      textAlign="start"
                      px="2"
                      py="1"
                      borderRadius="l2"
                      bg={ride.id === selected ? 'brand.subtle' : undefined}
                      _hover={{ bg: 'bg.muted' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                      fontSize="sm"
                    >
                      <strong>
                        {ride.scheduled_at ? formats.dateTime(ride.scheduled_at) : ''}
                      </strong>{' '}
                      · #{ride.id} {ride.client_name} · {ride.origin}
                      {ride.driver_name
                        ? ` · ${t('desk.preassigned', { name: ride.driver_name })}`
                        : ''}
                    </chakra.button>
                  </li>
                ))}
              </Stack>
              {board?.later.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('desk.empty')}
                </Text>
              )}
            </Box>
          </Stack>
        </Grid>
      </Stack>
      {selected !== null && (
        <Box
          as="aside"
          bg="bg"
          borderStartWidth="1px"
          overflowY="auto"
          maxH={`calc(100vh - ${CONSOLE_HEADER})`}
          position="sticky"
          top={CONSOLE_HEADER}
        >
          <RideDetail
            ref={detail}
            id={selected}
            version={board}
            onClose={() => setSelected(null)}
          />
        </Box>
      )}
    </Grid>
  );
}
