import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Card,
  Code,
  Flex,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  pursesActions,
  selectCardPayments,
  selectPurse,
  selectPurseMovements,
  selectPurseStatus,
} from '@parada/core/store';
import { LoadFailed, QrCode, notify, useAppDispatch, useAppSelector } from '@parada/ui';
import { AccountPage } from './account-ui';
import { useMoney } from './purses/use-money';
import { ReturnedRecharge } from './purses/returned-recharge';
import { Movements } from './purses/movements';
import { SendDialog } from './purses/send-dialog';
import { RechargeDialog } from './purses/recharge-dialog';
import { useT } from '../../i18n/panel-i18n';

/**
 * Purses (spec §1 wallet, docs/architecture.md, the API beyond the spec): balance, my code as text and QR, transfers by a
 * scanned or typed code or user ID, card recharges and the movements, newest first.
 */
export default function PursesPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const purse = useAppSelector(selectPurse);
  const status = useAppSelector(selectPurseStatus);
  const movements = useAppSelector(selectPurseMovements);
  // Without a card gateway the server refuses card recharges: no button that cannot work.
  const cardPayments = useAppSelector(selectCardPayments);
  const money = useMoney();
  const [dialog, setDialog] = useState<'send' | 'recharge' | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    dispatch(pursesActions.purseRequested());
  }, [dispatch]);

  // Back from the card provider's bank page (3-D Secure): follow that payment. The
  // address is cleaned, so a reload does not ask again.
  useEffect(() => {
    const reference = searchParams.get('recharge');
    if (reference === null) return;
    if (/^rch_[0-9a-f]{40}$/.test(reference)) dispatch(pursesActions.rechargeReturned(reference));
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, dispatch]);

  const copy = async () => {
    if (!purse) return;
    try {
      await navigator.clipboard.writeText(purse.code);
      notify.success(t('account.purses.copied'));
    } catch {
      // Clipboard refused (permissions, insecure origin): the code stays on screen to copy.
      notify.info(purse.code);
    }
  };

  return (
    <AccountPage title={t('route.purses')} intro={t('account.purses.intro')}>
      <ReturnedRecharge />
      {status === 'failed' && !purse ? (
        <LoadFailed onRetry={() => dispatch(pursesActions.purseRequested())} />
      ) : !purse ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
          <Skeleton height="48" borderRadius="l3" />
          <Skeleton height="48" borderRadius="l3" />
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Card.Root variant="outline">
            <Card.Body gap="5" justifyContent="space-between">
              <Stack gap="1">
                <Heading as="h2" size="md" color="fg.muted" id="purse-balance">
                  {t('account.purses.balance')}
                </Heading>
                <Text
                  aria-labelledby="purse-balance"
                  aria-live="polite"
                  fontSize={{ base: '4xl', md: '5xl' }}
                  fontWeight="bold"
                  lineHeight="1.1"
                  data-testid="purse-balance"
                >
                  {money(purse.balanceCents)}
                </Text>
              </Stack>
              <Flex gap="3" wrap="wrap">
                <Button colorPalette="brand" flex="1" onClick={() => setDialog('send')}>
                  {t('account.purses.send')}
                </Button>
                {cardPayments !== 'off' && (
                  <Button variant="outline" flex="1" onClick={() => setDialog('recharge')}>
                    {t('account.purses.recharge')}
                  </Button>
                )}
              </Flex>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body>
              <Flex gap="5" align="center" direction={{ base: 'column', sm: 'row' }}>
                <QrCode value={purse.code} size={144} />
                <Stack
                  gap="2"
                  align={{ base: 'center', sm: 'start' }}
                  textAlign={{ base: 'center', sm: 'start' }}
                >
                  <Heading as="h2" size="md" color="fg.muted">
                    {t('account.purses.my_code')}
                  </Heading>
                  <Code
                    fontSize="2xl"
                    px="3"
                    py="1"
                    letterSpacing="widest"
                    data-testid="purse-code"
                  >
                    {purse.code}
                  </Code>
                  <Text fontSize="sm" color="fg.muted">
                    {t('account.purses.my_code_help')}
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => void copy()}>
                    {t('account.purses.copy')}
                  </Button>
                </Stack>
              </Flex>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      )}

      <Movements
        movements={movements}
        money={money}
        onPage={(offset) => dispatch(pursesActions.movementsRequested({ offset }))}
      />

      {dialog === 'send' && <SendDialog onClose={() => setDialog(null)} />}
      {dialog === 'recharge' && <RechargeDialog onClose={() => setDialog(null)} />}
    </AccountPage>
  );
}
