import { Box, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { documentFlows, employeesActions, selectEmployees } from '@parada/core/store';
import { useZonedTime, useAppDispatch, useAppSelector, LoadFailed } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

export function ClosedList() {
  const zonedTime = useZonedTime();
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { closed, closedStatus } = useAppSelector(selectEmployees);
  if (closedStatus === 'failed') {
    return <LoadFailed onRetry={() => dispatch(employeesActions.closedRequested())} />;
  }
  if (closedStatus === 'loaded' && closed.length === 0) {
    return <Text color="fg.muted">{t('company.employees.closed_empty')}</Text>;
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={t('company.employees.closed_table')}>
      {closed.map((employee) => (
        <Card.Root as="li" key={employee.id} variant="outline">
          <Card.Body>
            <Flex
              gap="3"
              justify="space-between"
              align={{ base: 'start', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
            >
              <Box minW="0">
                <Text fontWeight="semibold">{employee.name}</Text>
                <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
                  {employee.email} · {employee.telephone}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {t('company.employees.created_at')} {zonedTime(employee.created_at, 'date')}
                </Text>
              </Box>
              <Button
                variant="outline"
                size="sm"
                onClick={() => dispatch(documentFlows.pdf.trigger({ employee_id: employee.id }))}
              >
                {t('company.employees.download_pdf', { name: employee.name })}
              </Button>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
