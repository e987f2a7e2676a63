import { Box, Button, Grid, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { formatCents } from '@parada/core';
import { TextField, useLanguage } from '@parada/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/console-i18n';
import { typedCents } from './amounts';
import { sectionFrame } from './zones-section';
import type { Pricing, Zone } from './types';
import { useAdminCall } from './use-admin-call';

type ZonePrice = Pricing['zone_prices'][number];

const selectStyle = {
  borderWidth: '1px',
  borderRadius: 'l2',
  h: '11',
  px: '2',
  w: 'full',
  bg: 'bg',
} as const;

/** One fixed price: its route, its amount edited in place, its delete button. */
function PriceRow({
  price,
  route,
  currency,
  onChanged,
}: {
  price: ZonePrice;
  route: string;
  currency: string;
  onChanged: () => void;
}) {
  const { t } = useT();
  const language = useLanguage();
  const call = useAdminCall();
  const [amount, setAmount] = useState((price.amount / 100).toFixed(2));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await call.run((api) =>
        api.updateZonePrice(price.id, { amount: typedCents(amount) as never }),
      )
    )
      onChanged();
  };
  return (
    <chakra.li listStyleType="none" borderBottomWidth="1px" py="2">
      <chakra.form onSubmit={save}>
        <HStack align="end" gap="2" flexWrap="wrap">
          <Stack gap="0" flex="1" minW="160px">
            <Text fontWeight="medium">{route}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatCents(price.amount, currency, language)} ·{' '}
              {price.both_ways ? t('fare_desk.prices.both_ways') : t('fare_desk.prices.one_way')}
            </Text>
          </Stack>
          <Box w="120px">
            <TextField
              label={t('fare_desk.prices.amount')}
              aria-label={t('fare_desk.prices.amount_of', { route })}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={call.errorOf('amount')}
            />
          </Box>
          <Button type="submit" variant="outline" loading={call.pending}>
            {t('actions.save')}
          </Button>
          <Button
            variant="ghost"
            colorPalette="red"
            aria-label={t('fare_desk.prices.delete', { route })}
            onClick={async () => {
              if (await call.run((api) => api.deleteZonePrice(price.id))) onChanged();
            }}
          >
            ✕
          </Button>
        </HStack>
        {call.restOf(['amount']) && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {call.restOf(['amount'])}
          </Text>
        )}
      </chakra.form>
    </chakra.li>
  );
}

/** Fixed prices between two zones (one way or both), added, edited and deleted. */
export function PricesSection({
  owner,
  zones,
  prices,
  currency,
  onChanged,
}: {
  owner: number;
  zones: readonly Zone[];
  prices: readonly ZonePrice[];
  currency: string;
  onChanged: () => void;
}) {
  const { t } = useT();
  const call = useAdminCall();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [bothWays, setBothWays] = useState(true);
  const nameOf = (id: number) => zones.find((zone) => zone.id === id)?.name ?? `#${id}`;
  const routeOf = (price: ZonePrice) =>
    `${nameOf(price.from_zone_id)} ${price.both_ways ? '↔' : '→'} ${nameOf(price.to_zone_id)}`;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const made = await call.run((api) =>
      api.createZonePrice(owner, {
        from_zone_id: (from ? Number(from) : null) as never,
        to_zone_id: (to ? Number(to) : null) as never,
        amount: typedCents(amount) as never,
        both_ways: bothWays,
      }),
    );
    if (made) {
      setAmount('');
      onChanged();
    }
  };
  const zoneSelect = (id: string, value: string, set: (value: string) => void, field: string) => {
    const error = call.errorOf(field);
    return (
      <Box>
        <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1.5">
          {t(`fare_desk.prices.${field === 'from_zone_id' ? 'from' : 'to'}`)}
        </chakra.label>
        <chakra.select
          id={id}
          value={value}
          onChange={(event) => set(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? `${id}-error` : undefined}
          {...selectStyle}
          borderColor={error ? 'border.error' : undefined}
        >
          <option value="">—</option>
          {zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.name}
            </option>
          ))}
        </chakra.select>
        {error && (
          <Text id={`${id}-error`} color="fg.error" fontSize="sm" mt="1.5">
            {error}
          </Text>
        )}
      </Box>
    );
  };

  return (
    <Box as="section" aria-labelledby="prices-title" {...sectionFrame}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id="prices-title">
          {t('fare_desk.prices.title')}
        </Heading>
        {prices.length === 0 ? (
          <Text color="fg.muted">{t('fare_desk.prices.none')}</Text>
        ) : (
          <chakra.ul aria-label={t('fare_desk.prices.title')} m="0" p="0">
            {prices.map((price) => (
              <PriceRow
                key={`${price.id}-${price.amount}`}
                price={price}
                route={routeOf(price)}
                currency={currency}
                onChanged={onChanged}
              />
            ))}
          </chakra.ul>
        )}
        {zones.length === 0 ? (
          <Text color="fg.muted">{t('fare_desk.prices.need_zones')}</Text>
        ) : (
          <chakra.form onSubmit={add} aria-label={t('fare_desk.prices.add')}>
            <Grid
              templateColumns={{ base: '1fr', md: '1fr 1fr 140px auto auto' }}
              gap="3"
              alignItems="end"
            >
              {zoneSelect('price-from', from, setFrom, 'from_zone_id')}
              {zoneSelect('price-to', to, setTo, 'to_zone_id')}
              <TextField
                label={t('fare_desk.prices.amount')}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
                error={call.errorOf('amount')}
              />
              <chakra.label display="flex" alignItems="center" gap="2" h="11">
                <input
                  type="checkbox"
                  checked={bothWays}
                  onChange={(event) => setBothWays(event.currentTarget.checked)}
                />
                {t('fare_desk.prices.both_ways')}
              </chakra.label>
              <Button type="submit" loading={call.pending}>
                {t('fare_desk.prices.add')}
              </Button>
            </Grid>
            {call.restOf(['from_zone_id', 'to_zone_id', 'amount']) && (
              <Text color="fg.error" fontSize="sm" role="alert" mt="2">
                {call.restOf(['from_zone_id', 'to_zone_id', 'amount'])}
              </Text>
            )}
          </chakra.form>
        )}
      </Stack>
    </Box>
  );
}
