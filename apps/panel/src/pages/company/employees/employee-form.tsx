import { Field, NativeSelect } from '@chakra-ui/react';
import {
  employeeCreateSchema,
  employeeUpdateSchema,
  type Employee,
  type Language,
  type RideType,
} from '@parada/core';
import { LanguagePicker, TextField, useLanguage, useFormValues } from '@parada/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/panel-i18n';
import { InlineForm } from './inline-form';

interface EmployeeFormProps {
  employee: Employee | null;
  rideTypes: RideType[];
  busy: boolean;
  serverErrors: Record<string, string>;
  onCancel: () => void;
  onCreate: (values: ReturnType<typeof employeeCreateSchema.parse>) => void;
  onUpdate: (changes: ReturnType<typeof employeeUpdateSchema.parse>) => void;
}

/** The inline edit form; with no employee it is the blank new row. */
export function EmployeeForm({
  employee,
  rideTypes,
  busy,
  serverErrors,
  onCancel,
  onCreate,
  onUpdate,
}: EmployeeFormProps) {
  const { t } = useT();
  const { values, setValues, check, errorOf, field } = useFormValues(
    {
      name: employee?.name ?? '',
      telephone: employee?.telephone ?? '',
      email: employee?.email ?? '',
      servicio_type_id: employee?.servicio_type_id ?? null,
    },
    serverErrors,
  );
  // A new employee's emails start in the language the company works in, unless it picks
  // another; the employee's own switch changes it later.
  const shown = useLanguage();
  const [language, setLanguage] = useState<Language>(shown);

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

  const title = employee
    ? t('company.employees.edit_form', { name: employee.name })
    : t('company.employees.new_form');

  return (
    <InlineForm
      title={title}
      hint={employee ? null : t('company.employees.create_hint')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        label={t('company.employees.name')}
        required
        autoComplete="off"
        {...field('name')}
        autoFocus
      />
      <TextField
        label={t('company.employees.email')}
        type="email"
        required
        autoComplete="off"
        {...field('email')}
      />
      <TextField
        label={t('company.employees.telephone')}
        type="tel"
        required
        autoComplete="off"
        {...field('telephone')}
      />
      <Field.Root invalid={Boolean(errorOf('servicio_type_id'))}>
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
            {rideTypes
              .filter((type) => type.active || type.id === values.servicio_type_id)
              .map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errorOf('servicio_type_id')}</Field.ErrorText>
      </Field.Root>
      {!employee && (
        <Field.Root>
          <Field.Label>{t('company.employees.language')}</Field.Label>
          <LanguagePicker
            size="lg"
            bg="bg"
            name="language"
            value={language}
            onChange={setLanguage}
          />
        </Field.Root>
      )}
    </InlineForm>
  );
}
