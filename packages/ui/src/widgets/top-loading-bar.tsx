import { Box } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useT } from '../i18n/use-t';

const slide = keyframes`
  0% { transform: translateX(-100%) scaleX(0.3); }
  50% { transform: translateX(20%) scaleX(0.6); }
  100% { transform: translateX(100%) scaleX(0.3); }
`;

export interface TopLoadingBarProps {
  /** Core's counter of non-silent requests in flight (spec §7). */
  requestsInFlight: number;
}

/** The thin bar over the whole app while any non-silent request is running. */
export function TopLoadingBar({ requestsInFlight }: TopLoadingBarProps) {
  const { t } = useT();
  if (requestsInFlight <= 0) return null;
  return (
    // A labelled region keeps the bar inside a landmark wherever an app mounts it.
    <Box
      as="section"
      aria-label={t('loading.busy')}
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="max"
      overflow="hidden"
      bg="brand.muted"
    >
      <Box
        role="progressbar"
        aria-label={t('loading.busy')}
        height="100%"
        width="100%"
        bg="accent.solid"
        transformOrigin="left"
        css={{
          animation: `${slide} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.8 },
        }}
      />
    </Box>
  );
}
