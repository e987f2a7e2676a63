import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Image,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, useUiTranslation } from '../i18n/ui-i18n';
import {
  DEFAULT_MAX_PASSENGERS,
  canGoBackInFares,
  currentFareLevel,
  fareLevelBack,
  faresLoaded,
  formatMoney,
  groupingChosen,
  initialFarePickerState,
  type Agrupation,
  type FarePickerState,
  appliedFare,
} from '@parada/core';
import { AppDialog } from './app-dialog';
import { FareInfoDialog } from './fare-info-dialog';
import { ArrowLeftIcon, InfoIcon, TagIcon } from './icons';

/** The drivers' languages named in the reader's language ("Catalan, Spanish and English"). */
function languageList(codes: readonly string[], language: string): string {
  if (codes.length === 0) return '';
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const named = codes.map((code) => names.of(code) ?? code);
  return new Intl.ListFormat([language], { style: 'long', type: 'conjunction' }).format(named);
}

type PickerEvent =
  | { type: 'loaded'; agrupations: Agrupation[] }
  | { type: 'picked'; agrupation: Agrupation }
  | { type: 'back' };

/** The picker's own walk through core's fare stack; the store keeps only the final choice. */
function pickerReducer(
  state: FarePickerState<Agrupation>,
  event: PickerEvent,
): FarePickerState<Agrupation> {
  switch (event.type) {
    case 'loaded':
      return faresLoaded({ ...state, selected: null }, event.agrupations);
    case 'picked':
      return groupingChosen(state, event.agrupation);
    case 'back':
      return fareLevelBack(state);
  }
}

export interface FarePickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The first level: the groupings found for the trip (POST /agrupations/search). */
  agrupations: Agrupation[];
  /** A concrete choice: a grouping with a fare, or one without nested groupings. */
  onChoose: (agrupation: Agrupation) => void;
  /** Opens the discount code or locator prompt. */
  onDiscount?: () => void;
  /** Marks the scheduled price as the one that applies (a booking for later). */
  scheduled?: boolean;
  loading?: boolean;
}

/**
 * 'Choose Fare': one card per grouping. A grouping with nested groupings and no fare of
 * its own opens the next level (core's fare stack); Back returns one level.
 */
export function FarePickerDialog({
  open,
  onClose,
  agrupations,
  onChoose,
  onDiscount,
  scheduled = false,
  loading = false,
}: FarePickerDialogProps) {
  const { t } = useUiTranslation();
  const { t: tCore } = useTranslation();
  const language = useLanguage();
  const [stack, dispatch] = useReducer(pickerReducer, agrupations, (first) =>
    faresLoaded(initialFarePickerState<Agrupation>(), first),
  );
  const [info, setInfo] = useState<Agrupation | null>(null);

  useEffect(() => {
    dispatch({ type: 'loaded', agrupations });
  }, [agrupations, open]);
  useEffect(() => {
    if (stack.selected) onChoose(stack.selected);
  }, [stack.selected, onChoose]);

  const level = currentFareLevel(stack);
  const nested = canGoBackInFares(stack);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);

  return (
    <>
      <AppDialog
        open={open}
        onClose={onClose}
        width="large"
        title={tCore('fare.choose')}
        titleStart={
          nested ? (
            <IconButton
              variant="ghost"
              size="sm"
              ms="-2"
              aria-label={t('actions.back')}
              onClick={() => dispatch({ type: 'back' })}
            >
              <ArrowLeftIcon />
            </IconButton>
          ) : undefined
        }
      >
        <Stack gap="4">
          {onDiscount && (
            <Button
              variant="outline"
              colorPalette="brand"
              alignSelf="flex-start"
              onClick={onDiscount}
            >
              <TagIcon /> {t('fare.discount')}
            </Button>
          )}
          {loading && (
            <Stack gap="3" role="status" aria-busy aria-label={t('loading.busy')}>
              {[0, 1, 2].map((row) => (
                <Box key={row} height="24" borderRadius="l3" bg="bg.muted" opacity={0.7} />
              ))}
            </Stack>
          )}
          {!loading && level.length === 0 && (
            <Text color="fg.muted" textAlign="center" py="6">
              {t('fare.empty')}
            </Text>
          )}
          <chakra.ul listStyleType="none" display="grid" gap="3" aria-label={tCore('fare.choose')}>
            {!loading &&
              level.map((agrupation) => {
                const fare = agrupation.fare;
                const opensLevel = !fare && agrupation.related_agrupations.length > 0;
                const extras = agrupation.extras.filter((extra) => extra.show);
                const speaks = languageList(agrupation.taxi_languages ?? [], language);
                const applies = appliedFare(fare, scheduled);
                return (
                  // The card's frame is the item, so "Fare details" sits in the flow under the
                  // choice instead of over it (#20: it covered the trip time at 1440 px).
                  <chakra.li
                    key={agrupation.id}
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
                      onClick={() => dispatch({ type: 'picked', agrupation })}
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
                        {agrupation.logo ? (
                          <Image
                            src={agrupation.logo}
                            alt={agrupation.name}
                            boxSize="full"
                            objectFit="contain"
                          />
                        ) : (
                          <Text aria-hidden fontWeight="bold" color="brand.fg" fontSize="lg">
                            {agrupation.name.slice(0, 1)}
                          </Text>
                        )}
                      </Box>
                      <Stack gap="1" flex="1" minW="0">
                        <HStack justify="space-between" align="flex-start" gap="3">
                          <Stack gap="0" minW="0">
                            <Text fontWeight="semibold" lineClamp={2}>
                              {agrupation.name}
                            </Text>
                            {fare && (
                              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                                {fare.fare}
                              </Text>
                            )}
                          </Stack>
                          {fare && applies != null && (
                            <Stack gap="0" align="flex-end" flexShrink={0}>
                              <Text
                                fontSize="xl"
                                fontWeight="bold"
                                color="brand.fg"
                                lineHeight="short"
                              >
                                {money(applies, agrupation.currency)}
                              </Text>
                              {fare.amount_without_discount != null &&
                                fare.amount_without_discount > fare.amount && (
                                  <Text fontSize="sm" color="fg.muted">
                                    <chakra.span srOnly>{t('fare.without_discount')}: </chakra.span>
                                    <chakra.s>
                                      {money(fare.amount_without_discount, agrupation.currency)}
                                    </chakra.s>
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
                                  {money(fare.scheduled, agrupation.currency)}
                                </Text>
                              </HStack>
                            )}
                            {fare.breakdown.slice(0, 2).map((line, index) => (
                              <HStack
                                key={`${line.label}-${index}`}
                                justify="space-between"
                                align="baseline"
                              >
                                <Text color="fg.muted">{line.label}</Text>
                                <Text fontWeight="medium" whiteSpace="nowrap">
                                  {line.value}
                                </Text>
                              </HStack>
                            ))}
                          </Stack>
                        )}
                        {(speaks || agrupation.show_extra_passengers) && (
                          <Stack gap="0.5" fontSize="sm" color="fg.muted" mt="1">
                            {agrupation.show_extra_passengers && (
                              <Text>
                                {t('fare.passengers', {
                                  count: agrupation.max_num_passengers ?? DEFAULT_MAX_PASSENGERS,
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
                              // every card past a 390 px dialog (#20).
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
                        <Button
                          variant="ghost"
                          size="xs"
                          color="brand.fg"
                          onClick={() => setInfo(agrupation)}
                        >
                          <InfoIcon />
                          {t('fare.details')}
                          <chakra.span srOnly>: {agrupation.name}</chakra.span>
                        </Button>
                      </HStack>
                    )}
                  </chakra.li>
                );
              })}
          </chakra.ul>
        </Stack>
      </AppDialog>
      <FareInfoDialog open={info !== null} onClose={() => setInfo(null)} agrupation={info} />
    </>
  );
}
