import { Button, Card, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { type Employee } from '@parada/core';
import {
  NEW_ROW,
  employeesActions,
  selectEmployees,
  selectRideTypes,
  rideTypesActions,
} from '@parada/core/store';
import {
  useMinWidth,
  useAppDispatch,
  useAppSelector,
  LoadFailed,
  PageHeader,
  serverFieldErrors,
  useOutcomeToast,
} from '@parada/ui';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../../app/paths';
import { StatementCard } from '../rides/statement-card';
import { EmployeeQuestionDialog, type Question } from './employees/employee-question-dialog';
import { EmployeeCard, EmployeeRow, type RowProps } from './employees/employee-row';
import { EmployeeForm } from './employees/employee-form';
import { PasswordForm } from './employees/password-form';
import { ClosedList } from './employees/closed-list';
import { useT } from '../../i18n/panel-i18n';

type Editing = { id: number; mode: 'edit' | 'password' } | null;

/** Employees (spec §2, §4): the table, the new blank row on top, the edit and password forms. */
export default function EmployeesPage() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const employees = useAppSelector(selectEmployees);
  const rideTypes = useAppSelector(selectRideTypes);
  const [tab, setTab] = useState<'active' | 'closed'>('active');
  const [editing, setEditing] = useState<Editing>(null);
  const [question, setQuestion] = useState<Question>(null);
  // The table needs the width; below it the same rows are cards.
  const wide = useMinWidth(1024);

  useEffect(() => {
    dispatch(employeesActions.listRequested());
    dispatch(rideTypesActions.listRequested());
  }, [dispatch]);

  useEffect(() => {
    if (tab === 'closed') dispatch(employeesActions.closedRequested());
  }, [dispatch, tab]);

  const { result, dialog } = useOutcomeToast(employees.result, (done) => {
    // A form closes once its own call succeeded; a question once its call ended.
    if (done.ok && editing && (done.id ?? NEW_ROW) === editing.id) setEditing(null);
  });
  const serverErrors =
    result && !result.ok && editing && (result.id ?? NEW_ROW) === editing.id
      ? serverFieldErrors(result.errors)
      : {};

  const answer = () => {
    if (!question) return;
    const { kind, employee } = question;
    if (kind === 'activate') {
      dispatch(employeesActions.activeToggled({ id: employee.id, active: !employee.active }));
    } else if (kind === 'close') {
      dispatch(employeesActions.closeRequested(employee.id));
    } else {
      dispatch(employeesActions.deleteRequested(employee.id));
    }
    setQuestion(null);
  };

  const rowProps = (employee: Employee): RowProps => ({
    employee,
    rideTypes: rideTypes.items,
    busy: employees.busy[employee.id] !== undefined,
    onEdit: () => setEditing({ id: employee.id, mode: 'edit' }),
    onPassword: () => setEditing({ id: employee.id, mode: 'password' }),
    onResetPassword: () => dispatch(employeesActions.resetPasswordRequested(employee.id)),
    onToggle: () => setQuestion({ kind: 'activate', employee }),
    onClose: () => setQuestion({ kind: 'close', employee }),
    onDelete: () => setQuestion({ kind: 'delete', employee }),
  });

  const formFor = (employee: Employee | null) => {
    const id = employee?.id ?? NEW_ROW;
    const close = () => setEditing(null);
    const busy = employees.busy[id] !== undefined;
    if (employee && editing?.mode === 'password') {
      return (
        <PasswordForm
          employee={employee}
          busy={busy}
          serverErrors={serverErrors}
          onCancel={close}
          onSubmit={(form) => dispatch(employeesActions.passwordRequested({ id, form }))}
        />
      );
    }
    return (
      <EmployeeForm
        employee={employee}
        rideTypes={rideTypes.items}
        busy={busy}
        serverErrors={serverErrors}
        onCancel={close}
        onCreate={(values) => dispatch(employeesActions.createRequested(values))}
        onUpdate={(changes) =>
          employee && dispatch(employeesActions.updateRequested({ id: employee.id, changes }))
        }
      />
    );
  };

  const isNew = editing?.id === NEW_ROW;
  const editingOf = (employee: Employee) => editing?.id === employee.id;

  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="7xl">
      <PageHeader title={t('route.employee')} intro={t('company.employees.intro')}>
        <Button asChild variant="outline">
          <RouterLink to={pathOf('service_type')}>
            {t('company.employees.service_types_link')}
          </RouterLink>
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => {
            setTab('active');
            setEditing({ id: NEW_ROW, mode: 'edit' });
          }}
          disabled={isNew}
        >
          {t('company.employees.new')}
        </Button>
      </PageHeader>
      <StatementCard />

      <Tabs.Root
        value={tab}
        onValueChange={(details: { value: string }) =>
          setTab(details.value === 'closed' ? 'closed' : 'active')
        }
        variant="line"
      >
        <Tabs.List>
          <Tabs.Trigger value="active">{t('company.employees.tab_active')}</Tabs.Trigger>
          <Tabs.Trigger value="closed">{t('company.employees.tab_closed')}</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="active">
          {employees.status === 'failed' ? (
            <LoadFailed onRetry={() => dispatch(employeesActions.listRequested())} />
          ) : (
            <Stack gap="4">
              {wide ? (
                <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg">
                  <Table.Root size="md">
                    <Table.Caption srOnly>{t('company.employees.table')}</Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('company.employees.name')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('company.employees.email')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('company.employees.telephone')}</Table.ColumnHeader>
                        <Table.ColumnHeader>
                          {t('company.employees.service_type')}
                        </Table.ColumnHeader>
                        <Table.ColumnHeader>{t('company.employees.status')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('company.employees.active')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">
                          {t('company.employees.actions')}
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {isNew && (
                        <Table.Row bg="bg.subtle">
                          <Table.Cell colSpan={7}>{formFor(null)}</Table.Cell>
                        </Table.Row>
                      )}
                      {employees.items.map((employee) =>
                        editingOf(employee) ? (
                          <Table.Row key={employee.id} bg="bg.subtle">
                            <Table.Cell colSpan={7}>{formFor(employee)}</Table.Cell>
                          </Table.Row>
                        ) : (
                          <EmployeeRow key={employee.id} {...rowProps(employee)} />
                        ),
                      )}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              ) : (
                // Phones get one card per employee, the new blank one first.
                <Stack
                  as="ul"
                  gap="3"
                  listStyleType="none"
                  aria-label={t('company.employees.table')}
                >
                  {isNew && (
                    <Card.Root as="li" variant="outline">
                      <Card.Body>{formFor(null)}</Card.Body>
                    </Card.Root>
                  )}
                  {employees.items.map((employee) => (
                    <Card.Root as="li" key={employee.id} variant="outline">
                      <Card.Body>
                        {editingOf(employee) ? (
                          formFor(employee)
                        ) : (
                          <EmployeeCard {...rowProps(employee)} />
                        )}
                      </Card.Body>
                    </Card.Root>
                  ))}
                </Stack>
              )}
              {employees.status === 'loaded' && employees.items.length === 0 && !isNew && (
                <Text color="fg.muted">{t('company.employees.empty')}</Text>
              )}
            </Stack>
          )}
        </Tabs.Content>

        <Tabs.Content value="closed">
          <ClosedList />
        </Tabs.Content>
      </Tabs.Root>

      <EmployeeQuestionDialog
        question={question}
        onCancel={() => setQuestion(null)}
        onConfirm={answer}
      />
      {dialog}
    </Stack>
  );
}
