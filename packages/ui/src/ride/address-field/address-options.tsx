import type { MouseEvent, ReactNode } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import type { AddressSuggestion } from '@parada/core';
import { PinIcon, StarIcon } from '../../widgets/icons';

/** One choice of the combobox: a favorite (star, its alias over the address) or a place. */
export function AddressOption({
  id,
  option,
  active,
  onChoose,
  onHover,
}: {
  id: string;
  option: AddressSuggestion;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  return (
    <chakra.li
      id={id}
      role="option"
      aria-selected={active}
      // The input keeps the focus, so the list stays open until the click lands.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      display="flex"
      gap="3"
      alignItems="center"
      px="3"
      py="2.5"
      borderRadius="l2"
      cursor="pointer"
      bg={active ? 'brand.subtle' : undefined}
    >
      <Box color={option.favorite ? 'accent.fg' : 'fg.muted'} flexShrink={0}>
        {option.favorite ? <StarIcon /> : <PinIcon />}
      </Box>
      <Box minW="0">
        {option.alias && (
          <Text fontWeight="medium" truncate>
            {option.alias}
          </Text>
        )}
        <Text
          fontSize={option.alias ? 'sm' : 'md'}
          color={option.alias ? 'fg.muted' : 'fg'}
          truncate
        >
          {option.name}
        </Text>
      </Box>
    </chakra.li>
  );
}

/** A titled group of options (favorites, results); the title is not an option itself. */
export function OptionGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <chakra.ul role="group" aria-labelledby={id} listStyleType="none">
      <Text
        as="li"
        role="presentation"
        id={id}
        px="3"
        pt="1.5"
        pb="1"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {title}
      </Text>
      {children}
    </chakra.ul>
  );
}
