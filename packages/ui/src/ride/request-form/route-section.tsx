import { Box, Button, IconButton, List, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { AddressField, type AddressFieldProps } from '../address-field';
import { FormSection } from './form-section';
import { useT } from '../../i18n/use-t';

/** One address box as a screen passes it: the combobox's props, the label optional. */
export type AddressBoxProps = Omit<AddressFieldProps, 'label'> & {
  label?: ReactNode;
  /** The browser's position is being named: a line says so under the box. */
  locating?: boolean;
};

export interface RouteStopsProps {
  stops: readonly { name: string; alias?: string | null }[];
  onRemove: (index: number) => void;
  /** The rule (core's `canAddStop`) allows one more. */
  canAdd: boolean;
  /** The box of the stop being added; choosing a place adds it. */
  newStop: Omit<AddressFieldProps, 'label' | 'kind'>;
}

export interface RouteSectionProps {
  legend?: ReactNode;
  origin?: AddressBoxProps;
  destination?: AddressBoxProps;
  /** Stops between pick-up and destination, where the screen offers them. */
  stops?: RouteStopsProps;
}

function AddressBox({ box, kind }: { box: AddressBoxProps; kind: 'origin' | 'destination' }) {
  const { t } = useT();
  const { label, locating = false, searching, ...field } = box;
  return (
    <Stack gap="1">
      <AddressField
        kind={kind}
        label={label ?? t(`request.${kind}`)}
        searching={Boolean(searching) || locating}
        {...field}
      />
      {locating ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('request.locating')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The stops in order, each removable, and the box that adds one more. */
export function RouteStops({ stops, onRemove, canAdd, newStop }: RouteStopsProps) {
  const { t } = useT();
  const [adding, setAdding] = useState(false);
  return (
    <>
      {stops.length > 0 && (
        <List.Root listStyleType="none" gap="2" aria-label={t('request.add_stop')}>
          {stops.map((stop, index) => (
            <List.Item
              key={`${stop.name},${index}`}
              display="flex"
              alignItems="center"
              gap="3"
              ps="3"
              pe="1"
              py="1"
              borderWidth="1px"
              borderRadius="l2"
              bg="bg.subtle"
            >
              <Box flex="1" minW="0">
                <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                  {t('request.stop', { index: index + 1 })}
                </Text>
                <Text truncate>{stop.alias ?? stop.name}</Text>
              </Box>
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t('request.remove_stop', { index: index + 1, name: stop.name })}
                onClick={() => onRemove(index)}
              >
                <chakra.span aria-hidden fontSize="lg" lineHeight="1">
                  ×
                </chakra.span>
              </IconButton>
            </List.Item>
          ))}
        </List.Root>
      )}
      {adding ? (
        <Stack gap="2">
          <AddressField
            kind="destination"
            label={t('request.new_stop')}
            {...newStop}
            onSelect={(address) => {
              newStop.onSelect(address);
              setAdding(false);
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            alignSelf="flex-start"
            onClick={() => {
              setAdding(false);
              newStop.onQueryChange('');
            }}
          >
            {t('request.cancel_stop')}
          </Button>
        </Stack>
      ) : (
        canAdd && (
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() => setAdding(true)}
          >
            + {t('request.add_stop')}
          </Button>
        )
      )}
    </>
  );
}

/** Where the ride goes: pick-up, the stops in order, destination; each box where offered. */
export function RouteSection({ legend, origin, destination, stops }: RouteSectionProps) {
  return (
    <FormSection legend={legend}>
      {origin ? <AddressBox box={origin} kind="origin" /> : null}
      {stops ? <RouteStops {...stops} /> : null}
      {destination ? <AddressBox box={destination} kind="destination" /> : null}
    </FormSection>
  );
}
