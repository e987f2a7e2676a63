import { Alert, Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ContentPageState } from '@parada/core/store';
import { useZonedTime } from '../app/use-zoned-time';
import { useT } from '../i18n/use-t';

/**
 * Typography for the operator's HTML, in theme tokens: the page is the operator's text, so
 * it gets readable defaults rather than the browser's bare ones.
 */
const PROSE = {
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', lineHeight: 'short', mt: '6', mb: '2' },
  '& h1': { fontSize: 'xl' },
  '& h2': { fontSize: 'lg' },
  '& h3, & h4': { fontSize: 'md' },
  '& p, & ul, & ol, & blockquote, & table': { mb: '3' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '3px', ps: '4', color: 'fg.muted' },
  '& img': { maxW: 'full', height: 'auto' },
  '& table': { display: 'block', overflowX: 'auto' },
  '& td, & th': { borderWidth: '1px', px: '2', py: '1' },
  '& > :first-child': { mt: '0' },
  overflowWrap: 'anywhere',
  lineHeight: 'tall',
} as const;

export interface ContentViewProps {
  state: ContentPageState;
  onRetry: () => void;
  /** The page's title is the screen's h1 unless the screen has its own. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * A help, conditions or privacy page (spec §2 content). The body is HTML the server
 * sanitized (docs/architecture.md, the API beyond the spec, decisions: content), which is why it may be set as HTML here.
 */
export function ContentView({ state, onRetry, headingLevel = 'h1' }: ContentViewProps) {
  const { t } = useT();
  const zoned = useZonedTime();
  const Heading = headingLevel;
  if (state.page) {
    const { page } = state;
    return (
      <Stack gap="4" as="article">
        <Box as={Heading} fontSize={headingLevel === 'h1' ? '2xl' : 'xl'} fontWeight="bold">
          {page.title}
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {t('account.content.updated', { date: zoned(page.updated_at, 'date') })}
        </Text>
        <Box css={PROSE} dangerouslySetInnerHTML={{ __html: page.body }} />
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack gap="4" align="flex-start">
        {/* The page keeps its one heading when the text could not be read. */}
        <Box as={Heading} fontSize={headingLevel === 'h1' ? '2xl' : 'xl'} fontWeight="bold">
          {t('account.content.failed')}
        </Box>
        {state.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{state.error}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Button variant="outline" colorPalette="brand" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Center minH="40" role="status" aria-label={t('account.content.loading')}>
      <Spinner size="lg" />
    </Center>
  );
}
