import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Heading,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  LANGUAGES,
  NEW_EMPLOYEE_ROW,
  employeeCreateSchema,
  employeePasswordFormSchema,
  employeeUpdateSchema,
  employeesActions,
  selectEmployees,
  selectServiceTypes,
  serviceTypesActions,
  isLanguage,
  servicesActions,
  type Employee,
  type Language,
  type ServiceType,
} from '@parada/core';
import {
  ConfirmDialog,
  LANGUAGE_NAMES,
  PasswordField,
  TextField,
  useLanguage,
  useMinWidth,
  useZonedTime,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../../app/paths';
import { useCompanyTranslation } from './use-company-translation';
import { checkWith, serverFieldErrors, type FieldProblems } from './form-check';
import { LoadFailed, PageHeader } from './company-ui';
import { useActionResult } from './use-action-result';
import { StatementCard } from '../services/statement-card';

type Editing = { id: number; mode: 'edit' | 'password' } | null;
type Question = { kind: 'activate' | 'close' | 'delete'; employee: Employee } | null;

/** Employees (spec §2, §4): the table, the new blank row on top, the edit and password forms. */
export default function EmployeesPage() {
  const { t } = useCompanyTranslation();
  const dispatch = useAppDispatch();
  const employees = useAppSelector(selectEmployees);
  const serviceTypes = useAppSelector(selectServiceTypes);
  const [tab, setTab] = useState<'active' | 'closed'>('active');
  const [editing, setEditing] = useState<Editing>(null);
  const [question, setQuestion] = useState<Question>(null);
  // The table needs the width; below it the same rows are cards.
  const wide = useMinWidth(1024);

  useEffect(() => {
    dispatch(employeesActions.listRequested());
    dispatch(serviceTypesActions.listRequested());
  }, [dispatch]);

  useEffect(() => {
    if (tab === 'closed') dispatch(employeesActions.closedRequested());
  }, [dispatch, tab]);

  const { result, dialog } = useActionResult(employees.result, (done) => {
    // A form closes once its own call succeeded; a question once its call ended.
    if (done.ok && editing && (done.id ?? NEW_EMPLOYEE_ROW) === editing.id) setEditing(null);
  });
  const serverErrors =
    result && !result.ok && editing && (result.id ?? NEW_EMPLOYEE_ROW) === editing.id
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
    serviceTypes: serviceTypes.items,
    busy: employees.busy[employee.id] !== undefined,
    onEdit: () => setEditing({ id: employee.id, mode: 'edit' }),
    onPassword: () => setEditing({ id: employee.id, mode: 'password' }),
    onResetPassword: () => dispatch(employeesActions.resetPasswordRequested(employee.id)),
    onToggle: () => setQuestion({ kind: 'activate', employee }),
    onClose: () => setQuestion({ kind: 'close', employee }),
    onDelete: () => setQuestion({ kind: 'delete', employee }),
  });

  const formFor = (employee: Employee | null) => {
    const id = employee?.id ?? NEW_EMPLOYEE_ROW;
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
        serviceTypes={serviceTypes.items}
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

  const isNew = editing?.id === NEW_EMPLOYEE_ROW;
  const editingOf = (employee: Employee) => editing?.id === employee.id;
  const name = question?.employee.name ?? '';

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
            setEditing({ id: NEW_EMPLOYEE_ROW, mode: 'edit' });
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

      <ConfirmDialog
        open={question !== null}
        onCancel={() => setQuestion(null)}
        onConfirm={answer}
        destructive={question?.kind !== 'activate' || question.employee.active}
        title={
          question?.kind === 'activate'
            ? t(
                question.employee.active
                  ? 'company.employees.confirm_deactivate'
                  : 'company.employees.confirm_activate',
                { name },
              )
            : question?.kind === 'close'
              ? t('company.employees.confirm_close', { name })
              : t('company.employees.confirm_delete', { name })
        }
        message={
          question?.kind === 'activate'
            ? t(
                question.employee.active
                  ? 'company.employees.confirm_deactivate_body'
                  : 'company.employees.confirm_activate_body',
                { name },
              )
            : question?.kind === 'close'
              ? t('company.employees.confirm_close_body', { name })
              : t('company.employees.confirm_delete_body')
        }
        confirmLabel={
          question?.kind === 'activate'
            ? t(
                question.employee.active
                  ? 'company.employees.deactivate'
                  : 'company.employees.activate',
              )
            : question?.kind === 'close'
              ? t('company.employees.close')
              : t('company.employees.delete')
        }
        cancelLabel={t('company.cancel')}
      />
      {dialog}
    </Stack>
  );
}

interface RowProps {
  employee: Employee;
  serviceTypes: ServiceType[];
  busy: boolean;
  onEdit: () => void;
  onPassword: () => void;
  onResetPassword: () => void;
  onToggle: () => void;
  onClose: () => void;
  onDelete: () => void;
}

function StatusBadge({ employee }: { employee: Employee }) {
  const { t } = useCompanyTranslation();
  return (
    <Badge colorPalette={employee.status === 'confirmed' ? 'green' : 'gray'} variant="subtle">
      {t(`company.employees.status_${employee.status}`)}
    </Badge>
  );
}

function ActiveSwitch({ employee, busy, onToggle }: RowProps) {
  const { t } = useCompanyTranslation();
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
  const { t } = useCompanyTranslation();
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
              {t('company.employees.reset_password')}
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

const serviceTypeName = (types: ServiceType[], id: number | null) =>
  types.find((type) => type.id === id)?.name ?? '—';

function EmployeeRow(props: RowProps) {
  const { employee, serviceTypes } = props;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{employee.name}</Table.Cell>
      <Table.Cell>{employee.email}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{employee.telephone ?? '—'}</Table.Cell>
      <Table.Cell>{serviceTypeName(serviceTypes, employee.servicio_type_id)}</Table.Cell>
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

function EmployeeCard(props: RowProps) {
  const { t } = useCompanyTranslation();
  const { employee, serviceTypes } = props;
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
        {t('company.employees.service_type')}:{' '}
        {serviceTypeName(serviceTypes, employee.servicio_type_id)}
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

interface EmployeeFormProps {
  employee: Employee | null;
  serviceTypes: ServiceType[];
  busy: boolean;
  serverErrors: Record<string, string>;
  onCancel: () => void;
  onCreate: (values: ReturnType<typeof employeeCreateSchema.parse>) => void;
  onUpdate: (changes: ReturnType<typeof employeeUpdateSchema.parse>) => void;
}

/** The inline edit form; with no employee it is the blank new row. */
function EmployeeForm({
  employee,
  serviceTypes,
  busy,
  serverErrors,
  onCancel,
  onCreate,
  onUpdate,
}: EmployeeFormProps) {
  const { t } = useCompanyTranslation();
  const [values, setValues] = useState({
    name: employee?.name ?? '',
    telephone: employee?.telephone ?? '',
    email: employee?.email ?? '',
    servicio_type_id: employee?.servicio_type_id ?? null,
  });
  // A new employee's emails start in the language the company works in, unless it picks
  // another (#20); the employee's own switch changes it later.
  const shown = useLanguage();
  const [language, setLanguage] = useState<Language>(shown);
  const [problems, setProblems] = useState<FieldProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (employee) {
      const checked = checkWith(employeeUpdateSchema, values);
      if (!checked.ok) return setProblems(checked.problems);
      setProblems({});
      onUpdate(checked.value);
    } else {
      const checked = checkWith(employeeCreateSchema, { ...values, active: true, language });
      if (!checked.ok) return setProblems(checked.problems);
      setProblems({});
      onCreate(checked.value);
    }
  };

  const error = (field: keyof typeof values) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.params) : (serverErrors[field] ?? null);
  };
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const title = employee
    ? t('company.employees.edit_form', { name: employee.name })
    : t('company.employees.new_form');

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {!employee && (
          <Text color="fg.muted" fontSize="sm">
            {t('company.employees.create_hint')}
          </Text>
        )}
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          <TextField
            label={t('company.employees.name')}
            name="name"
            required
            autoComplete="off"
            value={values.name}
            onChange={set('name')}
            error={error('name')}
            autoFocus
          />
          <TextField
            label={t('company.employees.email')}
            name="email"
            type="email"
            required
            autoComplete="off"
            value={values.email}
            onChange={set('email')}
            error={error('email')}
          />
          <TextField
            label={t('company.employees.telephone')}
            name="telephone"
            type="tel"
            required
            autoComplete="off"
            value={values.telephone}
            onChange={set('telephone')}
            error={error('telephone')}
          />
          <Field.Root invalid={Boolean(error('servicio_type_id'))}>
            <Field.Label>{t('company.employees.service_type')}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                bg="bg"
                name="servicio_type_id"
                value={values.servicio_type_id ?? ''}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    servicio_type_id: event.target.value ? Number(event.target.value) : null,
                  }))
                }
              >
                <option value="">{t('company.employees.no_service_type')}</option>
                {serviceTypes
                  .filter((type) => type.active || type.id === values.servicio_type_id)
                  .map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{error('servicio_type_id')}</Field.ErrorText>
          </Field.Root>
          {!employee && (
            <Field.Root>
              <Field.Label>{t('company.employees.language')}</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  bg="bg"
                  name="language"
                  value={language}
                  onChange={(event) => {
                    if (isLanguage(event.target.value)) setLanguage(event.target.value);
                  }}
                >
                  {LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {LANGUAGE_NAMES[code]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </Box>
        <HStack gap="3" justify="end" flexWrap="wrap">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('company.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('company.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

function PasswordForm({
  employee,
  busy,
  serverErrors,
  onCancel,
  onSubmit,
}: {
  employee: Employee;
  busy: boolean;
  serverErrors: Record<string, string>;
  onCancel: () => void;
  onSubmit: (form: { password: string; password_confirmation: string }) => void;
}) {
  const { t } = useCompanyTranslation();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const title = t('company.employees.password_form', { name: employee.name });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(employeePasswordFormSchema, values);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    onSubmit(checked.value);
  };
  const error = (field: keyof typeof values) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.params) : (serverErrors[field] ?? null);
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('company.employees.password_hint')}
        </Text>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          <PasswordField
            label={t('company.employees.password_new')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
            error={error('password')}
            autoFocus
          />
          <PasswordField
            label={t('company.employees.password_confirm')}
            name="password_confirmation"
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={(event) =>
              setValues((v) => ({ ...v, password_confirmation: event.target.value }))
            }
            error={error('password_confirmation')}
          />
        </Box>
        <HStack gap="3" justify="end" flexWrap="wrap">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('company.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('company.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** Closed employees: read-only, with their services still downloadable. */
function ClosedList() {
  const zonedTime = useZonedTime();
  const { t } = useCompanyTranslation();
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
                onClick={() => dispatch(servicesActions.pdfRequested({ employee_id: employee.id }))}
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
