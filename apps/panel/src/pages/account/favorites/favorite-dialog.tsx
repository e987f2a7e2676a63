import { useEffect, useState, type FormEvent } from 'react';
import { Checkbox, Stack, Text, chakra } from '@chakra-ui/react';
import {
  TEXT_MAX,
  checkForm,
  favoriteCreateSchema,
  favoriteUpdateSchema,
  type Favorite,
  type FormErrors,
  type GeocodedAddress,
} from '@parada/core';
import {
  addressSearchActions,
  favoriteFlow,
  selectAddressSearch,
  selectMapPick,
} from '@parada/core/store';
import {
  AddressField,
  AppDialog,
  CancelAndGo,
  RideMap,
  TextField,
  useAppDispatch,
  useAppSelector,
  useOutcome,
} from '@parada/ui';
import { FailureAlert, useErrorText } from '../account-ui';
import { useT } from '../../../i18n/panel-i18n';

/** The create request's fields, checked with the wire schema the server uses. */
const favoriteFields = favoriteCreateSchema.shape.favorito;

export type Editing = { mode: 'create' } | { mode: 'edit'; favorite: Favorite } | null;

/** New favorite (address by search or map, name, default) or an existing one's name and default. */
export function FavoriteDialog({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing>;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const errorText = useErrorText();
  // The page holds the flow (useFlow); the dialog reads it, and only what it sent itself.
  const edit = useAppSelector(favoriteFlow.select);
  const sent = useOutcome(edit.outcome);
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
  const failure = edit.status === 'failed' && sent?.ok === false ? errorText(sent.message) : null;

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
      dispatch(favoriteFlow.trigger({ kind: 'update', id: existing.id, changes: checked.value }));
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
    dispatch(favoriteFlow.trigger({ kind: 'create', input: { favorito: checked.value } }));
  };

  const fieldError = (name: string) => {
    const key = errors[name];
    return key ? t(key, { max: TEXT_MAX.alias }) : null;
  };

  const results = search.suggestions.filter((suggestion) => !suggestion.favorite);

  return (
    <AppDialog
      open
      onClose={onClose}
      width={existing ? 'medium' : 'large'}
      title={t(existing ? 'account.favorites.edit_title' : 'account.favorites.new_title')}
      footer={
        <CancelAndGo
          onCancel={onClose}
          label={t('actions.save')}
          form="favorite-form"
          busy={pending}
        />
      }
    >
      <chakra.form id="favorite-form" onSubmit={submit} noValidate>
        <Stack gap="5">
          <FailureAlert message={failure} />
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
