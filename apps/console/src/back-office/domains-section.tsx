import {
  Badge,
  Box,
  Button,
  Code,
  Grid,
  HStack,
  Heading,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { APP_KINDS, type AdminDomain, type AdminGrouping, type DomainClaim } from '@parada/core';
import { ConfirmDialog, TextField, notify, textOf } from '@parada/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useConsoleAction } from '../board/use-console-action';
import { useOffice } from './use-office';
import { useT } from '../i18n/console-i18n';
import { GroupingSelect } from './grouping-select';

type App = (typeof APP_KINDS)[number];

const isClaim = (answer: AdminDomain | DomainClaim): answer is DomainClaim => 'token' in answer;

/**
 * The operator's domains: those its apps answer on (remove), the claims waiting for their
 * proof of control (the DNS record or the file to put in place, verify, cancel), and a
 * form to add one.
 */
export function DomainsSection({ groupings }: { groupings: readonly AdminGrouping[] }) {
  const { t } = useT();
  const { run, pending, error, clearError } = useConsoleAction();
  const office = useOffice();
  const [domains, setDomains] = useState<AdminDomain[]>([]);
  const [claims, setClaims] = useState<DomainClaim[]>([]);
  const [domain, setDomain] = useState('');
  const [app, setApp] = useState<App>('panel');
  const [groupingId, setGroupingId] = useState<number | null>(groupings[0]?.id ?? null);
  const [removing, setRemoving] = useState<AdminDomain | null>(null);

  const refresh = useCallback(async () => {
    const [hosts, open] = await Promise.all([office.domains(), office.claims()]);
    setDomains(hosts);
    setClaims(open);
  }, [office]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const nameOf = (id: number) => groupings.find((row) => row.id === id)?.name ?? `#${id}`;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (groupingId === null) return;
    const answer = await run(() =>
      office.addDomain({ domain: domain.trim(), agrupation_id: groupingId, app }),
    );
    if (!answer) return;
    setDomain('');
    if (!isClaim(answer)) notify.success(t('office.domains.added'));
    await refresh();
  };
  const verify = async (claim: DomainClaim) => {
    if (await run(() => office.verifyClaim(claim.id))) {
      notify.success(t('office.domains.verified'));
      await refresh();
    }
  };
  const cancelClaim = async (claim: DomainClaim) => {
    if (await run(() => office.removeClaim(claim.id))) await refresh();
  };
  const remove = async () => {
    if (!removing) return;
    const gone = await run(() => office.removeDomain(removing.id));
    setRemoving(null);
    if (gone) {
      notify.success(t('office.domains.removed'));
      await refresh();
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby="domains-title"
      gap="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="1">
        <Heading as="h2" size="md" id="domains-title">
          {t('office.domains.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('office.domains.intro')}
        </Text>
      </Stack>

      {domains.length === 0 ? (
        <Text color="fg.muted">{t('office.domains.none')}</Text>
      ) : (
        <chakra.ul
          listStyleType="none"
          display="grid"
          gap="2"
          aria-label={t('office.domains.title')}
        >
          {domains.map((row) => (
            <chakra.li
              key={row.id}
              display="flex"
              alignItems="center"
              gap="3"
              flexWrap="wrap"
              borderBottomWidth="1px"
              pb="2"
            >
              <Text fontWeight="medium" wordBreak="break-all" flex="1" minW="40">
                {row.domain}
              </Text>
              <Badge>{t(`office.domains.apps.${row.app}`)}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {nameOf(row.agrupation_id)}
              </Text>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={t('office.domains.remove_named', { domain: row.domain })}
                onClick={() => setRemoving(row)}
              >
                {t('office.domains.remove')}
              </Button>
            </chakra.li>
          ))}
        </chakra.ul>
      )}

      {claims.map((claim) => (
        <Box
          key={claim.id}
          borderWidth="1px"
          borderRadius="l2"
          p="3"
          bg="bg.subtle"
          data-testid="domain-claim"
        >
          <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
            <Heading as="h3" size="sm" wordBreak="break-all">
              {t('office.domains.proof_title', { domain: claim.domain })}
            </Heading>
            <Badge colorPalette="orange">{t('office.domains.pending')}</Badge>
          </HStack>
          <Text fontSize="sm">{t('office.domains.proof_dns')}</Text>
          <Grid templateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="sm" my="2">
            <Text color="fg.muted">{t('office.domains.record_name')}</Text>
            <Code wordBreak="break-all">{claim.dns.name}</Code>
            <Text color="fg.muted">{t('office.domains.record_type')}</Text>
            <Code>{claim.dns.type}</Code>
            <Text color="fg.muted">{t('office.domains.record_value')}</Text>
            <Code wordBreak="break-all">{claim.dns.value}</Code>
          </Grid>
          <Text fontSize="sm">{t('office.domains.proof_http')}</Text>
          <Grid templateColumns="minmax(0, 1fr)" rowGap="1" fontSize="sm" my="2">
            <Code wordBreak="break-all">{claim.http.url}</Code>
            <Code wordBreak="break-all">{claim.http.body}</Code>
          </Grid>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="brand"
              loading={pending}
              aria-label={t('office.domains.verify_named', { domain: claim.domain })}
              onClick={() => void verify(claim)}
            >
              {t('office.domains.verify')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('office.domains.cancel_claim_named', { domain: claim.domain })}
              onClick={() => void cancelClaim(claim)}
            >
              {t('office.domains.cancel_claim')}
            </Button>
          </HStack>
        </Box>
      ))}

      <chakra.form onSubmit={add} aria-label={t('office.domains.add')}>
        <Grid
          templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' }}
          gap="3"
          alignItems="end"
        >
          <TextField
            label={t('office.domains.domain')}
            value={domain}
            required
            placeholder="taxi.example.com"
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => {
              clearError();
              setDomain(event.currentTarget.value);
            }}
          />
          <Box>
            <chakra.label
              htmlFor="domain-app"
              fontSize="sm"
              fontWeight="medium"
              display="block"
              mb="1.5"
            >
              {t('office.domains.app')}
            </chakra.label>
            <chakra.select
              id="domain-app"
              value={app}
              onChange={(event) => setApp(event.currentTarget.value as App)}
              borderWidth="1px"
              borderRadius="l2"
              h="11"
              px="2"
              w="full"
              bg="bg"
            >
              {APP_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`office.domains.apps.${kind}`)}
                </option>
              ))}
            </chakra.select>
          </Box>
          <GroupingSelect
            id="domain-grouping"
            groupings={groupings}
            value={groupingId}
            onChange={setGroupingId}
          />
          <Button type="submit" size="lg" loading={pending} disabled={!domain.trim()}>
            {t('office.domains.add')}
          </Button>
        </Grid>
        {error && (
          <Text color="fg.error" role="alert" mt="2">
            {textOf(t, error)}
          </Text>
        )}
      </chakra.form>

      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
        title={t('office.domains.remove_title', { domain: removing?.domain ?? '' })}
        message={t('office.domains.remove_message')}
        confirmLabel={t('office.domains.remove')}
        destructive
        busy={pending}
      />
    </Stack>
  );
}
