import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { deviceOf, formatDateTime, type AccountSession } from '@parada/core';
import {
  accountActions,
  accountFlows,
  selectSessions,
  selectSessionsStatus,
  type FlowState,
  type LoadStatus,
} from '@parada/core/store';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { useT } from '../i18n/use-t';
import { useFlow } from '../screen-kit/use-flow';
import { ConfirmDialog } from '../widgets/confirm-dialog';
import { AccountCard, FlowAlert } from './account-card';

/** "Firefox on Linux", or the parts known, or "Unknown device". */
function useDeviceName() {
  const { t } = useT();
  return (session: AccountSession) => {
    const { browser, system } = deviceOf(session.user_agent);
    if (browser && system) return t('account.sessions.device', { browser, system });
    return browser ?? system ?? t('account.sessions.unknown_device');
  };
}

export interface SessionsViewProps {
  sessions: AccountSession[] | null;
  status: LoadStatus;
  flow: FlowState;
  onSignOutOthers: () => void;
}

/**
 * Where the account is signed in: each session's device, when it was last used and when it
 * signed in, this one marked; "Sign out everywhere else" ends the rest, once confirmed.
 */
export function SessionsView({ sessions, status, flow, onSignOutOthers }: SessionsViewProps) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const nameOf = useDeviceName();
  const others = (sessions ?? []).filter((session) => !session.current).length;
  return (
    <AccountCard title={t('account.sessions.title')} headingLevel="h2" width="2xl">
      <Stack gap="4">
        <FlowAlert flow={flow} />
        {status === 'failed' && !sessions ? (
          <Text color="fg.error">{t('account.sessions.failed')}</Text>
        ) : (
          <List.Root
            variant="plain"
            gap="3"
            aria-label={t('account.sessions.title')}
            aria-busy={status === 'pending'}
          >
            {(sessions ?? []).map((session) => (
              <List.Item
                key={session.id}
                display="block"
                borderWidth="1px"
                borderRadius="l2"
                px="4"
                py="3"
              >
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{nameOf(session)}</Text>
                  {session.current ? (
                    <Badge colorPalette="brand" variant="subtle">
                      {t('account.sessions.this_device')}
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t('account.sessions.times', {
                    used: formatDateTime(session.last_used_at),
                    created: formatDateTime(session.created_at),
                  })}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
        {sessions && others === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('account.sessions.only_here')}
          </Text>
        ) : null}
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          disabled={others === 0}
          loading={flow.status === 'pending'}
          loadingText={t('account.sessions.sign_out_others')}
          onClick={() => setAsking(true)}
        >
          {t('account.sessions.sign_out_others')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        destructive
        title={t('account.sessions.confirm_title')}
        message={t('account.sessions.confirm_message')}
        confirmLabel={t('account.sessions.sign_out_others')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onSignOutOthers();
        }}
      />
    </AccountCard>
  );
}

/** The profile's sessions card, on the store: loads GET customer/sessions as it opens. */
export function SessionsCard() {
  const dispatch = useAppDispatch();
  const sessions = useAppSelector(selectSessions);
  const status = useAppSelector(selectSessionsStatus);
  const flow = useFlow(accountFlows.otherSessionsEnd);
  useEffect(() => {
    dispatch(accountActions.sessionsRequested());
  }, [dispatch]);
  return (
    <SessionsView
      sessions={sessions}
      status={status}
      flow={flow}
      onSignOutOthers={() => dispatch(accountFlows.otherSessionsEnd.trigger())}
    />
  );
}
