import { Box, Button, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useReducer, useState } from 'react';
import {
  canGoBackInFares,
  currentFareLevel,
  fareLevelBack,
  faresLoaded,
  groupingChosen,
  initialFarePickerState,
  type Grouping,
  type FarePickerState,
} from '@parada/core';
import { AppDialog } from './app-dialog';
import { FareInfoDialog } from './fare-info-dialog';
import { ArrowLeftIcon, TagIcon } from './icons';
import { FareCard } from './fare-picker-dialog/fare-card';
import { useT } from '../i18n/use-t';

type PickerEvent =
  | { type: 'loaded'; groupings: Grouping[] }
  | { type: 'picked'; grouping: Grouping }
  | { type: 'back' };

/** The picker's own walk through core's fare stack; the store keeps only the final choice. */
function pickerReducer(
  state: FarePickerState<Grouping>,
  event: PickerEvent,
): FarePickerState<Grouping> {
  switch (event.type) {
    case 'loaded':
      return faresLoaded({ ...state, selected: null }, event.groupings);
    case 'picked':
      return groupingChosen(state, event.grouping);
    case 'back':
      return fareLevelBack(state);
  }
}

export interface FarePickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The first level: the groupings found for the trip (POST /agrupations/search). */
  groupings: Grouping[];
  /** A concrete choice: a grouping with a fare, or one without nested groupings. */
  onChoose: (grouping: Grouping) => void;
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
  groupings,
  onChoose,
  onDiscount,
  scheduled = false,
  loading = false,
}: FarePickerDialogProps) {
  const { t } = useT();
  const [stack, dispatch] = useReducer(pickerReducer, groupings, (first) =>
    faresLoaded(initialFarePickerState<Grouping>(), first),
  );
  const [info, setInfo] = useState<Grouping | null>(null);

  useEffect(() => {
    dispatch({ type: 'loaded', groupings });
  }, [groupings, open]);
  useEffect(() => {
    if (stack.selected) onChoose(stack.selected);
  }, [stack.selected, onChoose]);

  const level = currentFareLevel(stack);
  const nested = canGoBackInFares(stack);

  return (
    <>
      <AppDialog
        open={open}
        onClose={onClose}
        width="large"
        title={t('fare.choose')}
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
          <chakra.ul listStyleType="none" display="grid" gap="3" aria-label={t('fare.choose')}>
            {!loading &&
              level.map((grouping) => (
                <FareCard
                  key={grouping.id}
                  grouping={grouping}
                  scheduled={scheduled}
                  onPick={() => dispatch({ type: 'picked', grouping })}
                  onInfo={() => setInfo(grouping)}
                />
              ))}
          </chakra.ul>
        </Stack>
      </AppDialog>
      <FareInfoDialog open={info !== null} onClose={() => setInfo(null)} grouping={info} />
    </>
  );
}
