import type { Meta, StoryObj } from '@storybook/react-vite';
import { GROUPINGS } from '../storybook/fixtures';
import { StoryMain } from '../storybook/story-frame';
import { EntryCard } from './entry-card';

const meta = {
  title: 'Entry/EntryCard',
  component: EntryCard,
  args: {
    name: GROUPINGS.parada.name,
    loginHref: '/login',
    registerHref: '/register',
    helpHref: '/content/usuario_info',
  },
  // The card sits in the entry page's main landmark, as in the panel.
  decorators: [
    (Story) => (
      <StoryMain>
        <Story />
      </StoryMain>
    ),
  ],
} satisfies Meta<typeof EntryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grouping's name stands for a logo it does not have. */
export const NameOnly: Story = {};

export const WithLogo: Story = { args: { logo: GROUPINGS.parada.logo } };

export const LongName: Story = {
  args: { name: 'Radio Taxi Metropolitano de la Ciudad Condal y Alrededores' },
};
