import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Stack,
  Switch,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  rideTypeCreateSchema,
  rideTypeUpdateSchema,
  type FormSchema,
  type RideType,
} from '@parada/core';
import { NEW_ROW, selectRideTypes, rideTypesActions } from '@parada/core/store';
import {
  CancelAndGo,
  ConfirmDialog,
  LoadFailed,
  PageHeader,
  TextField,
  serverFieldErrors,
  useAppDispatch,
  useAppSelector,
  useFormCheck,
  useOutcomeToast,
} from '@parada/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../../app/paths';
import { useT } from '../../i18n/panel-i18n';

/** Service types (spec §2 service_type): add, rename, switch on or off, delete. */
export default function RideTypesPage() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRideTypes);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<RideType | null>(null);
  // Bumped after a successful add, so the new-type form starts blank again.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    dispatch(rideTypesActions.listRequested());
  }, [dispatch]);

  const { result, dialog } = useOutcomeToast(state.result, (done) => {
    if (!done.ok) return;
    if (done.kind === 'create') setFormKey((key) => key + 1);
    if (done.kind === 'update' && done.id === renaming) setRenaming(null);
  });
  const errorsFor = (id: number) =>
    result && !result.ok && (result.id ?? NEW_ROW) === id ? serverFieldErrors(result.errors) : {};

  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="4xl">
      <PageHeader title={t('route.service_type')} intro={t('company.service_types.intro')}>
        <Button asChild variant="outline">
          <RouterLink to={pathOf('employee')}>{t('company.service_types.back')}</RouterLink>
        </Button>
      </PageHeader>

      <Card.Root variant="outline">
        <Card.Body>
          <NameForm
            key={formKey}
            label={t('company.service_types.new')}
            submitLabel={t('company.service_types.add')}
            busy={state.busy[NEW_ROW] !== undefined}
            serverErrors={errorsFor(NEW_ROW)}
            schema={rideTypeCreateSchema}
            onSend={(value) => dispatch(rideTypesActions.createRequested(value))}
          />
        </Card.Body>
      </Card.Root>

      {state.status === 'failed' ? (
        <LoadFailed onRetry={() => dispatch(rideTypesActions.listRequested())} />
      ) : state.status === 'loaded' && state.items.length === 0 ? (
        <Text color="fg.muted">{t('company.service_types.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('company.service_types.list')}>
          {state.items.map((type) => {
            const busy = state.busy[type.id] !== undefined;
            return (
              <Card.Root as="li" key={type.id} variant="outline">
                <Card.Body py="3">
                  {renaming === type.id ? (
                    <NameForm
                      label={t('company.service_types.rename', { name: type.name })}
                      submitLabel={t('actions.save')}
                      initial={type.name}
                      busy={busy}
                      serverErrors={errorsFor(type.id)}
                      onCancel={() => setRenaming(null)}
                      schema={rideTypeUpdateSchema}
                      onSend={(changes) =>
                        dispatch(rideTypesActions.updateRequested({ id: type.id, changes }))
                      }
                    />
                  ) : (
                    <Flex gap="3" align="center" justify="space-between" flexWrap="wrap">
                      <HStack gap="3" minW="0">
                        <Switch.Root
                          checked={type.active}
                          disabled={busy}
                          colorPalette="brand"
                          onCheckedChange={(details: { checked: boolean }) =>
                            dispatch(
                              rideTypesActions.updateRequested({
                                id: type.id,
                                changes: { active: details.checked },
                              }),
                            )
                          }
                        >
                          <Switch.HiddenInput
                            aria-label={t('company.service_types.active_for', { name: type.name })}
                          />
                          <Switch.Control />
                        </Switch.Root>
                        <Text fontWeight="medium" wordBreak="break-word">
                          {type.name}
                        </Text>
                        {!type.active && (
                          <Badge variant="subtle">{t('company.service_types.inactive')}</Badge>
                        )}
                      </HStack>
                      <HStack gap="2">
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          aria-label={t('company.service_types.rename', { name: type.name })}
                          onClick={() => setRenaming(type.id)}
                        >
                          {t('company.service_types.rename_action')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          loading={busy && state.busy[type.id] === 'delete'}
                          disabled={busy}
                          aria-label={t('company.service_types.delete', { name: type.name })}
                          onClick={() => setDeleting(type)}
                        >
                          {t('company.service_types.delete_action')}
                        </Button>
                      </HStack>
                    </Flex>
                  )}
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}

      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('company.service_types.confirm_delete', { name: deleting?.name ?? '' })}
        message={t('company.service_types.confirm_delete_body')}
        confirmLabel={t('company.service_types.delete_action')}
        cancelLabel={t('actions.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch(rideTypesActions.deleteRequested(deleting.id));
          setDeleting(null);
        }}
      />
      {dialog}
    </Stack>
  );
}

/** One name field with its button: the new-type form, or a rename in place. */
function NameForm<T>({
  label,
  submitLabel,
  initial = '',
  busy,
  serverErrors,
  schema,
  onSend,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  serverErrors: Record<string, string>;
  /** The request's wire schema; the name is sent only once it passes. */
  schema: FormSchema<T>;
  onSend: (value: T) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const { check, errorOf, hasProblem } = useFormCheck(serverErrors);
  const problem = hasProblem('name');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = check(schema, { name });
    if (value) onSend(value);
  };
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Flex
        gap="3"
        align={{ base: 'stretch', sm: 'end' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box flex="1">
          <TextField
            label={label}
            name="name"
            required
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errorOf('name')}
            autoFocus={Boolean(onCancel)}
          />
        </Box>
        <HStack gap="2" alignSelf={{ base: 'end', sm: problem ? 'center' : 'end' }}>
          <CancelAndGo
            onCancel={onCancel}
            cancelDisabled={busy}
            label={submitLabel}
            busy={busy}
            size="lg"
          />
        </HStack>
      </Flex>
    </chakra.form>
  );
}
