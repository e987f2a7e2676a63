import { Avatar } from '@chakra-ui/react';
import type { drawerIdentity } from '@parada/core';

/**
 * The logged-in user's picture in the drawer: company logo, avatar or initials. A chunk of
 * its own: Ark's avatar machine is the one state machine a first screen would
 * otherwise load, and a visitor has no picture.
 */
export function DrawerAvatar({ identity }: { identity: ReturnType<typeof drawerIdentity> }) {
  return (
    <Avatar.Root
      size="lg"
      colorPalette="brand"
      variant="subtle"
      shape={identity.picture.kind === 'logo' ? 'rounded' : 'full'}
    >
      {identity.picture.kind === 'initials' ? (
        <Avatar.Fallback>{identity.picture.text}</Avatar.Fallback>
      ) : (
        <>
          <Avatar.Fallback name={identity.name} />
          <Avatar.Image src={identity.picture.src} alt={identity.name} />
        </>
      )}
    </Avatar.Root>
  );
}
