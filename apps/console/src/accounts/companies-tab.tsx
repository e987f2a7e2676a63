import {
  Badge,
  Box,
  Button,
  Checkbox,
  Grid,
  HStack,
  Stack,
  Table,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { AdminGrouping, ConsoleCompany, ConsoleEmployee } from '@parada/core';
import { EmailField, PhoneField, TextField, notify, saveFile, useAppContext } from '@parada/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';
import { Failure, Panel, RowAction, SelectField } from './parts';

/** This month, 'YYYY-MM', for the statement's month box. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

interface CompanyDraft {
  name: string;
  email: string;
  phone: string;
  grouping: string;
}

/** A company's name, contact and grouping, as the new and the edit forms both ask them. */
function CompanyFields({
  draft,
  onChange,
  groupings,
}: {
  draft: CompanyDraft;
  onChange: (draft: CompanyDraft) => void;
  groupings: AdminGrouping[];
}) {
  const { t } = useT();
  return (
    <>
      <TextField
        label={t('accounts.companies.name')}
        value={draft.name}
        required
        onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
      />
      <EmailField
        label={t('accounts.companies.email')}
        value={draft.email}
        required
        onChange={(event) => onChange({ ...draft, email: event.currentTarget.value })}
      />
      <PhoneField
        label={t('accounts.companies.phone')}
        value={draft.phone}
        onChange={(event) => onChange({ ...draft, phone: event.currentTarget.value })}
      />
      <SelectField
        label={t('accounts.companies.grouping')}
        value={draft.grouping}
        onChange={(grouping) => onChange({ ...draft, grouping })}
      >
        {groupings.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}

function NewCompany({
  groupings,
  onCreated,
}: {
  groupings: AdminGrouping[];
  onCreated: (company: ConsoleCompany) => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [draft, setDraft] = useState<CompanyDraft>({
    name: '',
    email: '',
    phone: '',
    grouping: '',
  });
  const [panel, setPanel] = useState(true);
  const groupingId = draft.grouping || String(groupings[0]?.id ?? '');
  const { name, email, phone } = draft;
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const made = await run((c) =>
      c.createCompany({
        name,
        email,
        ...(phone.trim() ? { phone } : {}),
        grouping_id: Number(groupingId),
        panel,
      }),
    );
    if (!made) return;
    notify.success(t('accounts.companies.created', { name: made.name }));
    setDraft({ ...draft, name: '', email: '', phone: '' });
    onCreated(made);
  };
  return (
    <Panel id="company-new" title={t('accounts.companies.new')}>
      <chakra.form onSubmit={create} aria-labelledby="company-new">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <CompanyFields
            draft={{ ...draft, grouping: groupingId }}
            onChange={setDraft}
            groupings={groupings}
          />
          <Checkbox.Root checked={panel} onCheckedChange={(details) => setPanel(!!details.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('accounts.companies.panel')}</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" loading={pending} justifySelf="start">
            {t('accounts.companies.create')}
          </Button>
        </Grid>
      </chakra.form>
      <Failure error={error} />
    </Panel>
  );
}

/** A company's details as the operator corrects them: name, contact and grouping. */
function CompanyEdit({
  company,
  groupings,
  onSaved,
  onCancel,
}: {
  company: ConsoleCompany;
  groupings: AdminGrouping[];
  onSaved: (company: ConsoleCompany) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [draft, setDraft] = useState<CompanyDraft>({
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    grouping: String(company.grouping_id),
  });
  const id = `company-edit-${company.id}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run((c) =>
      c.updateCompany(company.id, {
        name: draft.name,
        email: draft.email,
        phone: draft.phone.trim() ? draft.phone : null,
        grouping_id: Number(draft.grouping),
      }),
    );
    if (!done) return;
    notify.success(t('accounts.companies.saved', { name: done.name }));
    onSaved(done);
  };
  return (
    <chakra.form onSubmit={save} aria-labelledby={id}>
      <Text as="h3" id={id} fontWeight="semibold" mb="2">
        {t('accounts.companies.edit_named', { name: company.name })}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <CompanyFields draft={draft} onChange={setDraft} groupings={groupings} />
        <HStack gap="2">
          <Button type="submit" loading={pending}>
            {t('accounts.companies.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        </HStack>
      </Grid>
      <Failure error={error} />
    </chakra.form>
  );
}

/** One company: the panel switch, its employees, its monthly statement. */
function CompanyDetail({
  company,
  groupings,
  onChanged,
}: {
  company: ConsoleCompany;
  groupings: AdminGrouping[];
  onChanged: (company: ConsoleCompany) => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [editing, setEditing] = useState(false);
  const [employees, setEmployees] = useState<ConsoleEmployee[] | null>(null);
  const [month, setMonth] = useState(thisMonth);
  useEffect(() => {
    void run((c) => c.employees(company.id)).then((list) => setEmployees(list ?? []));
  }, [company.id, run]);
  const setPanel = async (panel: boolean) => {
    const done = await run((c) => c.updateCompany(company.id, { panel }));
    if (!done) return;
    notify.success(
      t(panel ? 'accounts.companies.panel_on' : 'accounts.companies.panel_off', {
        name: done.name,
      }),
    );
    onChanged(done);
  };
  const download = async (format: 'pdf' | 'csv') => {
    const file = await run((c) => c.statement(company.id, month, format));
    if (file) saveFile(file, `statement-${company.id}-${month}.${format}`);
  };
  return (
    <Panel
      id="company-detail"
      title={t('accounts.companies.detail', { name: company.name })}
      actions={
        !editing && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={t('accounts.companies.edit_named', { name: company.name })}
          >
            {t('accounts.companies.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <CompanyEdit
          company={company}
          groupings={groupings}
          onSaved={(saved) => {
            setEditing(false);
            onChanged(saved);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Text color="fg.muted">
          {[company.email, company.phone, company.grouping_name].filter(Boolean).join(' · ')}
        </Text>
      )}
      <Checkbox.Root
        checked={company.panel}
        disabled={pending}
        onCheckedChange={(details) => void setPanel(!!details.checked)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('accounts.companies.panel')}</Checkbox.Label>
      </Checkbox.Root>
      <Failure error={error} />
      <Box as="section" aria-labelledby="company-employees">
        <Text as="h3" id="company-employees" fontWeight="semibold" mb="2">
          {t('accounts.companies.employees')}
        </Text>
        {employees && employees.length === 0 && (
          <Text color="fg.muted">{t('accounts.companies.no_employees')}</Text>
        )}
        {employees && employees.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {employees.map((employee) => (
              <HStack as="li" key={employee.id} justify="space-between" gap="2" py="1">
                <Box minW="0">
                  <Text>{employee.name}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {[employee.email, employee.phone].filter(Boolean).join(' · ')}
                  </Text>
                </Box>
                <Badge colorPalette={employee.active ? 'green' : 'gray'} variant="subtle">
                  {t(
                    employee.active
                      ? 'accounts.companies.employee_active'
                      : 'accounts.companies.employee_inactive',
                  )}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
      <Box as="section" aria-labelledby="company-statement">
        <Text as="h3" id="company-statement" fontWeight="semibold" mb="2">
          {t('accounts.companies.statement')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="2">
          <Box maxW={{ sm: '48' }}>
            <TextField
              label={t('accounts.companies.month')}
              type="month"
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value)}
            />
          </Box>
          <Button onClick={() => void download('pdf')} disabled={!month} size="lg">
            {t('accounts.companies.pdf')}
          </Button>
          <Button
            onClick={() => void download('csv')}
            disabled={!month}
            size="lg"
            variant="outline"
          >
            {t('accounts.companies.csv')}
          </Button>
        </Stack>
      </Box>
    </Panel>
  );
}

/** The operator's companies: the list, a new one, and the one opened. */
export function CompaniesTab() {
  const { t } = useT();
  const api = useAppContext().parada.api.console;
  const [companies, setCompanies] = useState<ConsoleCompany[] | null>(null);
  const [groupings, setGroupings] = useState<AdminGrouping[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const load = useCallback(() => {
    void api.companies().then(setCompanies, () => setCompanies([]));
  }, [api]);
  useEffect(() => {
    load();
    void api.groupings().then(setGroupings, () => setGroupings([]));
  }, [api, load]);
  const open = companies?.find((company) => company.id === openId) ?? null;
  const replace = (company: ConsoleCompany) =>
    setCompanies((list) => {
      const rest = (list ?? []).filter((one) => one.id !== company.id);
      return [...rest, company].sort((a, b) => a.name.localeCompare(b.name));
    });

  return (
    <Stack gap="4">
      <Panel id="company-list" title={t('accounts.companies.list')}>
        {companies === null && <Text color="fg.muted">{t('accounts.loading')}</Text>}
        {companies?.length === 0 && <Text color="fg.muted">{t('accounts.companies.none')}</Text>}
        {companies && companies.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('accounts.companies.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">
                    {t('accounts.companies.grouping')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('accounts.companies.panel_short')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('accounts.companies.employees_count')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {companies.map((company) => (
                  <Table.Row
                    key={company.id}
                    bg={company.id === openId ? 'brand.subtle' : undefined}
                  >
                    <Table.Cell fontWeight="medium">{company.name}</Table.Cell>
                    <Table.Cell hideBelow="md">{company.grouping_name}</Table.Cell>
                    <Table.Cell>
                      {t(company.panel ? 'accounts.companies.yes' : 'accounts.companies.no')}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{company.employees}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <RowAction
                        label={t('accounts.open')}
                        name={t('accounts.companies.open', { name: company.name })}
                        onClick={() => setOpenId(company.id)}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Panel>
      {open && (
        <CompanyDetail key={open.id} company={open} groupings={groupings} onChanged={replace} />
      )}
      <NewCompany
        groupings={groupings}
        onCreated={(company) => {
          replace(company);
          setOpenId(company.id);
        }}
      />
    </Stack>
  );
}
