import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Menu,
  Portal,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { type Employee, type RideType } from '@parada/core';
import { useT } from '../../../i18n/panel-i18n';

export interface RowProps {
  employee: Employee;
  rideTypes: RideType[];
  busy: boolean;
  onEdit: () => void;
  onPassword: () => void;
  onResetPassword: () => void;
  onToggle: () => void;
  onClose: () => void;
  onDelete: () => void;
}

function StatusBadge({ employee }: { employee: Employee }) {
  const { t } = useT();
  return (
    <Badge colorPalette={employee.status === 'confirmed' ? 'green' : 'gray'} variant="subtle">
      {t(`company.employees.status_${employee.status}`)}
    </Badge>
  );
}

function ActiveSwitch({ employee, busy, onToggle }: RowProps) {
  const { t } = useT();
  return (
    <Switch.Root
      checked={employee.active}
      disabled={busy}
      colorPalette="brand"
      // The switch only asks; the confirmation naming the employee does the change.
      onCheckedChange={onToggle}
    >
      <Switch.HiddenInput aria-label={t('company.employees.active_for', { name: employee.name })} />
      <Switch.Control />
    </Switch.Root>
  );
}

function RowActions(props: RowProps) {
  const { t } = useT();
  const { employee, busy } = props;
  const run: Record<string, () => void> = {
    edit: props.onEdit,
    password: props.onPassword,
    reset: props.onResetPassword,
    close: props.onClose,
    delete: props.onDelete,
  };
  return (
    <Menu.Root onSelect={(details: { value: string }) => run[details.value]?.()}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          loading={busy}
          aria-label={t('company.employees.actions_for', { name: employee.name })}
        >
          {t('company.employees.actions')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.Item value="edit">{t('company.employees.edit')}</Menu.Item>
            <Menu.Item value="password">{t('company.employees.password')}</Menu.Item>
            <Menu.Item value="reset" disabled={employee.status !== 'confirmed'}>
              <Stack gap="0">
                <Text>{t('company.employees.reset_password')}</Text>
                {/* A pending employee has no password yet: the invitation sets the first. */}
                {employee.status !== 'confirmed' ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t('company.employees.reset_pending')}
                  </Text>
                ) : null}
              </Stack>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="close">{t('company.employees.close')}</Menu.Item>
            <Menu.Item value="delete" color="fg.error">
              {t('company.employees.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const rideTypeName = (types: RideType[], id: number | null) =>
  types.find((type) => type.id === id)?.name ?? '—';

export function EmployeeRow(props: RowProps) {
  const { employee, rideTypes } = props;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{employee.name}</Table.Cell>
      <Table.Cell>{employee.email}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{employee.telephone ?? '—'}</Table.Cell>
      <Table.Cell>{rideTypeName(rideTypes, employee.servicio_type_id)}</Table.Cell>
      <Table.Cell>
        <StatusBadge employee={employee} />
      </Table.Cell>
      <Table.Cell>
        <ActiveSwitch {...props} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <RowActions {...props} />
      </Table.Cell>
    </Table.Row>
  );
}

export function EmployeeCard(props: RowProps) {
  const { t } = useT();
  const { employee, rideTypes } = props;
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold">{employee.name}</Text>
          <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
            {employee.email}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {employee.telephone}
          </Text>
        </Box>
        <StatusBadge employee={employee} />
      </Flex>
      <Text fontSize="sm">
        {t('company.employees.service_type')}: {rideTypeName(rideTypes, employee.servicio_type_id)}
      </Text>
      <Flex justify="space-between" align="center" gap="3">
        <HStack gap="2">
          <ActiveSwitch {...props} />
          <Text fontSize="sm" aria-hidden>
            {t('company.employees.active')}
          </Text>
        </HStack>
        <RowActions {...props} />
      </Flex>
    </Stack>
  );
}
