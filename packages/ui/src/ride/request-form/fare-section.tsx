import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TEXT_MAX, appliedFare, formatMoney, type Grouping } from '@parada/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/ui-i18n';
import { AppDialog } from '../../widgets/app-dialog';
import { FarePickerDialog } from '../../widgets/fare-picker-dialog';
import { TextField } from '../../widgets/text-field';
import { FormSection } from './form-section';
import { useT } from '../../i18n/use-t';

export interface FareSectionProps {
  /** The fare chosen, or null. */
  chosen: Grouping | null;
  /** The groupings found for the trip, for the picker. */
  groupings: Grouping[];
  /** A booking for later: its scheduled price applies (core's `appliedFare`). */
  scheduled: boolean;
  /** Pick-up and destination are chosen, so fares can be searched. */
  hasRoute: boolean;
  searching: boolean;
  onChoose: (grouping: Grouping) => void;
  /** The fare search failed with this text. */
  searchError?: string | null;
  onSearchErrorDismiss?: () => void;
  /** The discount code or locator, where the screen offers one. */
  discount?: {
    code: string;
    /** Checks the code on the chosen fare; the dialog stays open until the check is done. */
    onApply: (code: string) => void;
    /** The check is on its way; without it the dialog closes at once. */
    pending?: boolean;
    /** Why the code was refused (already translated), under the field. */
    error?: string | null;
    /** The dialog opens: the last refusal is forgotten. */
    onOpen?: () => void;
  };
  error?: string | null;
  legend?: ReactNode;
  chooseLabel?: ReactNode;
}

/** The fare as the form shows it: its names and the price that applies, or why there is none. */
export function FareSummary({
  chosen,
  scheduled,
  emptyText,
}: {
  chosen: Grouping | null;
  scheduled: boolean;
  emptyText: string;
}) {
  const language = useLanguage();
  if (!chosen) {
    return (
      <Text color="fg.muted" fontSize="sm" role="status">
        {emptyText}
      </Text>
    );
  }
  const money = (amount: number) => formatMoney(amount, chosen.currency, language);
  const amount = appliedFare(chosen.fare, scheduled);
  const without = chosen.fare?.amount_without_discount;
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
        <Text fontWeight="semibold">{chosen.name}</Text>
        {chosen.fare?.fare ? (
          <Text fontSize="sm" color="fg.muted">
            {chosen.fare.fare}
          </Text>
        ) : null}
      </Box>
      {amount != null ? (
        <Box textAlign="end" flexShrink={0}>
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {money(amount)}
          </Text>
          {without != null && chosen.fare && without > chosen.fare.amount ? (
            <Text as="s" fontSize="sm" color="fg.muted">
              {money(without)}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </HStack>
  );
}

/** The fare: what is chosen, the button to the picker and, where offered, a discount code. */
export function FareSection({
  chosen,
  groupings,
  scheduled,
  hasRoute,
  searching,
  onChoose,
  searchError,
  onSearchErrorDismiss,
  discount,
  error,
  legend,
  chooseLabel,
}: FareSectionProps) {
  const { t } = useT();
  const [picking, setPicking] = useState(false);
  const [discountOpen, setDiscountOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const checking = useRef(false);
  const discountPending = discount?.pending;
  const discountError = discount?.error ?? null;
  // The dialog closes once the check has taken the code; a refusal keeps it open, saying why.
  useEffect(() => {
    if (!checking.current || discountPending) return;
    checking.current = false;
    if (!discountError) setDiscountOpen(false);
  }, [discountPending, discountError]);
  const applyDiscount = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is in a portal, but React still bubbles its submit up the component tree:
    // unstopped, it reaches the request form around this section and books the ride.
    event.stopPropagation();
    if (!discount) return;
    discount.onApply(draft.trim());
    if (discount.pending === undefined) setDiscountOpen(false);
    else checking.current = true;
  };
  return (
    <FormSection legend={legend ?? t('request.fare')} gap="3">
      {searchError ? (
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('error.problem')}</Alert.Title>
            <Alert.Description role="alert">{searchError}</Alert.Description>
          </Alert.Content>
          {onSearchErrorDismiss ? (
            <Button size="xs" variant="ghost" onClick={onSearchErrorDismiss}>
              {t('actions.close')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}
      <FareSummary
        chosen={chosen}
        scheduled={scheduled}
        emptyText={
          !hasRoute
            ? t('request.fare_needs_route')
            : searching
              ? t('request.fare_searching')
              : t('request.fare_none')
        }
      />
      {discount?.code ? (
        <Text fontSize="sm" color="fg.muted">
          {t('request.discount_active', { code: discount.code })}
        </Text>
      ) : null}
      <Button
        variant="outline"
        colorPalette="brand"
        disabled={!hasRoute}
        loading={hasRoute && searching && !picking}
        onClick={() => setPicking(true)}
      >
        {chosen ? t('request.change_fare') : (chooseLabel ?? t('request.choose_fare'))}
      </Button>
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <FarePickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        groupings={groupings}
        scheduled={scheduled}
        loading={searching}
        onChoose={(grouping) => {
          onChoose(grouping);
          setPicking(false);
        }}
        onDiscount={
          discount
            ? () => {
                setDraft(discount.code);
                discount.onOpen?.();
                setDiscountOpen(true);
              }
            : undefined
        }
      />
      {discount ? (
        <AppDialog
          open={discountOpen}
          onClose={() => setDiscountOpen(false)}
          title={t('fare.discount')}
          width="small"
        >
          <form onSubmit={applyDiscount} noValidate>
            <Stack gap="4">
              <TextField
                label={t('fare.discount_label')}
                name="locator"
                autoComplete="off"
                maxLength={TEXT_MAX.short}
                value={draft}
                helperText={t('request.discount_hint')}
                error={discountError}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit" colorPalette="brand" loading={discountPending === true}>
                {t('actions.apply')}
              </Button>
            </Stack>
          </form>
        </AppDialog>
      ) : null}
    </FormSection>
  );
}
