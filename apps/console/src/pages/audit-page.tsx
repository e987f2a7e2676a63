import { Box, Button, Code, Grid, Heading, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { AUDIT_OBJECT_TYPES, type AuditEntry, type AuditQuery } from '@parada/core';
import { SelectField, TextField } from '@parada/ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useFormats } from '../board/format';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';

/** A change's side in one short line: the JSON as stored, keys in order. */
const shown = (value: unknown) => (value == null ? '—' : JSON.stringify(value));

/**
 * The audit log: every console action of the operator's people (who, what, when, before
 * and after), newest first, filtered by person and by object.
 */
export default function AuditPage() {
  const { t } = useT();
  const formats = useFormats();
  const { api } = useConsoleAction();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [people, setPeople] = useState<{ id: number; name: string }[]>([]);
  const [actor, setActor] = useState('');
  const [objectType, setObjectType] = useState('');
  const [objectId, setObjectId] = useState('');
  const [query, setQuery] = useState<AuditQuery>({});

  useEffect(() => {
    void api.audit().then((all) => {
      const seen = new Map<number, string>();
      for (const entry of all) {
        if (entry.actor_user_id !== null) seen.set(entry.actor_user_id, entry.actor_name);
      }
      setPeople([...seen].map(([id, name]) => ({ id, name })));
    });
  }, [api]);
  useEffect(() => {
    void api.audit(query).then(setEntries, () => setEntries([]));
  }, [api, query]);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      ...(actor ? { actor: Number(actor) } : {}),
      ...(objectType ? { object_type: objectType as AuditQuery['object_type'] } : {}),
      ...(objectId.trim() ? { object_id: objectId.trim() } : {}),
    });
  };
  const rows = useMemo(() => entries ?? [], [entries]);

  return (
    <Stack px="6" py="5" gap="4" maxW="8xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('route.audit_log')}
      </Heading>
      <chakra.form onSubmit={filter} aria-label={t('desk.audit.filter')}>
        <Grid templateColumns="repeat(3, minmax(0, 220px)) auto" gap="3" alignItems="end">
          <SelectField label={t('desk.audit.person')} value={actor} onChange={setActor}>
            <option value="">{t('desk.audit.everyone')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('desk.audit.object')} value={objectType} onChange={setObjectType}>
            <option value="">{t('desk.audit.any_object')}</option>
            {AUDIT_OBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`desk.audit.type.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('desk.audit.object_id')}
            value={objectId}
            inputMode="numeric"
            onChange={(event) => setObjectId(event.currentTarget.value)}
          />
          <Button type="submit" size="lg">
            {t('desk.audit.apply')}
          </Button>
        </Grid>
      </chakra.form>
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p="3" overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('desk.audit.when')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.audit.person')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.audit.action')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.audit.object')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.audit.before')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.audit.after')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell whiteSpace="nowrap">{formats.seconds(entry.created_at)}</Table.Cell>
                <Table.Cell>{entry.actor_name}</Table.Cell>
                <Table.Cell>
                  {t(`desk.audit.verb.${entry.action}`, { defaultValue: entry.action })}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {t(`desk.audit.type.${entry.object_type}`, { defaultValue: entry.object_type })} #
                  {entry.object_id}
                </Table.Cell>
                <Table.Cell maxW="72">
                  <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                    {shown(entry.before)}
                  </Code>
                </Table.Cell>
                <Table.Cell maxW="72">
                  <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                    {shown(entry.after)}
                  </Code>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {entries && rows.length === 0 && <Text color="fg.muted">{t('desk.audit.empty')}</Text>}
      </Box>
    </Stack>
  );
}
