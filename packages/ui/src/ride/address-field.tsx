import type { ChangeEvent } from 'react';
import {
  Box,
  Field,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Spinner,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  ADDRESS_SEARCH_MIN_CHARS,
  canSearchAddress,
  mergeAddressSuggestions,
  type AddressSuggestion,
  type FavoriteLike,
  type PlaceLike,
} from '@parada/core';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon, CrosshairIcon, FlagIcon, PinIcon } from '../widgets/icons';
import { AddressOption, OptionGroup } from './address-field/address-options';
import { useLocate } from './address-field/use-locate';
import { useT } from '../i18n/use-t';

export interface AddressFieldProps {
  label: ReactNode;
  /** What is typed; the saga debounces it and searches (spec §9: 500 ms, 3 characters). */
  query: string;
  onQueryChange: (query: string) => void;
  onSelect: (address: AddressSuggestion) => void;
  /** The user's favorites; the ones matching the query are offered first. */
  favorites?: readonly FavoriteLike[];
  /** Geocode results, and the text they answer (`resultsFor`). */
  results?: readonly PlaceLike[];
  /**
   * The text `results` answer. Results for any other text are never offered: the box says
   * it is searching instead, so a quick click cannot choose a place nobody typed here
   * (the pick-up's answers lingered in Destination). Without it, the results are taken
   * to answer the box as it is (stories).
   */
  resultsFor?: string;
  searching?: boolean;
  /** Clearing origin or destination also resets the fare (the caller's saga does). */
  onClear?: () => void;
  /** When set, a button asks the browser for the position and hands it over. */
  onLocate?: (position: { latitude: number; longitude: number }) => void;
  /** The browser's geolocation; injectable for tests and stories. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  kind?: 'origin' | 'destination';
  error?: string | null;
  /** Called on focus, so the screen knows which end (origin or destination) is searching. */
  onFocus?: () => void;
  /** The simple search (spec §9): up to 5 results, where a short list suits. */
  simple?: boolean;
}

/**
 * The address autocomplete of the ride form, an ARIA 1.2 combobox: up to three matching
 * favorites, then up to three results; arrows move, Enter chooses, Escape closes, and a
 * polite live region says what the list holds.
 */
export function AddressField({
  label,
  query,
  onQueryChange,
  onSelect,
  favorites = [],
  results = [],
  resultsFor,
  searching = false,
  onClear,
  onLocate,
  geolocation = typeof navigator === 'undefined' ? null : navigator.geolocation,
  kind = 'origin',
  error,
  onFocus,
  simple = false,
}: AddressFieldProps) {
  const { t } = useT();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Typed in since the last choice: only then is an answer for another text a stale one
  // (a chosen address shown in its box was never searched for).
  const [typedHere, setTypedHere] = useState(false);

  const trimmed = query.trim();
  const longEnough = canSearchAddress(query);
  const answersThisText = resultsFor === undefined || resultsFor.trim() === trimmed;
  // Typed past the answer: what the box holds now has not been looked up yet.
  const waiting = searching || (typedHere && longEnough && !answersThisText);
  // Core merges them: three matching favorites first, then three results, no duplicates.
  const options = useMemo(
    () =>
      mergeAddressSuggestions({
        query,
        favorites,
        results: longEnough && answersThisText ? results : [],
        simple,
      }),
    [query, favorites, results, longEnough, answersThisText, simple],
  );
  const matchingFavorites = options.filter((option) => option.favorite);
  const shownResults = options.filter((option) => !option.favorite);
  const expanded = open && (options.length > 0 || longEnough);

  const choose = (option: AddressSuggestion) => {
    onSelect(option);
    setTypedHere(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length ? (index + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length ? (index <= 0 ? options.length - 1 : index - 1) : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const { locate, locating, geoError } = useLocate(geolocation, onLocate);

  const status = !open
    ? ''
    : waiting
      ? t('address.searching')
      : trimmed && !longEnough && matchingFavorites.length === 0
        ? t('address.min_chars', { count: ADDRESS_SEARCH_MIN_CHARS })
        : longEnough && options.length === 0
          ? t('address.no_results')
          : '';

  const optionRow = (option: AddressSuggestion, index: number) => (
    <AddressOption
      key={`${option.latitude},${option.longitude},${option.name}`}
      id={`${id}-option-${index}`}
      option={option}
      active={index === active}
      onChoose={() => choose(option)}
      onHover={() => setActive(index)}
    />
  );

  const shownError = error ?? (geoError ? t('ride.enable_geolocation') : null);
  // The input group pads for one control; with more, the text would run under them.
  const endControls =
    Number(waiting) + Number(Boolean(query && onClear)) + Number(Boolean(onLocate));

  return (
    <Field.Root invalid={Boolean(shownError)} position="relative">
      <Field.Label>{label}</Field.Label>
      <InputGroup
        startElement={
          kind === 'origin' ? <PinIcon color="brand.fg" /> : <FlagIcon color="accent.fg" />
        }
        endElement={
          <HStack gap="0" me="-2">
            {waiting && <Spinner size="sm" color="fg.muted" me="2" />}
            {query && onClear && (
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t('address.clear')}
                onClick={() => {
                  onClear();
                  inputRef.current?.focus();
                }}
              >
                <CloseIcon />
              </IconButton>
            )}
            {onLocate && (
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t('address.locate')}
                loading={locating}
                onClick={locate}
              >
                <CrosshairIcon />
              </IconButton>
            )}
          </HStack>
        }
      >
        <Input
          ref={inputRef}
          size="lg"
          bg="bg"
          pe={endControls > 1 ? `${endControls * 2.25 + 0.75}rem` : undefined}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          placeholder={t('address.placeholder')}
          value={query}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onQueryChange(event.target.value);
            setTypedHere(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            onFocus?.();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      {/* The popup holds the list and, apart from it, what the list is waiting for: a listbox
          may hold options only, and an empty one is hidden. */}
      <Box
        hidden={!expanded}
        position="absolute"
        top="100%"
        insetInline="0"
        mt="1"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l3"
        boxShadow="lg"
        p="1.5"
        maxH="80"
        overflowY="auto"
      >
        <Box
          id={listId}
          role="listbox"
          aria-busy={waiting}
          aria-label={typeof label === 'string' ? label : t(`address.${kind}`)}
          hidden={options.length === 0}
        >
          {matchingFavorites.length > 0 && (
            <OptionGroup id={`${id}-favorites`} title={t('address.favorites')}>
              {matchingFavorites.map((option, index) => optionRow(option, index))}
            </OptionGroup>
          )}
          {shownResults.length > 0 && (
            <OptionGroup id={`${id}-results`} title={t('address.results')}>
              {shownResults.map((option, index) =>
                optionRow(option, matchingFavorites.length + index),
              )}
            </OptionGroup>
          )}
        </Box>
        {status && (
          <Text px="3" py="2.5" color="fg.muted">
            {status}
          </Text>
        )}
      </Box>
      <chakra.span srOnly aria-live="polite" role="status">
        {status || (expanded ? `${options.length}` : '')}
      </chakra.span>
      {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  );
}
