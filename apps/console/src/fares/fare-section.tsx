import { Box, Button, Grid, Heading, HStack, List, Stack, Text, chakra } from '@chakra-ui/react';
import { formatCents } from '@parada/core';
import { TextField, useLanguage } from '@parada/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/console-i18n';
import { typedCents as centsOf, typedNumber as numberOf } from './amounts';
import { PlaceBox, type Place } from './place-box';
import type { Pricing } from './types';
import { useAdminCall } from './use-admin-call';

const MONEY_FIELDS = [
  'flag_fall',
  'per_km',
  'per_minute',
  'minimum',
  'scheduled_supplement',
  'booking_supplement',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
type Form = Record<MoneyField | 'discount_percent', string>;

const units = (cents: number) => (cents / 100).toFixed(2);

const formOf = (pricing: Pricing): Form => ({
  flag_fall: units(pricing.fare?.flag_fall ?? 0),
  per_km: units(pricing.fare?.per_km ?? 0),
  per_minute: units(pricing.per_minute),
  minimum: units(pricing.fare?.minimum ?? 0),
  scheduled_supplement: units(pricing.fare?.scheduled_supplement ?? 0),
  booking_supplement: units(pricing.booking_supplement),
  discount_percent: String(pricing.fare?.discount_percent ?? 0),
});

/** Tomorrow at noon on the operator's clock, the sample trip's time until one is chosen. */
const tomorrowNoon = () => {
  const day = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T12:00`;
};

/**
 * A grouping's fare: base, per km, per minute, minimum and extras, with a sample trip
 * priced by the server with what is typed (nothing saved) before the operator saves it.
 * The form starts from `pricing` once per grouping (the page keys it by the grouping), so
 * a change of zones that reloads the pricing keeps what is being typed.
 */
export function FareSection({
  pricing,
  currency,
  onSaved,
}: {
  pricing: Pricing;
  currency: string;
  onSaved: (pricing: Pricing) => void;
}) {
  const { t } = useT();
  const language = useLanguage();
  const save = useAdminCall();
  const preview = useAdminCall();
  const [form, setForm] = useState<Form>(() => formOf(pricing));
  const [from, setFrom] = useState<Place | null>(null);
  const [to, setTo] = useState<Place | null>(null);
  const [at, setAt] = useState(tomorrowNoon);
  const [quote, setQuote] = useState<Awaited<
    ReturnType<ReturnType<typeof useAdminCall>['api']['preview']>
  > | null>(null);
  const [saved, setSaved] = useState(false);
  const [missingPlaces, setMissingPlaces] = useState(false);

  const fare = () => ({
    flag_fall: centsOf(form.flag_fall),
    per_km: centsOf(form.per_km),
    minimum: centsOf(form.minimum),
    scheduled_supplement: centsOf(form.scheduled_supplement),
    discount_percent: numberOf(form.discount_percent),
  });
  const body = () => ({
    fare: fare() as never,
    per_minute: centsOf(form.per_minute) as never,
    booking_supplement: centsOf(form.booking_supplement) as never,
  });

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const answer = await save.run((api) => api.updatePricing(pricing.agrupation_id, body()));
    if (answer) {
      setSaved(true);
      onSaved(answer);
    }
  };
  const onPreview = async () => {
    setQuote(null);
    if (!from || !to) {
      setMissingPlaces(true);
      return;
    }
    setMissingPlaces(false);
    const answer = await preview.run((api) =>
      api.preview(pricing.agrupation_id, {
        ...body(),
        origin: { latitude: from.latitude, longitude: from.longitude },
        destination: { latitude: to.latitude, longitude: to.longitude },
        ...(at ? { at: at.replace('T', ' ') } : {}),
      }),
    );
    setQuote(answer);
  };

  const errorOf = (name: string) => save.errorOf(name) ?? preview.errorOf(name);
  const field = (name: MoneyField | 'discount_percent') => (
    <TextField
      key={name}
      label={t(`fare_desk.fare.${name}`)}
      name={name}
      inputMode="decimal"
      value={form[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setForm((now) => ({ ...now, [name]: value }));
        setSaved(false);
      }}
      error={errorOf(name)}
    />
  );
  const shown = [...MONEY_FIELDS, 'discount_percent', 'origin', 'destination', 'at'];
  const formError = save.restOf(shown) ?? preview.restOf(shown);

  return (
    <chakra.form
      onSubmit={onSave}
      aria-labelledby="fare-title"
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="fare-title">
            {t('fare_desk.fare.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('fare_desk.fare.hint', { currency })}
          </Text>
          {!pricing.fare && <Text fontSize="sm">{t('fare_desk.fare.none')}</Text>}
        </Stack>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
          {MONEY_FIELDS.map(field)}
          {field('discount_percent')}
        </Grid>

        <Box borderTopWidth="1px" pt="4">
          <Heading as="h3" size="md" mb="3">
            {t('fare_desk.preview.title')}
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 220px' }} gap="3" alignItems="start">
            <PlaceBox
              label={t('fare_desk.preview.from')}
              kind="origin"
              groupingId={pricing.agrupation_id}
              onChosen={setFrom}
              error={
                preview.errorOf('origin') ??
                (missingPlaces && !from ? t('fare_desk.preview.choose') : null)
              }
            />
            <PlaceBox
              label={t('fare_desk.preview.to')}
              kind="destination"
              groupingId={pricing.agrupation_id}
              onChosen={setTo}
              error={
                preview.errorOf('destination') ??
                (missingPlaces && !to ? t('fare_desk.preview.choose') : null)
              }
            />
            <TextField
              label={t('fare_desk.preview.at')}
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.currentTarget.value)}
              error={preview.errorOf('at')}
            />
          </Grid>
          <HStack mt="3" gap="3" flexWrap="wrap" align="center">
            <Button variant="outline" onClick={() => void onPreview()} loading={preview.pending}>
              {t('fare_desk.preview.run')}
            </Button>
            {quote && (
              <Stack gap="1" role="status">
                <Text fontWeight="bold" fontSize="lg">
                  {t('fare_desk.preview.quote', {
                    amount: formatCents(quote.amount, currency, language),
                  })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('fare_desk.preview.trip', {
                    km: (quote.distance_metres / 1000).toFixed(1),
                    minutes: Math.round(quote.duration_seconds / 60),
                  })}
                  {' · '}
                  {t('fare_desk.preview.zones', {
                    from: quote.pickup_zone ?? t('fare_desk.preview.no_zone'),
                    to: quote.dropoff_zone ?? t('fare_desk.preview.no_zone'),
                  })}
                </Text>
              </Stack>
            )}
          </HStack>
          {quote && (
            <List.Root fontSize="sm" mt="2" ps="5">
              {quote.parts.map((part, index) => (
                <List.Item key={index}>
                  {t(`ride_fare.parts.${part.kind}`, { defaultValue: part.kind })}
                  {part.label ? ` (${part.label})` : ''}:{' '}
                  {formatCents(part.cents, currency, language)}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>

        {formError && (
          <Text color="fg.error" role="alert">
            {formError}
          </Text>
        )}
        <HStack gap="3">
          <Button type="submit" loading={save.pending}>
            {t('fare_desk.fare.save')}
          </Button>
          {saved && (
            <Text role="status" color="fg.success">
              {t('fare_desk.fare.saved')}
            </Text>
          )}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
