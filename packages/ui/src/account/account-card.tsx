import {
  Alert,
  Button,
  Card,
  Flex,
  Heading,
  Link,
  Stack,
  Text,
  VisuallyHidden,
  type ButtonProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { fieldErrorsOf, type FlowState } from '@parada/core/store';
import { useT } from '../i18n/use-t';

export interface AccountCardProps {
  title: ReactNode;
  /** A short paragraph under the title. */
  intro?: ReactNode;
  /** Beside the title: the language choice on the log-in screen, for instance. */
  headerExtra?: ReactNode;
  /** Under the form: links to the neighbouring screens. */
  footer?: ReactNode;
  /** md for forms; lg for text such as the privacy policy. */
  width?: 'md' | 'lg' | '2xl';
  /** h2 when several cards share one screen (the profile) under the page's own h1. */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}

/**
 * The frame of every account screen: one card centred on the page with the screen's
 * level-one heading, readable at phone width without side margins eating the form.
 */
export function AccountCard({
  title,
  intro,
  headerExtra,
  footer,
  width = 'md',
  headingLevel = 'h1',
  children,
}: AccountCardProps) {
  // Cards that share a screen (h2) sit in the screen's own stack: its gap spaces them evenly
  // and their edges line up with its h1 (the profile). A lone card centres itself.
  const shared = headingLevel === 'h2';
  return (
    <Flex
      justify="center"
      px={shared ? '0' : { base: '0', sm: '4' }}
      py={shared ? '0' : { base: '2', md: '10' }}
    >
      <Card.Root width="full" maxW={width}>
        <Card.Body gap="5" p={{ base: '5', md: '8' }}>
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <Heading as={headingLevel} size={headingLevel === 'h1' ? 'xl' : 'lg'}>
              {title}
            </Heading>
            {headerExtra}
          </Flex>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
          {children}
          {footer ? (
            <Stack gap="2" pt="2" borderTopWidth="1px" fontSize="sm">
              {footer}
            </Stack>
          ) : null}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}

/**
 * What the server said about a flow: its error (when no field shows it already) or its
 * confirmation. Announced as an alert so screen readers hear the outcome.
 */
export function FlowAlert({
  flow,
  successText,
  fields = [],
}: {
  flow: FlowState;
  /** The screen's own words for success when the server answers no message. */
  successText?: string;
  /** Fields the form shows: their errors appear there, not twice. */
  fields?: readonly string[];
}) {
  const { t } = useT();
  const { outcome } = flow;
  if (flow.status === 'failed' && outcome) {
    const shownByField = fields.some((field) => field in fieldErrorsOf(outcome));
    if (shownByField || !outcome.message) return null;
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('error.problem')}</Alert.Title>
          <Alert.Description>{outcome.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (flow.status === 'succeeded' && (outcome?.message || successText)) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{outcome?.message ?? successText}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}

/** An in-app link in the brand's colour, underlined so it reads as a link without colour. */
export function AccountLink({
  to,
  children,
  newTab = false,
}: {
  to: string;
  children: ReactNode;
  /** For pages read in the middle of a form (conditions, privacy): the form stays. */
  newTab?: boolean;
}) {
  const { t } = useT();
  return (
    <Link asChild color="brand.fg" textDecoration="underline" fontWeight="medium">
      <RouterLink to={to} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {children}
        {newTab ? <VisuallyHidden> {t('account.new_tab')}</VisuallyHidden> : null}
      </RouterLink>
    </Link>
  );
}

/** A form's submit button, busy while its flow runs; the label is also the busy text. */
export function FlowSubmit({
  flow,
  label,
  ...props
}: { flow: FlowState; label: string } & Omit<ButtonProps, 'type' | 'loading' | 'children'>) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      {...props}
      loading={flow.status === 'pending'}
      loadingText={label}
    >
      {label}
    </Button>
  );
}
