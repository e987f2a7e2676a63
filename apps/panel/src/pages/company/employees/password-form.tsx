import { employeePasswordFormSchema, type Employee } from '@parada/core';
import { PasswordField, useFormValues } from '@parada/ui';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n/panel-i18n';
import { InlineForm } from './inline-form';

export function PasswordForm({
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
  const { t } = useT();
  const { values, check, field } = useFormValues(
    { password: '', password_confirmation: '' },
    serverErrors,
  );
  const title = t('company.employees.password_form', { name: employee.name });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = check(employeePasswordFormSchema, values);
    if (form) onSubmit(form);
  };
  return (
    <InlineForm
      title={title}
      hint={t('company.employees.password_hint')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <PasswordField
        label={t('company.employees.password_new')}
        autoComplete="new-password"
        {...field('password')}
        autoFocus
      />
      <PasswordField
        label={t('company.employees.password_confirm')}
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
    </InlineForm>
  );
}

/** Closed employees: read-only, with their services still downloadable. */
