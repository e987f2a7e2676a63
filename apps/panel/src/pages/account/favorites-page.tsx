import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  HStack,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  TEXT_MAX,
  addressSearchActions,
  checkForm,
  favoriteCreateSchema,
  favoriteUpdateSchema,
  selectAddressSearch,
  selectFavoriteEdit,
  selectFavorites,
  selectFavoritesStatus,
  selectMapPick,
  type Favorite,
  type FormErrors,
  type GeocodedAddress,
} from '@parada/core';
import {
  AddressField,
  AppDialog,
  ConfirmDialog,
  RideMap,
  TextField,
  notify,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useTranslation } from 'react-i18next';
import { usePanelTranslation } from '../../i18n/panel-i18n';
import { AccountPage, LoadFailed, useErrorText } from './account-ui';

/** The create request's fields, checked with the wire schema the server uses. */
const favoriteFields = favoriteCreateSchema.shape.favorito;

type Editing = { mode: 'create' } | { mode: 'edit'; favorite: Favorite } | null;

/**
 * Favorites (spec §2 /favorite): the saved places, default first; add one from the address
 * search or the map, rename it, make it the default (one at a time), delete it.
 */
export default function FavoritesPage() {
  const dispatch = useAppDispatch();
  const { t } = usePanelTranslation();
  // The spec's texts (route titles, §8 messages, validation) are core's.
  const { t: tCore } = useTranslation();
  const favorites = useAppSelector(selectFavorites);
  const status = useAppSelector(selectFavoritesStatus);
  const edit = useAppSelector(selectFavoriteEdit);
  const errorText = useErrorText();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Favorite | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    dispatch(addressSearchActions.favoritesRequested());
  }, [dispatch]);

  // Each change ends once: a toast, and the dialog that asked for it closes.
  useEffect(() => {
    if (edit.status === 'succeeded') {
      notify.success(
        tCore(
          edit.kind === 'create'
            ? 'success.data_registered'
            : edit.kind === 'remove'
              ? 'success.action'
              : 'success.data_updated',
        ),
      );
      setEditing(null);
      setDeleting(null);
      dispatch(addressSearchActions.favoriteEditDismissed());
    } else if (edit.status === 'failed' && !editing) {
      // Dialogs show their own failure; a row's quick action gets a toast.
      notify.error(tCore('error.problem'), errorText(edit.error) ?? undefined);
      setDeleting(null);
      dispatch(addressSearchActions.favoriteEditDismissed());
    }
  }, [edit, editing, dispatch, t, tCore, errorText]);

  const busyOn = (kind: 'update' | 'remove', id: number) =>
    edit.status === 'pending' && edit.kind === kind && edit.id === id;

  return (
    <AccountPage
      title={tCore('route.favorite')}
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
        <chakra.ul listStyleType="none" display="grid" gap="3" aria-label={tCore('route.favorite')}>
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
                          dispatch(
                            addressSearchActions.favoriteUpdateRequested({
                              id: favorite.id,
                              changes: { default_favorite: true },
                            }),
                          )
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

      {editing && (
        <FavoriteDialog
          editing={editing}
          onClose={() => {
            setEditing(null);
            dispatch(addressSearchActions.favoriteEditDismissed());
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('account.favorites.delete_title')}
        message={t('account.favorites.delete_confirm', { alias: deleting?.alias ?? '' })}
        confirmLabel={t('account.favorites.delete')}
        busy={deleting !== null && busyOn('remove', deleting.id)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch(addressSearchActions.favoriteRemoveRequested(deleting.id));
        }}
      />
    </AccountPage>
  );
}

/** New favorite (address by search or map, name, default) or an existing one's name and default. */
function FavoriteDialog({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing>;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const { t } = usePanelTranslation();
  // The spec's texts (route titles, §8 messages, validation) are core's.
  const { t: tCore } = useTranslation();
  const errorText = useErrorText();
  const edit = useAppSelector(selectFavoriteEdit);
  const search = useAppSelector(selectAddressSearch);
  const mapPick = useAppSelector(selectMapPick);
  const existing = editing.mode === 'edit' ? editing.favorite : null;
  const [alias, setAlias] = useState(existing?.alias ?? '');
  const [makeDefault, setMakeDefault] = useState(existing?.default_favorite ?? false);
  const [query, setQuery] = useState('');
  const [place, setPlace] = useState<GeocodedAddress | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  // A point picked on the map becomes the place once the geocoder has named it.
  useEffect(() => {
    if (mapPick.status === 'loaded' && mapPick.place) {
      setPlace(mapPick.place);
      setQuery(mapPick.place.name);
      setErrors((current) => ({ ...current, direccion: undefined }));
    }
  }, [mapPick]);

  // The search and the pick belong to this dialog only.
  useEffect(
    () => () => {
      dispatch(addressSearchActions.cleared());
      dispatch(addressSearchActions.mapPointCleared());
    },
    [dispatch],
  );

  const pending = edit.status === 'pending';
  const failure = edit.status === 'failed' ? errorText(edit.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (existing) {
      const changes = {
        ...(alias.trim() !== existing.alias ? { alias } : {}),
        ...(makeDefault !== existing.default_favorite ? { default_favorite: makeDefault } : {}),
      };
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      const checked = checkForm(favoriteUpdateSchema, changes);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      dispatch(
        addressSearchActions.favoriteUpdateRequested({ id: existing.id, changes: checked.value }),
      );
      return;
    }
    const checked = checkForm(favoriteFields, {
      alias,
      direccion: place?.name ?? '',
      lat: place?.latitude,
      lng: place?.longitude,
      default_favorite: makeDefault,
    });
    if (!checked.ok) {
      const { lat, lng, ...rest } = checked.errors;
      // The position is part of the address as the user sees it.
      setErrors({
        ...rest,
        direccion: rest.direccion ?? (lat || lng ? 'validation.required' : undefined),
      });
      return;
    }
    setErrors({});
    dispatch(addressSearchActions.favoriteCreateRequested({ favorito: checked.value }));
  };

  const fieldError = (name: string) => {
    const key = errors[name];
    return key ? tCore(key, { max: TEXT_MAX.alias }) : null;
  };

  const results = search.suggestions.filter((suggestion) => !suggestion.favorite);

  return (
    <AppDialog
      open
      onClose={onClose}
      width={existing ? 'medium' : 'large'}
      title={t(existing ? 'account.favorites.edit_title' : 'account.favorites.new_title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('account.cancel')}
          </Button>
          <Button colorPalette="brand" type="submit" form="favorite-form" loading={pending}>
            {t('account.save')}
          </Button>
        </>
      }
    >
      <chakra.form id="favorite-form" onSubmit={submit} noValidate>
        <Stack gap="5">
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title role="alert">{failure}</Alert.Title>
            </Alert.Root>
          )}
          {existing ? (
            <Stack gap="1">
              <Text fontWeight="medium">{t('account.favorites.address')}</Text>
              <Text>{existing.address.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('account.favorites.address_fixed')}
              </Text>
            </Stack>
          ) : (
            <Stack gap="3">
              <AddressField
                label={t('account.favorites.address')}
                query={query}
                onQueryChange={(value) => {
                  setQuery(value);
                  setPlace(null);
                  dispatch(addressSearchActions.queryChanged({ field: 'origin', query: value }));
                }}
                onSelect={(suggestion) => {
                  const chosen = {
                    name: suggestion.name,
                    latitude: suggestion.latitude,
                    longitude: suggestion.longitude,
                  };
                  setPlace(chosen);
                  setQuery(chosen.name);
                  setErrors((current) => ({ ...current, direccion: undefined }));
                  if (!alias.trim() && suggestion.alias) setAlias(suggestion.alias);
                }}
                onClear={() => {
                  setQuery('');
                  setPlace(null);
                  dispatch(addressSearchActions.cleared());
                }}
                onLocate={(position) => dispatch(addressSearchActions.mapPointPicked(position))}
                results={results}
                resultsFor={search.answered?.query ?? ''}
                searching={search.status === 'pending'}
                error={fieldError('direccion')}
              />
              <Text fontSize="sm" color="fg.muted" id="favorite-map-hint">
                {t('account.favorites.map_hint')}
              </Text>
              <RideMap
                height="240px"
                origin={place ? { ...place, label: place.name } : null}
                onPick={(point) => dispatch(addressSearchActions.mapPointPicked(point))}
              />
              <Text
                fontSize="sm"
                role="status"
                color={mapPick.status === 'failed' ? 'fg.error' : 'fg.muted'}
              >
                {mapPick.status === 'pending'
                  ? t('account.favorites.map_naming')
                  : mapPick.status === 'failed'
                    ? t('account.favorites.map_failed')
                    : place
                      ? `${t('account.favorites.chosen')}: ${place.name}`
                      : t('account.favorites.none_chosen')}
              </Text>
            </Stack>
          )}
          <TextField
            label={t('account.favorites.alias')}
            helperText={t('account.favorites.alias_help')}
            required
            maxLength={TEXT_MAX.alias}
            value={alias}
            error={fieldError('alias')}
            onChange={(event) => {
              setAlias(event.target.value);
              setErrors((current) => ({ ...current, alias: undefined }));
            }}
          />
          <Checkbox.Root
            colorPalette="brand"
            checked={makeDefault}
            onCheckedChange={(details) => setMakeDefault(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('account.favorites.use_default')}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </chakra.form>
    </AppDialog>
  );
}
