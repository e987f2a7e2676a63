import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import {
  formatMoney,
  rideFareDetails,
  type FarePart,
  type RidePaymentKind,
  type RideFareFields,
} from '@parada/core';
import { useId } from 'react';
import { useLanguage } from '../i18n/ui-i18n';
import { useT } from '../i18n/use-t';

export interface RideFareDetailsProps {
  ride: RideFareFields & {
    currency: string | null;
    payment_method?: RidePaymentKind | null | undefined;
  };
}

/** The method's name in the reader's language (core's `payment.method.<type>`). */
export function usePaymentMethodName() {
  const { t } = useT();
  return (method: RidePaymentKind | null | undefined) =>
    method ? t(`payment.method.${method}`) : t('table.payment_unknown');
}

/**
 * How a ride is paid and what its price is made of, as the server priced it (core's
 * rideFareDetails): nothing is added up here, the parts and the total are the server's.
 */
export function RideFareDetails({ ride }: RideFareDetailsProps) {
  const { t } = useT();
  const language = useLanguage();
  const methodName = usePaymentMethodName();
  const headingId = useId();
  const details = rideFareDetails(ride);
  const currency = ride.currency ?? 'EUR';
  const money = (amount: number) => formatMoney(amount, currency, language);
  const partLabel = (part: FarePart) =>
    part.label
      ? `${t(`ride_fare.parts.${part.kind}`)} · ${part.label}`
      : t(`ride_fare.parts.${part.kind}`);

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" mb="3">
        {t('ride_fare.title')}
      </Heading>
      <Stack gap="3">
        <chakra.dl display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1">
          <Text as="dt" color="fg.muted">
            {t('ride_fare.payment')}
          </Text>
          <Text as="dd" textAlign="end" fontWeight="medium">
            {methodName(ride.payment_method)}
          </Text>
        </chakra.dl>
        {details.parts.length > 0 && (
          <chakra.dl
            aria-label={t('ride_fare.breakdown')}
            display="grid"
            gridTemplateColumns="1fr auto"
            columnGap="4"
            rowGap="1"
            fontSize="sm"
          >
            {details.parts.map((part, index) => (
              <Box key={index} display="contents">
                <Text as="dt" color="fg.muted" overflowWrap="anywhere">
                  {partLabel(part)}
                </Text>
                <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums">
                  {money(part.amount)}
                </Text>
              </Box>
            ))}
          </chakra.dl>
        )}
        {details.total != null && (
          <chakra.dl
            display="grid"
            gridTemplateColumns="1fr auto"
            columnGap="4"
            borderTopWidth={details.parts.length > 0 ? '1px' : undefined}
            pt={details.parts.length > 0 ? '2' : undefined}
            fontWeight="semibold"
          >
            <Text as="dt">{details.estimate ? t('ride_fare.estimate') : t('ride_fare.total')}</Text>
            <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums">
              {money(details.total)}
            </Text>
          </chakra.dl>
        )}
        {details.metered ? (
          <Text fontSize="sm" color="fg.muted">
            {t('ride_fare.metered')}
          </Text>
        ) : (
          details.parts.length === 0 &&
          details.total != null && (
            <Text fontSize="sm" color="fg.muted">
              {t('ride_fare.no_parts')}
            </Text>
          )
        )}
      </Stack>
    </Box>
  );
}
