import {
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import {
  outerRingLatLngs,
  parseZoneGeoJson,
  polygonFromClicks,
  ZONE_IMPORT_MAX,
} from '@parada/core';
import { FieldFrame, TextField } from '@parada/ui';
import { Suspense, lazy, useMemo, useState, type FormEvent } from 'react';
import { useT } from '../i18n/console-i18n';
import type { Zone } from './types';
import { useAdminCall } from './use-admin-call';

const ZoneMap = lazy(() => import('./zone-map'));

/** Barcelona, where the map opens for a grouping without zones. */
const DEFAULT_CENTER: [number, number] = [41.3874, 2.1686];

const sectionFrame = {
  bg: 'bg',
  borderWidth: '1px',
  borderRadius: 'l3',
  p: { base: '4', md: '5' },
} as const;

/** One zone of the list: its name, renamed in place, and its delete button. */
function ZoneRow({ zone, onChanged }: { zone: Zone; onChanged: (message?: string) => void }) {
  const { t } = useT();
  const call = useAdminCall();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(zone.name);
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (await call.run((api) => api.updateZone(zone.id, { name }))) {
      setRenaming(false);
      onChanged();
    }
  };
  const remove = async () => {
    if (await call.run((api) => api.deleteZone(zone.id))) {
      onChanged(t('fare_desk.zones.deleted', { name: zone.name }));
    }
  };
  return (
    <chakra.li listStyleType="none" borderBottomWidth="1px" py="2">
      {renaming ? (
        <chakra.form onSubmit={rename}>
          <HStack align="end" gap="2" flexWrap="wrap">
            <Box flex="1" minW="180px">
              <TextField
                label={t('fare_desk.zones.rename_label', { name: zone.name })}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={call.errorOf('name') ?? call.restOf(['name'])}
              />
            </Box>
            <Button type="submit" loading={call.pending}>
              {t('fare_desk.zones.save_name')}
            </Button>
            <Button variant="ghost" onClick={() => setRenaming(false)}>
              {t('actions.cancel')}
            </Button>
          </HStack>
        </chakra.form>
      ) : (
        <HStack justify="space-between" gap="2">
          <Text fontWeight="medium">{zone.name}</Text>
          <HStack gap="1">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('fare_desk.zones.rename_zone', { name: zone.name })}
              onClick={() => setRenaming(true)}
            >
              {t('fare_desk.zones.rename')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('fare_desk.zones.delete', { name: zone.name })}
              onClick={() => void remove()}
              loading={call.pending}
            >
              ✕
            </Button>
          </HStack>
        </HStack>
      )}
      {!renaming && call.restOf([]) && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {call.restOf([])}
        </Text>
      )}
    </chakra.li>
  );
}

/**
 * The zones of the grouping that holds them: drawn on the map corner by corner or imported
 * from GeoJSON, listed, renamed and deleted. `owner` is that grouping (itself, or the one
 * above it whose zones it uses).
 */
export function ZonesSection({
  owner,
  zones,
  onChanged,
}: {
  owner: number;
  zones: readonly Zone[];
  onChanged: () => void;
}) {
  const { t } = useT();
  const create = useAdminCall();
  const importer = useAdminCall();
  const [draft, setDraft] = useState<[number, number][]>([]);
  const [name, setName] = useState('');
  const [drawProblem, setDrawProblem] = useState<string | null>(null);
  const [geoJson, setGeoJson] = useState('');
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mapZones = useMemo(
    () =>
      zones.map((zone) => ({ id: zone.id, name: zone.name, ring: outerRingLatLngs(zone.polygon) })),
    [zones],
  );
  const changed = (message?: string) => {
    setNotice(message ?? null);
    onChanged();
  };

  const saveDrawn = async (event: FormEvent) => {
    event.preventDefault();
    const polygon = polygonFromClicks(draft);
    if (!polygon) {
      setDrawProblem(t('fare_desk.zones.not_polygon'));
      return;
    }
    setDrawProblem(null);
    const zone = await create.run((api) => api.createZone(owner, { name, polygon }));
    if (zone) {
      setDraft([]);
      setName('');
      changed(t('fare_desk.zones.created', { count: 1 }));
    }
  };

  const runImport = async (text: string) => {
    setImportProblem(null);
    const parsed = parseZoneGeoJson(text);
    if ('problem' in parsed) {
      setImportProblem(t(`fare_desk.zones.problem.${parsed.problem}`, { max: ZONE_IMPORT_MAX }));
      return;
    }
    let added = 0;
    for (const [index, zone] of parsed.zones.entries()) {
      const name = zone.name ?? t('fare_desk.zones.default_name', { n: zones.length + index + 1 });
      const made = await importer.run((api) =>
        api.createZone(owner, { name, polygon: zone.polygon }),
      );
      if (!made) break;
      added += 1;
    }
    if (added > 0) {
      if (added === parsed.zones.length) setGeoJson('');
      changed(t('fare_desk.zones.created', { count: added }));
    }
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setGeoJson(text);
    await runImport(text);
  };

  return (
    <Box as="section" aria-labelledby="zones-title" {...sectionFrame}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id="zones-title">
          {t('fare_desk.zones.title')}
        </Heading>
        {notice && (
          <Text role="status" color="fg.success">
            {notice}
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('fare_desk.zones.map_hint')}
            </Text>
            <Box
              h={{ base: '300px', md: '420px' }}
              borderRadius="l2"
              overflow="hidden"
              borderWidth="1px"
            >
              <Suspense
                fallback={
                  <HStack h="full" justify="center">
                    <Spinner aria-label={t('desk.map_loading')} />
                  </HStack>
                }
              >
                <ZoneMap
                  zones={mapZones}
                  draft={draft}
                  onClick={(point) => {
                    setDrawProblem(null);
                    setDraft((now) => [...now, point]);
                  }}
                  center={mapZones[0]?.ring[0] ?? DEFAULT_CENTER}
                  label={t('fare_desk.zones.map')}
                />
              </Suspense>
            </Box>
            <chakra.form onSubmit={saveDrawn} aria-label={t('fare_desk.zones.add')}>
              <Stack gap="2">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontSize="sm" aria-live="polite">
                    {t('fare_desk.zones.points', { count: draft.length })}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={draft.length === 0}
                    onClick={() => setDraft((now) => now.slice(0, -1))}
                  >
                    {t('fare_desk.zones.undo')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={draft.length === 0}
                    onClick={() => setDraft([])}
                  >
                    {t('fare_desk.zones.clear')}
                  </Button>
                </HStack>
                <HStack align="end" gap="2" flexWrap="wrap">
                  <Box flex="1" minW="200px">
                    <TextField
                      label={t('fare_desk.zones.name')}
                      value={name}
                      onChange={(event) => setName(event.currentTarget.value)}
                      error={create.errorOf('name')}
                    />
                  </Box>
                  <Button type="submit" loading={create.pending}>
                    {t('fare_desk.zones.add')}
                  </Button>
                </HStack>
                {(drawProblem ??
                  create.errorOf('polygon') ??
                  create.restOf(['name', 'polygon'])) && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {drawProblem ?? create.errorOf('polygon') ?? create.restOf(['name', 'polygon'])}
                  </Text>
                )}
              </Stack>
            </chakra.form>
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="md">
              {t('fare_desk.zones.list')}
            </Heading>
            {zones.length === 0 ? (
              <Text color="fg.muted">{t('fare_desk.zones.none')}</Text>
            ) : (
              <chakra.ul aria-label={t('fare_desk.zones.list')} m="0" p="0">
                {zones.map((zone) => (
                  <ZoneRow key={zone.id} zone={zone} onChanged={changed} />
                ))}
              </chakra.ul>
            )}
            <Stack gap="2" borderTopWidth="1px" pt="3">
              <Heading as="h3" size="md">
                {t('fare_desk.zones.import')}
              </Heading>
              <FieldFrame
                label={t('fare_desk.zones.import_text')}
                error={importProblem ?? importer.errorOf('polygon') ?? importer.restOf(['polygon'])}
              >
                <Textarea
                  value={geoJson}
                  onChange={(event) => setGeoJson(event.currentTarget.value)}
                  rows={5}
                  fontFamily="mono"
                  fontSize="xs"
                  bg="bg"
                />
              </FieldFrame>
              <chakra.label display="grid" gap="1.5" fontSize="sm" fontWeight="medium">
                {t('fare_desk.zones.import_file')}
                <chakra.input
                  type="file"
                  accept=".geojson,.json,application/geo+json,application/json"
                  fontSize="sm"
                  fontWeight="normal"
                  onChange={(event) => void readFile(event.currentTarget.files?.[0])}
                />
              </chakra.label>
              <Button
                variant="outline"
                alignSelf="start"
                disabled={!geoJson.trim()}
                loading={importer.pending}
                onClick={() => void runImport(geoJson)}
              >
                {t('fare_desk.zones.import_run')}
              </Button>
            </Stack>
          </Stack>
        </Grid>
      </Stack>
    </Box>
  );
}

export { sectionFrame };
