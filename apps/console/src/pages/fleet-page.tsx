import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  DOCUMENT_KINDS,
  type AdminGrouping,
  type DocumentKind,
  type ExpiringDocument,
  type FleetDriver,
  type Vehicle,
} from '@parada/core';
import { EmailField, PasswordField, PhoneField, SelectField, TextField, textOf } from '@parada/ui';
import { Fragment, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useFormats } from '../board/format';
import { useConsoleAction } from '../board/use-console-action';
import { useT } from '../i18n/console-i18n';
import { GroupingChecks, VehicleGroupingsForm } from './vehicle-groupings';

interface Fleet {
  drivers: FleetDriver[];
  vehicles: Vehicle[];
  expiring: ExpiringDocument[];
  groupings: AdminGrouping[];
}

/** A driver's row opened for its actions: details and vehicle, documents, password. */
function DriverActions({
  driver,
  vehicles,
  onDone,
}: {
  driver: FleetDriver;
  vehicles: Vehicle[];
  onDone: () => void;
}) {
  const { t } = useT();
  const { run, pending, error } = useConsoleAction();
  const [kind, setKind] = useState<DocumentKind>('licence');
  const [number, setNumber] = useState('');
  const [expires, setExpires] = useState('');
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [name, setName] = useState(driver.name);
  const [phone, setPhone] = useState(driver.phone ?? '');
  const [vehicle, setVehicle] = useState(String(driver.vehicle_id ?? ''));

  const saveDetails = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run((c) =>
      c.updateDriver(driver.id, {
        name,
        ...(phone ? { phone } : {}),
        vehicle_ids: vehicle ? [Number(vehicle)] : [],
      }),
    );
    if (done) {
      setSaved(t('desk.fleet.details_saved'));
      onDone();
    }
  };

  const saveDocument = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run((c) => c.setDocument(driver.id, kind, { number, expires_on: expires }));
    if (done) {
      setSaved(t('desk.fleet.document_saved'));
      onDone();
    }
  };
  const resetPassword = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run((c) => c.resetDriverPassword(driver.id, password));
    if (done) {
      setPassword('');
      setSaved(t('desk.fleet.password_saved'));
    }
  };
  return (
    <Grid templateColumns="1fr 1fr 1fr" gap="4" p="3" bg="bg.subtle" borderRadius="l2">
      <chakra.form
        onSubmit={saveDetails}
        aria-label={t('desk.fleet.details_form', { name: driver.name })}
      >
        <Stack gap="2">
          <TextField
            label={t('desk.booking.name')}
            value={name}
            required
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <PhoneField
            label={t('desk.booking.phone')}
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
          />
          <SelectField label={t('desk.fleet.vehicle')} value={vehicle} onChange={setVehicle}>
            <option value="">—</option>
            {vehicles.map((option) => (
              <option key={option.id} value={option.id}>
                {option.plate} · {option.model}
              </option>
            ))}
          </SelectField>
          <Button type="submit" size="sm" loading={pending} alignSelf="start">
            {t('desk.fleet.save_details')}
          </Button>
        </Stack>
      </chakra.form>
      <chakra.form
        onSubmit={saveDocument}
        aria-label={t('desk.fleet.document_form', { name: driver.name })}
      >
        <Stack gap="2">
          <SelectField
            label={t('desk.fleet.document')}
            value={kind}
            onChange={(value) => setKind(value as DocumentKind)}
          >
            {DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`desk.fleet.kind.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('desk.fleet.number')}
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
          />
          <TextField
            type="date"
            label={t('desk.fleet.expires_on')}
            value={expires}
            required
            onChange={(event) => setExpires(event.currentTarget.value)}
          />
          <Button type="submit" size="sm" loading={pending} alignSelf="start">
            {t('desk.fleet.save_document')}
          </Button>
        </Stack>
      </chakra.form>
      <chakra.form
        onSubmit={resetPassword}
        aria-label={t('desk.fleet.password_form', { name: driver.name })}
      >
        <Stack gap="2">
          <PasswordField
            label={t('desk.fleet.new_password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" size="sm" variant="outline" loading={pending} alignSelf="start">
            {t('desk.fleet.reset_password')}
          </Button>
        </Stack>
      </chakra.form>
      {(error || saved) && (
        <Text
          role={error ? 'alert' : 'status'}
          color={error ? 'fg.error' : 'fg.success'}
          gridColumn="1 / -1"
        >
          {error ? textOf(t, error) : saved}
        </Text>
      )}
    </Grid>
  );
}

/**
 * The fleet: who is online now and since when, documents expiring within 30 days, the
 * drivers (create, suspend, documents, password, vehicles) and the vehicles (plate, model,
 * seats, the groupings each serves, who drives it).
 */
export default function FleetPage() {
  const { t } = useT();
  const formats = useFormats();
  const { api, run, pending, error } = useConsoleAction();
  const [fleet, setFleet] = useState<Fleet | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [editVehicle, setEditVehicle] = useState<number | null>(null);
  const [driverForm, setDriverForm] = useState({
    name: '',
    email: '',
    phone: '',
    password: '',
    vehicle: '',
  });
  const [vehicleForm, setVehicleForm] = useState({
    plate: '',
    model: '',
    seats: '4',
    groupings: [] as number[],
  });

  const load = useCallback(async () => {
    const [drivers, vehicles, expiring, groupings] = await Promise.all([
      api.drivers(),
      api.vehicles(),
      api.expiring(),
      api.groupings(),
    ]);
    setFleet({ drivers, vehicles, expiring, groupings });
  }, [api]);
  useEffect(() => {
    void load().catch(() => setFleet(null));
  }, [load]);

  const createDriver = async (event: FormEvent) => {
    event.preventDefault();
    const made = await run((c) =>
      c.createDriver({
        name: driverForm.name,
        email: driverForm.email,
        password: driverForm.password,
        ...(driverForm.phone ? { phone: driverForm.phone } : {}),
        vehicle_ids: driverForm.vehicle ? [Number(driverForm.vehicle)] : [],
      }),
    );
    if (made) {
      setDriverForm({ name: '', email: '', phone: '', password: '', vehicle: '' });
      await load();
    }
  };
  const createVehicle = async (event: FormEvent) => {
    event.preventDefault();
    const made = await run((c) =>
      c.createVehicle({
        plate: vehicleForm.plate,
        model: vehicleForm.model,
        seats: Number(vehicleForm.seats),
        grouping_ids: vehicleForm.groupings,
      }),
    );
    if (made) {
      setVehicleForm({ plate: '', model: '', seats: '4', groupings: [] });
      await load();
    }
  };
  const setSuspended = async (driver: FleetDriver, suspended: boolean) => {
    if (await run((c) => c.updateDriver(driver.id, { suspended }))) await load();
  };

  if (!fleet) {
    return (
      <Box p="6" role="status">
        {t('desk.loading')}
      </Box>
    );
  }
  const vehicleOf = new Map(fleet.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const driverOf = new Map(fleet.drivers.map((driver) => [driver.id, driver]));
  const groupingOf = new Map(fleet.groupings.map((grouping) => [grouping.id, grouping]));
  const online = fleet.drivers.filter((driver) => driver.online);

  return (
    <Stack px="6" py="5" gap="6" maxW="8xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('route.fleet')}
      </Heading>
      {error && (
        <Text role="alert" color="fg.error">
          {textOf(t, error)}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Box
          as="section"
          aria-labelledby="online-title"
          bg="bg"
          borderWidth="1px"
          borderRadius="l3"
          p="4"
        >
          <Heading as="h2" size="md" id="online-title" mb="2">
            {t('desk.fleet.online_now')} <Badge>{online.length}</Badge>
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
            {online.map((driver) => (
              <li key={driver.id}>
                {driver.name} · {driver.plate}
                {driver.online_since
                  ? ` · ${t('desk.fleet.since', { time: formats.dateTime(driver.online_since) })}`
                  : ''}
              </li>
            ))}
          </Stack>
          {online.length === 0 && <Text color="fg.muted">{t('desk.fleet.nobody_online')}</Text>}
        </Box>
        <Box
          as="section"
          aria-labelledby="expiring-title"
          bg="bg"
          borderWidth="1px"
          borderRadius="l3"
          p="4"
        >
          <Heading as="h2" size="md" id="expiring-title" mb="2">
            {t('desk.fleet.expiring')}{' '}
            <Badge colorPalette={fleet.expiring.length ? 'orange' : 'gray'}>
              {fleet.expiring.length}
            </Badge>
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
            {fleet.expiring.map((document) => (
              <li key={`${document.driver_id}-${document.kind}`}>
                {document.expires_on} · {document.driver_name} ·{' '}
                {t(`desk.fleet.kind.${document.kind}`)}
                {document.number ? ` (${document.number})` : ''}
              </li>
            ))}
          </Stack>
          {fleet.expiring.length === 0 && (
            <Text color="fg.muted">{t('desk.fleet.nothing_expiring')}</Text>
          )}
        </Box>
      </Grid>

      <Box
        as="section"
        aria-labelledby="drivers-title"
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        p="4"
      >
        <Heading as="h2" size="md" id="drivers-title" mb="3">
          {t('desk.fleet.drivers')}
        </Heading>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('desk.booking.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.contact')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.vehicles')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.documents')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.state')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fleet.drivers.map((driver) => (
              <Fragment key={driver.id}>
                <Table.Row>
                  <Table.Cell fontWeight="medium">{driver.name}</Table.Cell>
                  <Table.Cell>
                    {driver.email}
                    <br />
                    {driver.phone}
                  </Table.Cell>
                  <Table.Cell>
                    {driver.vehicle_ids
                      .map((id) => vehicleOf.get(id)?.plate)
                      .filter(Boolean)
                      .join(', ')}
                  </Table.Cell>
                  <Table.Cell>
                    {driver.documents.map((document) => (
                      <Text key={document.kind} fontSize="xs">
                        {t(`desk.fleet.kind.${document.kind}`)}: {document.expires_on}
                      </Text>
                    ))}
                  </Table.Cell>
                  <Table.Cell>
                    {driver.suspended ? (
                      <Badge colorPalette="red">{t('desk.fleet.suspended')}</Badge>
                    ) : driver.online ? (
                      <Badge colorPalette="green">{t('desk.online')}</Badge>
                    ) : (
                      <Badge>{t('desk.fleet.offline')}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => void setSuspended(driver, !driver.suspended)}
                        aria-label={t(
                          driver.suspended ? 'desk.fleet.reinstate_of' : 'desk.fleet.suspend_of',
                          { name: driver.name },
                        )}
                      >
                        {t(driver.suspended ? 'desk.fleet.reinstate' : 'desk.fleet.suspend')}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-expanded={open === driver.id}
                        onClick={() => setOpen(open === driver.id ? null : driver.id)}
                        aria-label={t('desk.fleet.more_of', { name: driver.name })}
                      >
                        {t('desk.fleet.more')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
                {open === driver.id && (
                  <Table.Row>
                    <Table.Cell colSpan={6}>
                      <DriverActions
                        driver={driver}
                        vehicles={fleet.vehicles}
                        onDone={() => void load()}
                      />
                    </Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
        <chakra.form onSubmit={createDriver} aria-label={t('desk.fleet.new_driver')} mt="4">
          <Heading as="h3" size="sm" mb="2">
            {t('desk.fleet.new_driver')}
          </Heading>
          <Grid templateColumns="repeat(5, minmax(0, 1fr)) auto" gap="2" alignItems="end">
            <TextField
              label={t('desk.booking.name')}
              value={driverForm.name}
              required
              onChange={(event) =>
                setDriverForm({ ...driverForm, name: event.currentTarget.value })
              }
            />
            <EmailField
              label={t('desk.fleet.email')}
              value={driverForm.email}
              required
              onChange={(event) =>
                setDriverForm({ ...driverForm, email: event.currentTarget.value })
              }
            />
            <PhoneField
              label={t('desk.booking.phone')}
              value={driverForm.phone}
              onChange={(event) =>
                setDriverForm({ ...driverForm, phone: event.currentTarget.value })
              }
            />
            <PasswordField
              label={t('desk.fleet.password')}
              value={driverForm.password}
              onChange={(event) =>
                setDriverForm({ ...driverForm, password: event.currentTarget.value })
              }
            />
            <SelectField
              label={t('desk.fleet.vehicle')}
              value={driverForm.vehicle}
              onChange={(vehicle) => setDriverForm({ ...driverForm, vehicle })}
            >
              <option value="">—</option>
              {fleet.vehicles.map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {vehicle.plate} · {vehicle.model}
                </option>
              ))}
            </SelectField>
            <Button type="submit" loading={pending} size="lg">
              {t('desk.fleet.add_driver')}
            </Button>
          </Grid>
        </chakra.form>
      </Box>

      <Box
        as="section"
        aria-labelledby="vehicles-title"
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        p="4"
      >
        <Heading as="h2" size="md" id="vehicles-title" mb="3">
          {t('desk.fleet.vehicles')}
        </Heading>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('desk.fleet.plate')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.model')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.seats')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.serves')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.fleet.driven_by')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fleet.vehicles.map((vehicle) => (
              <Fragment key={vehicle.id}>
                <Table.Row>
                  <Table.Cell fontWeight="medium">{vehicle.plate}</Table.Cell>
                  <Table.Cell>{vehicle.model}</Table.Cell>
                  <Table.Cell>{vehicle.seats}</Table.Cell>
                  <Table.Cell>
                    {vehicle.grouping_ids.map((id) => groupingOf.get(id)?.name ?? id).join(', ')}
                  </Table.Cell>
                  <Table.Cell>
                    {vehicle.driver_ids
                      .map((id) => driverOf.get(id)?.name)
                      .filter(Boolean)
                      .join(', ')}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditVehicle(vehicle.id)}
                      aria-label={t('desk.fleet.groupings_of', { plate: vehicle.plate })}
                      aria-expanded={editVehicle === vehicle.id}
                    >
                      {t('desk.fleet.edit_groupings')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
                {editVehicle === vehicle.id && (
                  <Table.Row>
                    <Table.Cell colSpan={6}>
                      <VehicleGroupingsForm
                        vehicle={vehicle}
                        groupings={fleet.groupings}
                        onSaved={() => {
                          setEditVehicle(null);
                          void load();
                        }}
                        onCancel={() => setEditVehicle(null)}
                      />
                    </Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
        <chakra.form onSubmit={createVehicle} aria-label={t('desk.fleet.new_vehicle')} mt="4">
          <Heading as="h3" size="sm" mb="2">
            {t('desk.fleet.new_vehicle')}
          </Heading>
          <Grid templateColumns="repeat(3, minmax(0, 1fr)) auto" gap="2" alignItems="end">
            <TextField
              label={t('desk.fleet.plate')}
              value={vehicleForm.plate}
              required
              onChange={(event) =>
                setVehicleForm({ ...vehicleForm, plate: event.currentTarget.value })
              }
            />
            <TextField
              label={t('desk.fleet.model')}
              value={vehicleForm.model}
              required
              onChange={(event) =>
                setVehicleForm({ ...vehicleForm, model: event.currentTarget.value })
              }
            />
            <TextField
              type="number"
              min={1}
              max={60}
              label={t('desk.fleet.seats')}
              value={vehicleForm.seats}
              required
              onChange={(event) =>
                setVehicleForm({ ...vehicleForm, seats: event.currentTarget.value })
              }
            />
            <Button type="submit" loading={pending} size="lg">
              {t('desk.fleet.add_vehicle')}
            </Button>
          </Grid>
          <Box mt="2">
            <GroupingChecks
              legend={t('desk.fleet.serves')}
              groupings={fleet.groupings}
              value={vehicleForm.groupings}
              onChange={(groupings) => setVehicleForm({ ...vehicleForm, groupings })}
            />
          </Box>
        </chakra.form>
      </Box>
    </Stack>
  );
}
