import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n/console-i18n';
import { ClientsTab } from './clients-tab';
import { ClubTab } from './club-tab';
import { CompaniesTab } from './companies-tab';
import { HotelsTab } from './hotels-tab';

const TABS = ['clients', 'companies', 'hotels', 'club'] as const;
type Tab = (typeof TABS)[number];

/**
 * The operator's accounts: clients (find, block, their rides), companies (panel flag,
 * employees, statement), hotels (door, kiosk hours, room cards) and club commerces. The
 * open tab is in the address (?tab=), so a reload or a shared link keeps it.
 */
export default function AccountsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'clients';
  return (
    <Stack px={{ base: '3', md: '6' }} py="5" gap="4" maxW="6xl" mx="auto" w="full">
      <Heading as="h1" size="xl">
        {t('route.accounts')}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
        variant="enclosed"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('accounts.tabs')} overflowX="auto" maxW="full">
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`accounts.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="clients">
          <ClientsTab />
        </Tabs.Content>
        <Tabs.Content value="companies">
          <CompaniesTab />
        </Tabs.Content>
        <Tabs.Content value="hotels">
          <HotelsTab />
        </Tabs.Content>
        <Tabs.Content value="club">
          <ClubTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
