import { Badge, Box, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { BOARD_COLUMNS, type BoardColumn, type BoardRide } from '@parada/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/console-i18n';
import { useFormats } from './format';

export interface RideColumnsProps {
  rides: readonly BoardRide[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Rides in a column in the order the board shows them: the longest waiting first. */
export const ridesIn = (rides: readonly BoardRide[], column: BoardColumn) =>
  rides
    .filter((ride) => ride.column === column)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

/** Every open ride in board order, column by column: what j and k walk through. */
export const boardOrder = (rides: readonly BoardRide[]) =>
  BOARD_COLUMNS.flatMap((column) => ridesIn(rides, column));

/** A clock that ticks every 15 s: ages on the board stay right without reading it again. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The open rides in four columns (waiting, offered, assigned, in progress) with counts. */
export function RideColumns({ rides, selectedId, onSelect }: RideColumnsProps) {
  const { t } = useT();
  const formats = useFormats();
  const now = useNow();
  return (
    <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="3" alignItems="start">
      {BOARD_COLUMNS.map((column) => {
        const list = ridesIn(rides, column);
        const headingId = `column-${column}`;
        return (
          <Box
            key={column}
            as="section"
            aria-labelledby={headingId}
            bg="bg"
            borderWidth="1px"
            borderRadius="l3"
            p="2"
            minH="32"
          >
            <Heading
              as="h2"
              size="sm"
              id={headingId}
              px="1"
              pb="2"
              display="flex"
              alignItems="start"
              gap="2"
            >
              {t(`desk.column.${column}`)}
              <Badge variant="subtle" aria-label={t('desk.count', { count: list.length })}>
                {list.length}
              </Badge>
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {list.map((ride) => {
                const selected = ride.id === selectedId;
                const age = formats.minutesSince(ride.created_at, now);
                return (
                  <li key={ride.id}>
                    <chakra.button
                      type="button"
                      data-ride={ride.id}
                      aria-pressed={selected}
                      onClick={() => onSelect(ride.id)}
                      w="full"
                      textAlign="start"
                      p="2"
                      borderRadius="l2"
                      borderWidth="1px"
                      borderColor={selected ? 'brand.solid' : 'border'}
                      bg={selected ? 'brand.subtle' : 'bg'}
                      _hover={{ bg: 'bg.muted' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                    >
                      <Text fontWeight="semibold" fontSize="sm" display="flex" gap="2">
                        #{ride.id} {ride.client_name}
                        {column === 'waiting' && (
                          <Badge colorPalette={age >= 5 ? 'red' : 'gray'} size="sm">
                            {t('desk.age', { count: age })}
                          </Badge>
                        )}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                        {ride.origin}
                      </Text>
                      {(ride.driver_name ?? ride.offered_driver_name) && (
                        <Text fontSize="xs" lineClamp={1}>
                          {column === 'offered'
                            ? t('desk.offered_to', { name: ride.offered_driver_name })
                            : ride.driver_name}
                        </Text>
                      )}
                    </chakra.button>
                  </li>
                );
              })}
            </Stack>
            {list.length === 0 && (
              <Text fontSize="sm" color="fg.muted" px="1">
                {t('desk.empty')}
              </Text>
            )}
          </Box>
        );
      })}
    </Grid>
  );
}
