import { Box, Heading, Text } from '@chakra-ui/react';
import { CONTENT_KEYS, groupingCssVariables, menuItems, type GroupingColors } from '@parada/core';
import { EntryCard, GuestLayout } from '@parada/ui';
import { useT } from '../i18n/console-i18n';

export interface BrandPreviewProps {
  name: string;
  logo: string | null;
  colors: GroupingColors;
}

/**
 * The panel's entry page as its visitors see it, drawn by the panel's own pieces (ui's
 * guest layout and entry card) under the draft's colours: the theme reads its colours from
 * CSS variables, so the draft's variables on this box repaint everything inside it and
 * nothing outside. Inert and hidden from assistive technology: a picture to look at, not a
 * second app to use (its own heading and landmarks would only repeat the console's).
 */
export function BrandPreview({ name, logo, colors }: BrandPreviewProps) {
  const { t } = useT();
  return (
    <Box as="section" aria-labelledby="brand-preview-title">
      <Heading as="h2" size="md" id="brand-preview-title">
        {t('office.brand.preview')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('office.brand.preview_hint')}
      </Text>
      <Box
        data-testid="brand-preview"
        style={groupingCssVariables(colors)}
        inert
        aria-hidden
        borderWidth="1px"
        borderRadius="l3"
        overflow="hidden"
        h={{ base: '560px', md: '620px' }}
        css={{ '& > div': { minHeight: '100%' } }}
      >
        <GuestLayout grouping={{ name, logo }} items={menuItems('visitor')} hrefOf={() => '#'}>
          <Box px={{ base: '3', md: '6' }}>
            <EntryCard
              name={name}
              logo={logo}
              loginHref="#"
              registerHref="#"
              helpHref={`#${CONTENT_KEYS.help}`}
            />
          </Box>
        </GuestLayout>
      </Box>
    </Box>
  );
}
