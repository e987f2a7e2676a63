import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  NativeSelect,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  LANGUAGES,
  employeeCreateSchema,
  employeeUpdateSchema,
  isLanguage,
  type Employee,
  type Language,
  type ServiceType,
} from '@parada/core';
import { LANGUAGE_NAMES, TextField, useLanguage, useFormCheck } from '@parada/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/panel-i18n';

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
export function EmployeeForm({
  employee,
  serviceTypes,
  busy,
  serverErrors,
  onCancel,
  onCreate,
  onUpdate,
}: EmployeeFormProps) {
  const { t } = useT();
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
  const { check, errorOf } = useFormCheck(serverErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (employee) {
      const changes = check(employeeUpdateSchema, values);
      if (changes) onUpdate(changes);
    } else {
      const created = check(employeeCreateSchema, { ...values, active: true, language });
      if (created) onCreate(created);
    }
  };

  const error = (field: keyof typeof values) => errorOf(field);
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
            {t('actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('actions.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
