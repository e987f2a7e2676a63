import { Box, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import type { AdminGrouping } from '@parada/core';
import { LoadFailed, useAppContext } from '@parada/ui';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n/console-i18n';
import { FareSection } from './fare-section';
import { PricesSection } from './prices-section';
import { SurchargesSection } from './surcharges-section';
import type { Pricing } from './types';
import { ZonesSection } from './zones-section';

/**
 * Fares and zones: per grouping its fare with a sample trip priced before saving, the zones
 * on a map (drawn or imported), fixed prices between them and surcharges by time and day.
 * A grouping without zones or surcharges of its own uses those of the one above it; they
 * are edited there, as the note says.
 */
export default function FaresPage() {
  const { t } = useT();
  const api = useAppContext().parada.api;
  const [groupings, setGroupings] = useState<AdminGrouping[] | null>(null);
  const [groupingId, setGroupingId] = useState<number | null>(null);
  const [pricing, setPricing] = useState<Pricing | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api.console.groupings().then(
      (all) => {
        setGroupings(all);
        // The first grouping that prices rides itself: the one an operator changes most.
        setGroupingId((all.find((grouping) => grouping.fare) ?? all[0])?.id ?? null);
      },
      () => setFailed(true),
    );
  }, [api]);
  const load = useCallback(() => {
    if (groupingId === null) return;
    api.adminPricing.pricing(groupingId).then(setPricing, () => setFailed(true));
  }, [api, groupingId]);
  useEffect(load, [load]);

  const grouping = groupings?.find((one) => one.id === groupingId);
  const nameOf = (id: number | null) => groupings?.find((one) => one.id === id)?.name ?? '';
  const zonesOwner = pricing ? (pricing.zones_from ?? pricing.agrupation_id) : null;
  const surchargesOwner = pricing ? (pricing.surcharges_from ?? pricing.agrupation_id) : null;

  return (
    <Stack px={{ base: '3', md: '6' }} py="5" gap="5" maxW="7xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('route.fare_settings')}
      </Heading>
      {failed && <LoadFailed onRetry={() => window.location.reload()} />}
      {groupings && (
        <Box maxW="sm">
          <chakra.label
            htmlFor="fares-grouping"
            fontSize="sm"
            fontWeight="medium"
            display="block"
            mb="1.5"
          >
            {t('fare_desk.grouping')}
          </chakra.label>
          <chakra.select
            id="fares-grouping"
            value={groupingId ?? ''}
            onChange={(event) => {
              setPricing(null);
              setGroupingId(Number(event.currentTarget.value));
            }}
            borderWidth="1px"
            borderRadius="l2"
            h="11"
            px="2"
            w="full"
            bg="bg"
          >
            {groupings.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </chakra.select>
        </Box>
      )}
      {!pricing || !grouping ? (
        !failed && <Spinner alignSelf="center" aria-label={t('desk.loading')} />
      ) : (
        <>
          <FareSection
            key={pricing.agrupation_id}
            pricing={pricing}
            currency={grouping.currency}
            onSaved={setPricing}
          />
          {zonesOwner !== pricing.agrupation_id && zonesOwner !== null && (
            <Text role="note" bg="brand.subtle" px="4" py="3" borderRadius="l2">
              {t('fare_desk.inherited', { name: nameOf(zonesOwner) })}
            </Text>
          )}
          <ZonesSection owner={zonesOwner!} zones={pricing.zones} onChanged={load} />
          <PricesSection
            owner={zonesOwner!}
            zones={pricing.zones}
            prices={pricing.zone_prices}
            currency={grouping.currency}
            onChanged={load}
          />
          <SurchargesSection
            owner={surchargesOwner!}
            surcharges={pricing.surcharges}
            onChanged={load}
          />
        </>
      )}
    </Stack>
  );
}
