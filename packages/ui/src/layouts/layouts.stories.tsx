import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  ALLOWED_ROUTES,
  menuItems,
  showsHotelHistoryButton,
  showsProfileButton,
  type Role,
} from '@parada/core';
import { GROUPINGS, RIDES, makeRide } from '../storybook/fixtures';
import { hrefOf } from '../storybook/routes';
import { RideStatusBox } from '../ride/ride-status-box';
import { RidesTable } from '../ride/rides-table';
import {
  GuestLayout,
  HotelHistoryLayout,
  HotelLayout,
  MainLayout,
  PlainLayout,
  type HotelLayoutProps,
} from './layouts';
import { TextField } from '../widgets/text-field';
import { PasswordField } from '../widgets/password-field';

const meta = { title: 'Layouts', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj;

const grouping = {
  name: GROUPINGS.parada.name,
  logo: GROUPINGS.parada.logo,
  facebook_link: 'https://facebook.com/paradataxi',
  linkedin_link: 'https://linkedin.com/company/paradataxi',
  twitter_link: null,
};

const USERS = {
  client: { name: 'Marta Soler Puig', avatar: null },
  company: {
    name: 'Transportes Mediterráneo Internacional S.L.',
    company: true,
    logo: GROUPINGS.sol.logo,
  },
  employee: { name: 'Transportes Mediterráneo', employee: { name: 'Laura Martí' } },
} as const;

const menuFor = (role: Role) => ({
  items: menuItems(role, ALLOWED_ROUTES[role]),
  hrefOf,
  counts: { pending_services: 3, scheduled_services: 12 },
  profileHref: showsProfileButton(role) ? '/profile' : null,
});

/** A page's body as the apps render it: the page brings the one h1, not the top bar. */
function Content({ title }: { title: string }) {
  return (
    <Stack gap="6" maxW="6xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <RideStatusBox ride={makeRide({ status_code: 2, taxi: null })} />
        <RideStatusBox ride={makeRide({ id: 10460, status_code: 10 })} />
      </SimpleGrid>
      <Heading as="h2" size="md">
        Servicios
      </Heading>
      <RidesTable rides={RIDES.slice(0, 4)} onCancel={() => {}} onDetails={() => {}} />
    </Stack>
  );
}

export const MainClient: Story = {
  parameters: { route: '/panel' },
  render: () => (
    <MainLayout
      grouping={grouping}
      user={USERS.client}
      {...menuFor('client')}
      title="Pedidos"
      onLogout={() => {}}
    >
      <Content title="Pedidos" />
    </MainLayout>
  ),
};

/** On a phone the drawer opens over the page from the menu button (and traps focus). */
export const MainPhoneMenuOpen: Story = {
  ...MainClient,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).queryByRole('button', { name: /men[uú]/i });
    if (button) await userEvent.click(button);
  },
};

export const MainCompany: Story = {
  parameters: { route: '/request' },
  render: () => (
    <MainLayout
      grouping={grouping}
      user={USERS.company}
      {...menuFor('company_panel')}
      title="Pedir"
      requestsInFlight={1}
    >
      <Content title="Pedir" />
    </MainLayout>
  ),
};

export const MainEmployee: Story = {
  parameters: { route: '/Bookings' },
  render: () => (
    <MainLayout grouping={grouping} user={USERS.employee} {...menuFor('employee')} title="Reservas">
      <Content title="Reservas" />
    </MainLayout>
  ),
};

export const MainSecondGrouping: Story = {
  globals: { grouping: 'sol' },
  parameters: { route: '/panel' },
  render: () => (
    <MainLayout
      grouping={{ name: GROUPINGS.sol.name, logo: GROUPINGS.sol.logo }}
      user={USERS.client}
      {...menuFor('client')}
      title="Pedidos"
    >
      <Content title="Pedidos" />
    </MainLayout>
  ),
};

export const Guest: Story = {
  parameters: { route: '/login' },
  render: () => (
    <GuestLayout
      grouping={grouping}
      items={menuItems('visitor')}
      hrefOf={hrefOf}
      title="Parada Taxi"
    >
      <Box maxW="md" mx="auto" bg="bg" p="8" borderRadius="l3" boxShadow="card">
        <Stack gap="5">
          <Heading as="h1" size="lg">
            Iniciar sesión
          </Heading>
          <TextField label="Email" type="email" autoComplete="username" />
          <PasswordField label="Contraseña" />
        </Stack>
      </Box>
    </GuestLayout>
  ),
};

/** The hotel's frame as one of its users sees it (employees get no history button). */
const hotelFor = (user: HotelLayoutProps['user'], role: Role): Story => ({
  parameters: { route: '/hotel' },
  render: () => (
    <HotelLayout
      grouping={grouping}
      user={user}
      {...menuFor(role)}
      title="Hotel Arts Barcelona"
      historyHref={showsHotelHistoryButton(role) ? '/hotel_history' : null}
    >
      <Content title="Hotel" />
    </HotelLayout>
  ),
});

export const Hotel = hotelFor(
  { name: 'Hotel Arts Barcelona', company: true, logo: GROUPINGS.parada.logo },
  'company_panel',
);

export const HotelEmployee = hotelFor(USERS.employee, 'employee_panel');

export const HotelHistory: Story = {
  parameters: { route: '/hotel_history' },
  render: () => (
    <HotelHistoryLayout>
      <Heading as="h1" srOnly>
        Histórico de servicios
      </Heading>
      <RidesTable rides={RIDES} onDetails={() => {}} />
    </HotelHistoryLayout>
  ),
};

export const Plain: Story = {
  render: () => (
    <PlainLayout>
      <Stack gap="5" bg="bg" p="8" borderRadius="l3" boxShadow="card">
        <Heading as="h1" size="lg">
          Activar cuenta
        </Heading>
        <Text color="fg.muted">Introduce el código de 6 dígitos que te hemos enviado por SMS.</Text>
        <TextField label="Código" inputMode="numeric" maxLength={6} />
      </Stack>
    </PlainLayout>
  ),
};
