import {
  Alert,
  Box,
  Button,
  Fieldset,
  Grid,
  HStack,
  Heading,
  Image,
  Input,
  List,
  Stack,
  Tabs,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import {
  LANGUAGES,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  contrastIssues,
  formatBytes,
  formatDecimal,
  logoFileProblem,
  type AdminGrouping,
  type Content,
  type Language,
} from '@parada/core';
import { FieldFrame, TextField, notify, textOf } from '@parada/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useOffice } from './use-office';
import { useT } from '../i18n/console-i18n';
import {
  COLOR_KEYS,
  PAGE_KEYS,
  draftOf,
  groupingChanges,
  nameIn,
  pageChanges,
  pickerValue,
  type BrandDraft,
  type PageKey,
} from './brand-draft';
import { BrandPreview } from './brand-preview';
import { DomainsSection } from './domains-section';
import { GroupingSelect, rootOf } from './grouping-select';

/**
 * Brand and domains: a grouping's name, title, colours, logo and its help, conditions and
 * privacy pages per language, with the panel's entry page drawn in the draft beside them
 * and a warning for each colour pair under WCAG AA; then the operator's domains.
 */
export default function BrandPage() {
  const { t, i18n } = useT();
  const { run, pending, error } = useConsoleAction();
  const office = useOffice();
  const [groupings, setGroupings] = useState<AdminGrouping[] | null>(null);
  const [groupingId, setGroupingId] = useState<number | null>(null);
  const [saved, setSaved] = useState<BrandDraft | null>(null);
  const [draft, setDraft] = useState<BrandDraft | null>(null);
  const [tab, setTab] = useState<Language>((i18n.language as Language) ?? 'es');
  const [logoError, setLogoError] = useState<string | null>(null);

  useEffect(() => {
    void office.groupings().then((rows) => {
      setGroupings(rows);
      setGroupingId((current) => current ?? rootOf(rows)?.id ?? null);
    });
  }, [office]);
  const grouping = groupings?.find((row) => row.id === groupingId) ?? null;

  const load = useCallback(
    async (row: AdminGrouping) => {
      const pages = await Promise.all(
        PAGE_KEYS.map((key) => office.content(key, row.id).catch(() => [] as Content[])),
      );
      const next = draftOf(
        row,
        Object.fromEntries(PAGE_KEYS.map((key, index) => [key, pages[index]])) as Record<
          PageKey,
          Content[]
        >,
      );
      setSaved(next);
      setDraft(next);
    },
    [office],
  );
  useEffect(() => {
    if (grouping) void load(grouping);
    // A new list (after a save) keeps the draft the save made; only another grouping reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupingId, load]);

  const issues = useMemo(() => (draft ? contrastIssues(draft.colors) : []), [draft]);
  const changes = useMemo(
    () =>
      saved && draft
        ? { grouping: groupingChanges(saved, draft), pages: pageChanges(saved, draft) }
        : null,
    [saved, draft],
  );
  const dirty = Boolean(
    changes && (Object.keys(changes.grouping).length > 0 || changes.pages.length > 0),
  );

  if (!groupings || !grouping || !draft) {
    return (
      <Stack px="6" py="5">
        <Text color="fg.muted">{t('desk.loading')}</Text>
      </Stack>
    );
  }

  const edit = (change: (current: BrandDraft) => BrandDraft) =>
    setDraft((current) => (current ? change(current) : current));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changes || !dirty) return;
    const done = await run(async () => {
      let row = grouping;
      if (Object.keys(changes.grouping).length > 0) {
        row = await office.updateGrouping(grouping.id, changes.grouping);
      }
      for (const page of changes.pages) {
        await office.putContent(page.key, grouping.id, {
          language: page.language,
          title: page.title,
          body: page.body,
          format: 'html',
        });
      }
      return row;
    });
    if (!done) return;
    setGroupings((rows) => rows?.map((row) => (row.id === done.id ? done : row)) ?? rows);
    setSaved(draft);
    notify.success(t('office.saved'));
  };

  const uploadLogo = async (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setLogoError(t(problem));
      return;
    }
    const row = await run(() => office.uploadLogo(grouping.id, file));
    if (row) {
      setGroupings((rows) => rows?.map((item) => (item.id === row.id ? row : item)) ?? rows);
      notify.success(t('office.brand.logo_uploaded'));
    }
  };

  const languageName = (language: Language) => t(`office.brand.language.${language}`);

  return (
    <Stack px={{ base: '3', md: '6' }} py="5" gap="6" maxW="8xl" mx="auto">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t('route.brand')}
        </Heading>
        {groupings.length > 1 && (
          <GroupingSelect
            id="brand-grouping"
            groupings={groupings}
            value={grouping.id}
            onChange={setGroupingId}
          />
        )}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6">
        <chakra.form onSubmit={save} aria-labelledby="brand-form-title" minW="0">
          <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
            <Heading as="h2" size="md" id="brand-form-title">
              {t('office.brand.identity')}
            </Heading>
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
                  <Stack gap="4">
                    <TextField
                      label={`${t('office.brand.name')} (${languageName(language)})`}
                      value={draft.name[language]}
                      maxLength={120}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        edit((current) => ({
                          ...current,
                          name: { ...current.name, [language]: value },
                        }));
                      }}
                    />
                    <TextField
                      label={`${t('office.brand.title')} (${languageName(language)})`}
                      value={draft.title[language]}
                      maxLength={200}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        edit((current) => ({
                          ...current,
                          title: { ...current.title, [language]: value },
                        }));
                      }}
                    />
                    <Heading as="h3" size="sm" pt="2">
                      {t('office.brand.pages')}
                    </Heading>
                    {PAGE_KEYS.map((key) => {
                      const page = t(`office.brand.page.${key}`);
                      const text = draft.pages[key][language];
                      const setPage = (patch: Partial<typeof text>) =>
                        edit((current) => ({
                          ...current,
                          pages: {
                            ...current.pages,
                            [key]: {
                              ...current.pages[key],
                              [language]: { ...current.pages[key][language], ...patch },
                            },
                          },
                        }));
                      return (
                        <Stack key={key} gap="2">
                          <TextField
                            label={`${t('office.brand.page_title', { page })} (${languageName(language)})`}
                            value={text.title}
                            maxLength={200}
                            onChange={(event) => setPage({ title: event.currentTarget.value })}
                          />
                          <FieldFrame
                            label={`${t('office.brand.page_body', { page })} (${languageName(language)})`}
                            helperText={
                              key === 'politica_privacidad'
                                ? `${t('office.brand.page_body_hint')} ${t('office.brand.privacy_note')}`
                                : t('office.brand.page_body_hint')
                            }
                          >
                            <Textarea
                              value={text.body}
                              rows={4}
                              bg="bg"
                              onChange={(event) => setPage({ body: event.currentTarget.value })}
                            />
                          </FieldFrame>
                        </Stack>
                      );
                    })}
                  </Stack>
                </Tabs.Content>
              ))}
            </Tabs.Root>

            <Fieldset.Root>
              <Fieldset.Legend asChild>
                <Heading as="h2" size="md">
                  {t('office.brand.colours')}
                </Heading>
              </Fieldset.Legend>
              <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
                {COLOR_KEYS.map((key) => {
                  const label = t(`office.brand.colour.${key}`);
                  const value = draft.colors[key];
                  const setColor = (next: string) =>
                    edit((current) => ({ ...current, colors: { ...current.colors, [key]: next } }));
                  return (
                    <HStack key={key} gap="2" align="end">
                      <chakra.input
                        type="color"
                        aria-label={label}
                        value={pickerValue(value) ?? '#000000'}
                        onChange={(event) => setColor(event.currentTarget.value)}
                        w="11"
                        h="11"
                        p="1"
                        borderWidth="1px"
                        borderRadius="l2"
                        bg="bg"
                        cursor="pointer"
                        flexShrink={0}
                        css={{
                          '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid' },
                        }}
                      />
                      <TextField
                        label={t('office.brand.hex', { name: label })}
                        value={value}
                        maxLength={7}
                        spellCheck={false}
                        error={pickerValue(value) ? null : t('validation.invalid')}
                        onChange={(event) => setColor(event.currentTarget.value)}
                      />
                    </HStack>
                  );
                })}
              </Grid>
              {issues.length > 0 ? (
                <Alert.Root status="warning" mt="3" data-testid="contrast-warning">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('office.brand.contrast_title')}</Alert.Title>
                    <Alert.Description>
                      <List.Root ps="4" my="1">
                        {issues.map((issue) => (
                          <List.Item key={issue.pair}>
                            {t(`office.brand.pair.${issue.pair}`, {
                              ratio: formatDecimal(issue.ratio, i18n.language as Language, 2),
                            })}
                          </List.Item>
                        ))}
                      </List.Root>
                      {t('office.brand.contrast_hint')}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : (
                <Text fontSize="sm" color="fg.success" mt="2">
                  {t('office.brand.contrast_ok')}
                </Text>
              )}
            </Fieldset.Root>

            {error && (
              <Text color="fg.error" role="alert">
                {textOf(t, error)}
              </Text>
            )}
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" disabled={!dirty} loading={pending}>
                {t('office.save')}
              </Button>
              {dirty && (
                <Text fontSize="sm" color="fg.muted">
                  {t('office.brand.unsaved')}
                </Text>
              )}
            </HStack>
          </Stack>
        </chakra.form>

        <Stack gap="6" minW="0">
          <Stack
            as="section"
            aria-labelledby="brand-logo-title"
            gap="3"
            bg="bg"
            borderWidth="1px"
            borderRadius="l3"
            p={{ base: '4', md: '5' }}
          >
            <Heading as="h2" size="md" id="brand-logo-title">
              {t('office.brand.logo')}
            </Heading>
            {grouping.logo ? (
              <Image
                src={grouping.logo}
                alt={t('office.brand.logo')}
                maxH="16"
                maxW="60"
                objectFit="contain"
                alignSelf="start"
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('office.brand.logo_none')}
              </Text>
            )}
            <FieldFrame
              label={t('office.brand.logo_choose')}
              helperText={t('office.brand.logo_hint', {
                size: formatBytes(LOGO_MAX_BYTES, i18n.language as Language),
              })}
              error={logoError}
            >
              <Input
                type="file"
                accept={LOGO_TYPES.join(',')}
                p="1.5"
                bg="bg"
                onChange={(event) => void uploadLogo(event.currentTarget.files?.[0])}
              />
            </FieldFrame>
          </Stack>
          <Box position={{ lg: 'sticky' }} top={{ lg: '20' }}>
            <BrandPreview name={nameIn(draft, tab)} logo={grouping.logo} colors={draft.colors} />
          </Box>
        </Stack>
      </Grid>
      <DomainsSection groupings={groupings} />
    </Stack>
  );
}
