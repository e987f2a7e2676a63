import { Suspense, type ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { ScreenLive } from './start-app';

const fallback = (
  <Center minH="50vh">
    <Spinner size="lg" />
  </Center>
);

/**
 * Where an app's route draws its lazy page: a spinner while the page's code comes, and
 * ScreenLive once the page is React's (a prerendered first screen's hand-over).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <ScreenLive />
    </Suspense>
  );
}
