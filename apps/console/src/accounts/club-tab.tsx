import { Badge, Box, Button, Checkbox, Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { AdminCommerce } from '@parada/core';
import { ConfirmDialog, TextField, notify, useAppContext } from '@parada/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';
import { Failure, Panel } from './parts';

interface Draft {
  name: string;
  offer: string;
  address: string;
  latitude: string;
  longitude: string;
  active: boolean;
}

const EMPTY: Draft = {
  name: '',
  offer: '',
  address: '',
  latitude: '41.3874',
  longitude: '2.1686',
  active: true,
};

const draftOf = (commerce: AdminCommerce): Draft => ({
  name: commerce.name,
  offer: commerce.offer,
  address: commerce.address,
  latitude: String(commerce.latitude),
  longitude: String(commerce.longitude),
  active: commerce.active,
});

/** A commerce's form, new or edited; the server checks every field again. */
function CommerceForm({
  commerce,
  onDone,
  onCancel,
}: {
  commerce: AdminCommerce | null;
  onDone: (commerce: AdminCommerce) => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [draft, setDraft] = useState<Draft>(commerce ? draftOf(commerce) : EMPTY);
  const set = (field: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    // Read now: React clears the event's target before the updater runs.
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const id = commerce ? `commerce-edit-${commerce.id}` : 'commerce-new';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: draft.name,
      offer: draft.offer,
      address: draft.address,
      latitude: Number(draft.latitude),
      longitude: Number(draft.longitude),
      active: draft.active,
    };
    const saved = await run((c) =>
      commerce ? c.updateCommerce(commerce.id, body) : c.createCommerce(body),
    );
    if (!saved) return;
    notify.success(
      t(commerce ? 'accounts.club.saved' : 'accounts.club.created', { name: saved.name }),
    );
    if (!commerce) setDraft(EMPTY);
    onDone(saved);
  };
  return (
    <Panel
      id={id}
      title={commerce ? t('accounts.club.edit', { name: commerce.name }) : t('accounts.club.new')}
    >
      <chakra.form onSubmit={submit} aria-labelledby={id}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <TextField
            label={t('accounts.club.name')}
            value={draft.name}
            required
            onChange={set('name')}
          />
          <TextField label={t('accounts.club.offer')} value={draft.offer} onChange={set('offer')} />
          <Box gridColumn={{ md: 'span 2' }}>
            <TextField
              label={t('accounts.club.address')}
              value={draft.address}
              onChange={set('address')}
            />
          </Box>
          <TextField
            label={t('accounts.club.latitude')}
            value={draft.latitude}
            inputMode="decimal"
            required
            onChange={set('latitude')}
          />
          <TextField
            label={t('accounts.club.longitude')}
            value={draft.longitude}
            inputMode="decimal"
            required
            onChange={set('longitude')}
          />
          <Checkbox.Root
            checked={draft.active}
            onCheckedChange={(details) =>
              setDraft((current) => ({ ...current, active: !!details.checked }))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('accounts.club.active')}</Checkbox.Label>
          </Checkbox.Root>
          <HStack gap="2" justifySelf="start">
            <Button type="submit" loading={pending}>
              {commerce ? t('accounts.club.save') : t('accounts.club.create')}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t('accounts.club.cancel')}
              </Button>
            )}
          </HStack>
        </Grid>
      </chakra.form>
      <Failure error={error} />
    </Panel>
  );
}

/** The operator's club commerces: the list, edit or delete one, a new one. */
export function ClubTab() {
  const { t } = useT();
  const api = useAppContext().parada.api.console;
  const { run, pending, error } = useConsoleAction();
  const [commerces, setCommerces] = useState<AdminCommerce[] | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<AdminCommerce | null>(null);
  const load = useCallback(() => {
    void api.commerces().then(setCommerces, () => setCommerces([]));
  }, [api]);
  useEffect(load, [load]);
  const remove = async () => {
    if (!removing) return;
    const done = await run((c) => c.deleteCommerce(removing.id));
    if (done) notify.success(t('accounts.club.removed', { name: removing.name }));
    setRemoving(null);
    setEditing(null);
    load();
  };
  const edited = commerces?.find((commerce) => commerce.id === editing) ?? null;

  return (
    <Stack gap="4">
      <Panel id="club-list" title={t('accounts.club.list')}>
        {commerces === null && <Text color="fg.muted">{t('accounts.loading')}</Text>}
        {commerces?.length === 0 && <Text color="fg.muted">{t('accounts.club.none')}</Text>}
        <Failure error={error} />
        {commerces && commerces.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {commerces.map((commerce) => (
              <Stack
                as="li"
                key={commerce.id}
                direction={{ base: 'column', sm: 'row' }}
                justify="space-between"
                align={{ sm: 'center' }}
                borderWidth="1px"
                borderRadius="l2"
                p="2"
                gap="2"
                bg={commerce.id === editing ? 'brand.subtle' : undefined}
              >
                <Box minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{commerce.name}</Text>
                    <Badge colorPalette={commerce.active ? 'green' : 'gray'} variant="subtle">
                      {t(commerce.active ? 'accounts.club.shown' : 'accounts.club.hidden')}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {[commerce.offer, commerce.address].filter(Boolean).join(' · ')}
                  </Text>
                </Box>
                <HStack gap="2" flexShrink={0}>
                  <Button size="sm" variant="outline" onClick={() => setEditing(commerce.id)}>
                    {t('accounts.club.edit', { name: commerce.name })}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRemoving(commerce)}
                    aria-label={t('accounts.club.remove_named', { name: commerce.name })}
                  >
                    {t('accounts.club.remove')}
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
        )}
      </Panel>
      {edited && (
        <CommerceForm
          key={edited.id}
          commerce={edited}
          onDone={() => {
            setEditing(null);
            load();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <CommerceForm commerce={null} onDone={load} />
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
        title={t('accounts.club.remove_named', { name: removing?.name ?? '' })}
        message={t('accounts.club.remove_confirm', { name: removing?.name ?? '' })}
        confirmLabel={t('accounts.club.remove')}
        destructive
        busy={pending}
      />
    </Stack>
  );
}
