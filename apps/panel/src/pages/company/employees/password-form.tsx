import { Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { employeePasswordFormSchema, type Employee } from '@parada/core';
import { PasswordField, useFormCheck } from '@parada/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/panel-i18n';

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
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const { check, errorOf } = useFormCheck(serverErrors);
  const title = t('company.employees.password_form', { name: employee.name });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = check(employeePasswordFormSchema, values);
    if (form) onSubmit(form);
  };
  const error = (field: keyof typeof values) => errorOf(field);

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

/** Closed employees: read-only, with their services still downloadable. */
