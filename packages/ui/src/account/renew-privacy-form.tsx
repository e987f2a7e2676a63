import { Box, Checkbox, Field, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { AccountCard, FlowAlert, FlowSubmit } from './account-card';
import { renewPrivacyRequestSchema, type MessageKey } from '@parada/core';
import type { FlowState, ContentPageState } from '@parada/core/store';
import { ContentView } from './content-view';
import { useT } from '../i18n/use-t';

export interface RenewPrivacyFormProps {
  /** The grouping's current privacy policy. */
  privacy: ContentPageState;
  onRetry: () => void;
  flow: FlowState;
  onAccept: () => void;
  /** The user never accepted it (a new employee): nothing "changed" for them. */
  firstTime?: boolean;
}

/**
 * The privacy text changed after the user accepted it (spec §2 renew_privacy): read it
 * here, accept it, and the rest of the panel opens again.
 */
export function RenewPrivacyForm({
  privacy,
  onRetry,
  flow,
  onAccept,
  firstTime = false,
}: RenewPrivacyFormProps) {
  const { t } = useT();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = renewPrivacyRequestSchema.safeParse({ terms_accepted: accepted });
    if (!checked.success) {
      setError('validation.terms_required');
      return;
    }
    onAccept();
  };
  return (
    <AccountCard
      title={t('route.renew_privacy')}
      intro={t(firstTime ? 'account.privacy.first_intro' : 'account.privacy.intro')}
      width="2xl"
    >
      <Box
        borderWidth="1px"
        borderRadius="l2"
        p={{ base: '4', md: '6' }}
        maxH="55vh"
        overflowY="auto"
        // A scrollable region must be reachable by keyboard to be read.
        tabIndex={0}
        aria-label={t('menu.privacy')}
        role="region"
      >
        <ContentView state={privacy} onRetry={onRetry} headingLevel="h2" />
      </Box>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FlowAlert flow={flow} />
          <Field.Root invalid={error != null} required>
            <Checkbox.Root
              name="terms_accepted"
              checked={accepted}
              onCheckedChange={(details) => {
                setAccepted(details.checked === true);
                setError(null);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{t('account.privacy.accept')}</Checkbox.Label>
            </Checkbox.Root>
            {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
          </Field.Root>
          <FlowSubmit
            flow={flow}
            label={t('account.privacy.submit')}
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          />
        </Stack>
      </form>
    </AccountCard>
  );
}
