import { Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryPage } from '../storybook/story-frame';
import { contrastRatio } from '@parada/core';
import { usePalette } from './ui-provider';
import type { Palette as ResolvedPalette } from '@parada/core';

const meta = { title: 'Theme' } satisfies Meta;
export default meta;
type Story = StoryObj;

const PAIRS: [string, keyof ResolvedPalette, keyof ResolvedPalette][] = [
  ['Main', 'onMain', 'mainSolid'],
  ['Secondary', 'onSecondary', 'secondarySolid'],
  ['Top bar', 'topText', 'topBackground'],
  ['Menu', 'menuText', 'menuBackground'],
  ['Menu, active', 'menuActiveText', 'menuActiveBackground'],
  ['Text', 'text', 'canvas'],
  ['Muted text', 'mutedText', 'canvas'],
  ['Brand text', 'mainText', 'canvas'],
];

/** The grouping's palette as resolved, each pair with its measured contrast. */
function PaletteSheet() {
  const palette = usePalette();
  return (
    <StoryPage>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h2" size="2xl">
            Parada
          </Heading>
          <Text color="fg.muted" maxW="prose">
            Every colour pair below is derived from the grouping's configuration and measured
            against WCAG AA (4.5:1).
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {PAIRS.map(([name, fg, bg]) => (
            <Box key={name} borderRadius="l3" overflow="hidden" borderWidth="1px" bg="bg">
              <Box
                style={{ background: palette[bg], color: palette[fg] }}
                px="4"
                py="6"
                fontWeight="semibold"
              >
                {name}
              </Box>
              <HStack justify="space-between" px="4" py="2" fontSize="sm">
                <Text fontFamily="mono">{palette[bg]}</Text>
                <Text fontWeight="semibold">
                  {contrastRatio(palette[fg], palette[bg]).toFixed(2)}:1
                </Text>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            Buttons and badges
          </Heading>
          <HStack wrap="wrap" gap="3">
            <Button colorPalette="brand">Pedir ahora</Button>
            <Button colorPalette="brand" variant="outline">
              Reservar
            </Button>
            <Button colorPalette="brand" variant="subtle">
              Favoritos
            </Button>
            <Button colorPalette="accent">Secundario</Button>
            <Button variant="ghost">Cancelar</Button>
          </HStack>
          <HStack wrap="wrap" gap="2">
            <Badge colorPalette="brand">Buscando</Badge>
            <Badge colorPalette="accent">Programado</Badge>
            <Badge colorPalette="green">Finalizado</Badge>
            <Badge colorPalette="red">Cancelado</Badge>
          </HStack>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="lg">
            Type scale
          </Heading>
          {(['3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const).map((size) => (
            <Heading key={size} as="p" size={size}>
              {size} · Passeig de Gràcia, 43
            </Heading>
          ))}
          <Text>Body · Tu conductor va de camino a recogerte.</Text>
          <Text fontSize="sm" color="fg.muted">
            Small · 12 min · 4,3 km
          </Text>
        </Stack>
      </Stack>
    </StoryPage>
  );
}

export const Palette: Story = { render: () => <PaletteSheet /> };
export const SecondGrouping: Story = {
  globals: { grouping: 'sol' },
  render: () => <PaletteSheet />,
};
