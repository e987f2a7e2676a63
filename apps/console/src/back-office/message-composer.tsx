import { Box, Button, Grid, Heading, Stack, Tabs, Text, Textarea, chakra } from '@chakra-ui/react';
import {
  LANGUAGES,
  type AdminGrouping,
  type AdminUser,
  type Language,
  type OperatorMessageCreate,
} from '@parada/core';
import { FieldFrame, TextField, notify, textOf } from '@parada/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useOffice } from './use-office';
import { useT } from '../i18n/console-i18n';
import { GroupingSelect, rootOf } from './grouping-select';

type Target = 'all' | 'grouping' | 'company';
type PerLanguage = Record<Language, string>;
const empty = (): PerLanguage => ({ ca: '', en: '', es: '' });

/** The languages written, or null when none is. */
const written = (texts: PerLanguage) => {
  const out = Object.fromEntries(
    LANGUAGES.filter((language) => texts[language].trim()).map((language) => [
      language,
      texts[language].trim(),
    ]),
  );
  return Object.keys(out).length > 0 ? (out as OperatorMessageCreate['subject']) : null;
};

/**
 * A message to every client of the operator, to one grouping's clients or to a company and
 * its employees, written per language: each reader gets theirs (the panel's messages page,
 * with its unread badge).
 */
export function MessageComposer({ groupings }: { groupings: readonly AdminGrouping[] }) {
  const { t, i18n } = useT();
  const { run, pending, error, clearError } = useConsoleAction();
  const office = useOffice();
  const [target, setTarget] = useState<Target>('all');
  const [groupingId, setGroupingId] = useState<number | null>(null);
  const [companies, setCompanies] = useState<AdminUser[]>([]);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [subject, setSubject] = useState<PerLanguage>(empty);
  const [body, setBody] = useState<PerLanguage>(empty);
  const [tab, setTab] = useState<Language>((i18n.language as Language) ?? 'es');

  useEffect(() => {
    void office.users().then(
      (users) => {
        const found = users.filter((user) => user.kind === 'company');
        setCompanies(found);
        setCompanyId((current) => current ?? found[0]?.id ?? null);
      },
      () => undefined,
    );
  }, [office]);
  useEffect(() => {
    setGroupingId((current) => current ?? rootOf(groupings)?.id ?? null);
  }, [groupings]);

  const languageName = (language: Language) => t(`office.brand.language.${language}`);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const subjects = written(subject);
    const bodies = written(body);
    if (!subjects || !bodies) return;
    const message: OperatorMessageCreate = {
      subject: subjects,
      body: bodies,
      ...(target === 'grouping' && groupingId !== null ? { agrupation_id: groupingId } : {}),
      ...(target === 'company' && companyId !== null ? { company_id: companyId } : {}),
    };
    const sent = await run(() => office.sendMessage(message));
    if (!sent) return;
    notify.success(t('office.support.sent', { count: sent.sent }));
    setSubject(empty());
    setBody(empty());
  };

  return (
    <Stack
      as="section"
      aria-labelledby="messages-title"
      gap="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h2" size="md" id="messages-title">
        {t('office.support.messages')}
      </Heading>
      <chakra.form onSubmit={send} aria-labelledby="messages-title">
        <Stack gap="4">
          <Grid
            templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
            gap="3"
            alignItems="end"
          >
            <Box>
              <chakra.label
                htmlFor="message-target"
                fontSize="sm"
                fontWeight="medium"
                display="block"
                mb="1.5"
              >
                {t('office.support.message_to')}
              </chakra.label>
              <chakra.select
                id="message-target"
                value={target}
                onChange={(event) => setTarget(event.currentTarget.value as Target)}
                borderWidth="1px"
                borderRadius="l2"
                h="11"
                px="2"
                w="full"
                bg="bg"
              >
                <option value="all">{t('office.support.to_all')}</option>
                <option value="grouping">{t('office.support.to_grouping')}</option>
                {companies.length > 0 && (
                  <option value="company">{t('office.support.to_company')}</option>
                )}
              </chakra.select>
            </Box>
            {target === 'grouping' && (
              <GroupingSelect
                id="message-grouping"
                groupings={groupings}
                value={groupingId}
                onChange={setGroupingId}
                label={t('office.support.choose_grouping')}
              />
            )}
            {target === 'company' && (
              <Box>
                <chakra.label
                  htmlFor="message-company"
                  fontSize="sm"
                  fontWeight="medium"
                  display="block"
                  mb="1.5"
                >
                  {t('office.support.choose_company')}
                </chakra.label>
                <chakra.select
                  id="message-company"
                  value={companyId ?? ''}
                  onChange={(event) => setCompanyId(Number(event.currentTarget.value))}
                  borderWidth="1px"
                  borderRadius="l2"
                  h="11"
                  px="2"
                  w="full"
                  bg="bg"
                >
                  {companies.map((company) => (
                    <option key={company.id} value={company.id}>
                      {company.name}
                    </option>
                  ))}
                </chakra.select>
              </Box>
            )}
          </Grid>
          <Text fontSize="sm" color="fg.muted">
            {t('office.support.per_language')}
          </Text>
          <Tabs.Root
            value={tab}
            onValueChange={(details: { value: string }) => setTab(details.value as Language)}
            variant="line"
          >
            <Tabs.List aria-label={t('office.brand.language_tabs')}>
              {LANGUAGES.map((language) => (
                <Tabs.Trigger key={language} value={language}>
                  {languageName(language)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {LANGUAGES.map((language) => (
              <Tabs.Content key={language} value={language}>
                <Stack gap="3">
                  <TextField
                    label={`${t('office.support.subject')} (${languageName(language)})`}
                    value={subject[language]}
                    maxLength={200}
                    onChange={(event) => {
                      clearError();
                      const value = event.currentTarget.value;
                      setSubject((current) => ({ ...current, [language]: value }));
                    }}
                  />
                  <FieldFrame label={`${t('office.support.body')} (${languageName(language)})`}>
                    <Textarea
                      value={body[language]}
                      rows={4}
                      bg="bg"
                      onChange={(event) => {
                        clearError();
                        const value = event.currentTarget.value;
                        setBody((current) => ({ ...current, [language]: value }));
                      }}
                    />
                  </FieldFrame>
                </Stack>
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {error && (
            <Text color="fg.error" role="alert">
              {textOf(t, error)}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={pending}
            disabled={!written(subject) || !written(body)}
          >
            {t('office.support.send')}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
