import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Card, HStack, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { type Favorite } from '@parada/core';
import {
  addressSearchActions,
  favoriteFlow,
  selectFavorites,
  selectFavoritesStatus,
  type FavoriteChange,
} from '@parada/core/store';
import {
  ConfirmDialog,
  LoadFailed,
  notify,
  useAppDispatch,
  useAppSelector,
  useFlow,
} from '@parada/ui';
import { AccountPage, useErrorText } from './account-ui';
import { FavoriteDialog, type Editing } from './favorites/favorite-dialog';
import { useT } from '../../i18n/panel-i18n';

/**
 * Favorites (spec §2 /favorite): the saved places, default first; add one from the address
 * search or the map, rename it, make it the default (one at a time), delete it.
 */
export default function FavoritesPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const favorites = useAppSelector(selectFavorites);
  const status = useAppSelector(selectFavoritesStatus);
  const errorText = useErrorText();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Favorite | null>(null);
  // The row change on its way, for its button's spinner (the flow runs one at a time).
  const [asked, setAsked] = useState<FavoriteChange | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    dispatch(addressSearchActions.favoritesRequested());
  }, [dispatch]);

  // Each change ends once: a toast, and the dialog that asked for it closes.
  const edit = useFlow(favoriteFlow, (outcome) => {
    if (outcome.ok) {
      if (outcome.key) notify.success(t(outcome.key));
      setEditing(null);
      setDeleting(null);
    } else if (!editing) {
      // Dialogs show their own failure; a row's quick action gets a toast.
      notify.error(t('error.problem'), errorText(outcome.message) ?? undefined);
      setDeleting(null);
    }
  });

  const change = (wanted: FavoriteChange) => {
    setAsked(wanted);
    dispatch(favoriteFlow.trigger(wanted));
  };
  const busyOn = (kind: 'update' | 'remove', id: number) =>
    edit.status === 'pending' && asked?.kind === kind && asked.id === id;

  return (
    <AccountPage
      title={t('route.favorite')}
      intro={t('account.favorites.intro')}
      actions={
        <Button ref={addButton} colorPalette="brand" onClick={() => setEditing({ mode: 'create' })}>
          {t('account.favorites.add')}
        </Button>
      }
    >
      {status === 'failed' && favorites.length === 0 ? (
        <LoadFailed onRetry={() => dispatch(addressSearchActions.favoritesRequested())} />
      ) : status !== 'loaded' && favorites.length === 0 ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="20" borderRadius="l3" />
          <Skeleton height="20" borderRadius="l3" />
        </Stack>
      ) : favorites.length === 0 ? (
        <Card.Root variant="outline">
          <Card.Body>
            <Text color="fg.muted">{t('account.favorites.empty')}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <chakra.ul listStyleType="none" display="grid" gap="3" aria-label={t('route.favorite')}>
          {favorites.map((favorite) => (
            <chakra.li key={favorite.id}>
              <Card.Root variant="outline">
                <Card.Body
                  display="flex"
                  flexDirection={{ base: 'column', md: 'row' }}
                  gap="4"
                  alignItems={{ base: 'stretch', md: 'center' }}
                  p={{ base: '4', md: '5' }}
                >
                  <HStack gap="3" flex="1" minW="0" align="start">
                    <Box
                      aria-hidden
                      color={favorite.default_favorite ? 'brand.fg' : 'fg.muted'}
                      fontSize="xl"
                      lineHeight="1"
                      pt="0.5"
                    >
                      {favorite.default_favorite ? '★' : '☆'}
                    </Box>
                    <Stack gap="0.5" minW="0">
                      <HStack gap="2" flexWrap="wrap">
                        <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
                          {favorite.alias}
                        </Text>
                        {favorite.default_favorite && (
                          <Badge colorPalette="brand" variant="solid">
                            {t('account.default')}
                          </Badge>
                        )}
                      </HStack>
                      <Text color="fg.muted" wordBreak="break-word">
                        {favorite.address.name}
                      </Text>
                    </Stack>
                  </HStack>
                  <HStack gap="2" flexWrap="wrap" justify={{ base: 'stretch', md: 'end' }}>
                    {!favorite.default_favorite && (
                      <Button
                        size="sm"
                        variant="outline"
                        flex={{ base: '1', md: 'initial' }}
                        aria-label={t('account.favorites.make_default_label', {
                          alias: favorite.alias,
                        })}
                        loading={busyOn('update', favorite.id)}
                        onClick={() =>
                          change({
                            kind: 'update',
                            id: favorite.id,
                            changes: { default_favorite: true },
                          })
                        }
                      >
                        {t('account.favorites.make_default')}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="outline"
                      flex={{ base: '1', md: 'initial' }}
                      aria-label={t('account.favorites.edit_label', { alias: favorite.alias })}
                      onClick={() => setEditing({ mode: 'edit', favorite })}
                    >
                      {t('account.favorites.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      flex={{ base: '1', md: 'initial' }}
                      aria-label={t('account.favorites.delete_label', { alias: favorite.alias })}
                      onClick={() => setDeleting(favorite)}
                    >
                      {t('account.favorites.delete')}
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            </chakra.li>
          ))}
        </chakra.ul>
      )}

      {editing && <FavoriteDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('account.favorites.delete_title')}
        message={t('account.favorites.delete_confirm', { alias: deleting?.alias ?? '' })}
        confirmLabel={t('account.favorites.delete')}
        busy={deleting !== null && busyOn('remove', deleting.id)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) change({ kind: 'remove', id: deleting.id });
        }}
      />
    </AccountPage>
  );
}
