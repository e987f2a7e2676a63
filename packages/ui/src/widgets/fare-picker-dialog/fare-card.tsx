import { Badge, Box, Button, HStack, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { DEFAULT_MAX_PASSENGERS, appliedFare, formatMoney, type Grouping } from '@parada/core';
import { useLanguage } from '../../i18n/ui-i18n';
import { InfoIcon } from '../icons';
import { useT } from '../../i18n/use-t';

/** The drivers' languages named in the reader's language ("Catalan, Spanish and English"). */
function languageList(codes: readonly string[], language: string): string {
  if (codes.length === 0) return '';
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const named = codes.map((code) => names.of(code) ?? code);
  return new Intl.ListFormat([language], { style: 'long', type: 'conjunction' }).format(named);
}

/**
 * One grouping to choose: its logo, name and price (the scheduled one for a booking for
 * later), the fare's first lines, who drives, its extras, and a way to the fare details.
 */
export function FareCard({
  grouping,
  scheduled,
  onPick,
  onInfo,
}: {
  grouping: Grouping;
  scheduled: boolean;
  onPick: () => void;
  onInfo: () => void;
}) {
  const { t } = useT();
  const language = useLanguage();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const fare = grouping.fare;
  const opensLevel = !fare && grouping.related_agrupations.length > 0;
  const extras = grouping.extras.filter((extra) => extra.show);
  const speaks = languageList(grouping.taxi_languages ?? [], language);
  const applies = appliedFare(fare, scheduled);
  return (
    <chakra.li
      key={grouping.id}
      data-fare-card=""
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.solid', boxShadow: 'card' }}
    >
      <chakra.button
        type="button"
        onClick={onPick}
        width="100%"
        textAlign="start"
        display="flex"
        gap="4"
        alignItems="flex-start"
        p={{ base: '3', sm: '4' }}
        pb={fare ? '2' : undefined}
        borderRadius="l3"
        cursor="pointer"
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        <Box
          boxSize={{ base: '10', sm: '12' }}
          flexShrink={0}
          borderRadius="l2"
          bg="bg.canvas"
          display="grid"
          placeItems="center"
          overflow="hidden"
        >
          {grouping.logo ? (
            <Image src={grouping.logo} alt={grouping.name} boxSize="full" objectFit="contain" />
          ) : (
            <Text aria-hidden fontWeight="bold" color="brand.fg" fontSize="lg">
              {grouping.name.slice(0, 1)}
            </Text>
          )}
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" lineClamp={2}>
                {grouping.name}
              </Text>
              {fare && (
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {fare.fare}
                </Text>
              )}
            </Stack>
            {fare && applies != null && (
              <Stack gap="0" align="flex-end" flexShrink={0}>
                <Text fontSize="xl" fontWeight="bold" color="brand.fg" lineHeight="short">
                  {money(applies, grouping.currency)}
                </Text>
                {fare.amount_without_discount != null &&
                  fare.amount_without_discount > fare.amount && (
                    <Text fontSize="sm" color="fg.muted">
                      <chakra.span srOnly>{t('fare.without_discount')}: </chakra.span>
                      <chakra.s>{money(fare.amount_without_discount, grouping.currency)}</chakra.s>
                    </Text>
                  )}
              </Stack>
            )}
            {opensLevel && (
              <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
                {t('fare.more_options')} ›
              </Badge>
            )}
          </HStack>
          {fare && !fare.hide_details && (
            <Stack gap="0.5" fontSize="sm" mt="1">
              {fare.scheduled != null && (
                <HStack justify="space-between">
                  <Text color="fg.muted">{t('fare.scheduled')}</Text>
                  <Text fontWeight="medium" whiteSpace="nowrap">
                    {money(fare.scheduled, grouping.currency)}
                  </Text>
                </HStack>
              )}
              {fare.breakdown.slice(0, 2).map((line, index) => (
                <HStack key={`${line.label}-${index}`} justify="space-between" align="baseline">
                  <Text color="fg.muted">{line.label}</Text>
                  <Text fontWeight="medium" whiteSpace="nowrap">
                    {line.value}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
          {(speaks || grouping.show_extra_passengers) && (
            <Stack gap="0.5" fontSize="sm" color="fg.muted" mt="1">
              {grouping.show_extra_passengers && (
                <Text>
                  {t('fare.passengers', {
                    count: grouping.max_num_passengers ?? DEFAULT_MAX_PASSENGERS,
                  })}
                </Text>
              )}
              {speaks && <Text>{t('fare.languages', { list: speaks })}</Text>}
            </Stack>
          )}
          {extras.length > 0 && (
            <HStack wrap="wrap" gap="1.5" mt="2">
              {extras.map((extra) => (
                // A badge does not wrap by default: a long extra then widened
                // every card past a 390 px dialog.
                <Badge
                  key={extra.description}
                  variant="subtle"
                  colorPalette="accent"
                  whiteSpace="normal"
                  maxW="full"
                  overflowWrap="anywhere"
                >
                  {extra.description}
                </Badge>
              ))}
            </HStack>
          )}
        </Stack>
      </chakra.button>
      {fare && (
        // A sibling of the card's button (controls must not nest), in the flow.
        <HStack justify="flex-end" px="2" pb="2">
          <Button variant="ghost" size="xs" color="brand.fg" onClick={onInfo}>
            <InfoIcon />
            {t('fare.details')}
            <chakra.span srOnly>: {grouping.name}</chakra.span>
          </Button>
        </HStack>
      )}
    </chakra.li>
  );
}
