import { Card, Heading, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import type { PurseMovementView, selectPurseMovements } from '@parada/core/store';
import { LoadFailed, Pager, useZonedTime } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

export function Movements({
  movements,
  money,
  onPage,
}: {
  movements: ReturnType<typeof selectPurseMovements>;
  money: (cents: number) => string;
  onPage: (offset: number) => void;
}) {
  const { t } = useT();
  const zonedTime = useZonedTime();
  const { items, total, offset, limit, status } = movements;
  const concept = (movement: PurseMovementView) => {
    switch (movement.kind) {
      case 'transfer_in':
      case 'transfer_out':
        return t(`account.purses.kind.${movement.kind}`, {
          name: movement.counterpart?.name ?? movement.description,
        });
      case 'ride_payment':
        return movement.service_id
          ? t('account.purses.kind.ride_payment', { id: movement.service_id })
          : movement.description;
      default:
        return t(`account.purses.kind.${movement.kind}`);
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="purse-movements">
      <Heading as="h2" size="lg" id="purse-movements">
        {t('account.purses.movements')}
      </Heading>
      {status === 'failed' ? (
        <LoadFailed onRetry={() => onPage(offset)} />
      ) : status !== 'loaded' && items.length === 0 ? (
        <Skeleton height="24" borderRadius="l3" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('account.purses.movements_empty')}</Text>
      ) : (
        <Card.Root variant="outline">
          <chakra.ul listStyleType="none" aria-busy={status === 'pending'}>
            {items.map((movement, index) => (
              <chakra.li
                key={movement.id}
                display="flex"
                gap="4"
                justifyContent="space-between"
                alignItems="center"
                px={{ base: '4', md: '5' }}
                py="3"
                borderTopWidth={index === 0 ? undefined : '1px'}
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {concept(movement)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {zonedTime(movement.created_at)}
                  </Text>
                </Stack>
                <Stack gap="0.5" align="end" flexShrink={0}>
                  <Text
                    fontWeight="semibold"
                    color={movement.amountCents < 0 ? 'fg' : 'green.fg'}
                    whiteSpace="nowrap"
                  >
                    {movement.amountCents > 0 ? '+' : ''}
                    {money(movement.amountCents)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {t('account.purses.balance_after', {
                      amount: money(movement.balanceAfterCents),
                    })}
                  </Text>
                </Stack>
              </chakra.li>
            ))}
          </chakra.ul>
        </Card.Root>
      )}
      <Pager offset={offset} limit={limit} total={total} onPage={onPage} />
    </Stack>
  );
}
