import { Button, Group, HStack, Stack, Text } from '@chakra-ui/react';
import {
  formatMoney,
  isMessageKey,
  rideActions,
  selectResendQuote,
  selectServiceShare,
  serviceUpdateFieldsSchema,
  servicesActions,
  type RootState,
  type Service,
  type ServiceUpdateFields,
  type ServicesState,
} from '@parada/core';
import {
  AppDialog,
  ConfirmDialog,
  DateTimeField,
  PassengersStepper,
  RideFareDetails,
  ServiceStatusBox,
  TextField,
  notify,
  useLanguage,
  useUiTranslation,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelTranslation } from '../../i18n/panel-i18n';

type Kind = 'cancel' | 'resend' | 'edit';
type Open = { kind: Kind | 'share'; service: Service } | null;

/** What a user may do with a service, by core's rules. */
export const serviceAbilities = rideActions;

/**
 * Toasts the outcome of the cancels, resends and edits this screen started: the saga
 * clears a service's entry when it succeeds and keeps the error when it fails.
 */
function useActionOutcomes(started: RefObject<Map<number, Kind>>) {
  const { t } = usePanelTranslation();
  const { t: tCore } = useTranslation();
  const actions = useAppSelector((state: RootState) => state.services.actions);
  const previous = useRef<ServicesState['actions']>(actions);
  useEffect(() => {
    for (const [id, kind] of started.current) {
      const before = previous.current[id];
      const now = actions[id];
      if (before?.status !== 'pending' || now?.status === 'pending') continue;
      started.current.delete(id);
      if (now?.status === 'failed') notify.error(now.error ?? tCore('error.action_failed'));
      else if (kind === 'cancel') notify.success(tCore('success.action'));
      else if (kind === 'resend') notify.success(t('services.resent'));
      else notify.success(tCore('success.edited_service'));
    }
    previous.current = actions;
  }, [actions, started, t, tCore]);
}

/**
 * The dialogs behind a services list: details, cancel and resend confirmations, the edit
 * form of a booking and the share link. Screens call `open.*` from their rows. An action
 * chosen inside the details opens over them and returns to them when dismissed.
 */
export function useServiceActions() {
  const dispatch = useAppDispatch();
  const [details, setDetails] = useState<Service | null>(null);
  const [dialog, setDialog] = useState<Open>(null);
  const started = useRef(new Map<number, Kind>());
  useActionOutcomes(started);
  const close = () => setDialog(null);
  const start = (kind: Kind, id: number, action: Parameters<typeof dispatch>[0]) => {
    started.current.set(id, kind);
    dispatch(action);
    setDialog(null);
    setDetails(null);
  };
  const open = {
    details: (service: Service) => setDetails(service),
    cancel: (service: Service) => setDialog({ kind: 'cancel', service }),
    resend: (service: Service) => {
      // The ride is requoted while the question shows; nothing is sent before the answer.
      dispatch(servicesActions.resendRequested(service));
      setDialog({ kind: 'resend', service });
    },
    /** The cancel question was already asked (LiveRide asks it). */
    cancelConfirmed: (service: Service) =>
      start('cancel', service.id, servicesActions.cancelRequested(service.id)),
    receipt: (service: Service) => dispatch(servicesActions.receiptRequested(service.id)),
    edit: (service: Service) => setDialog({ kind: 'edit', service }),
    share: (service: Service) => {
      dispatch(servicesActions.shareRequested(service.id));
      setDialog({ kind: 'share', service });
    },
  };
  const dialogs = (
    <>
      {details && <DetailsDialog service={details} open={open} onClose={() => setDetails(null)} />}
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          service={dialog.service}
          onCancel={close}
          onConfirm={() =>
            start('cancel', dialog.service.id, servicesActions.cancelRequested(dialog.service.id))
          }
        />
      )}
      {dialog?.kind === 'resend' && (
        <ResendDialog
          service={dialog.service}
          onCancel={() => {
            dispatch(servicesActions.resendDismissed());
            close();
          }}
          onConfirm={() =>
            start('resend', dialog.service.id, servicesActions.resendConfirmed(dialog.service.id))
          }
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditDialog
          service={dialog.service}
          onClose={close}
          onSave={(changes) =>
            start(
              'edit',
              dialog.service.id,
              servicesActions.updateRequested({ id: dialog.service.id, changes }),
            )
          }
        />
      )}
      {dialog?.kind === 'share' && <ShareDialog service={dialog.service} onClose={close} />}
    </>
  );
  return { open, dialogs };
}

export type ServiceActionOpeners = ReturnType<typeof useServiceActions>['open'];

/** The buttons under a status box or in the details dialog, by what the service allows. */
export function ServiceActionButtons({
  service,
  open,
  size = 'sm',
}: {
  service: Service;
  open: ServiceActionOpeners;
  size?: 'sm' | 'md';
}) {
  const { t } = usePanelTranslation();
  const can = serviceAbilities(service);
  const busy = useAppSelector((state: RootState) => state.services.actions[service.id]);
  return (
    <Group flexWrap="wrap" gap="2" aria-busy={busy?.status === 'pending'}>
      {can.edit && (
        <Button size={size} variant="outline" onClick={() => open.edit(service)}>
          {t('services.edit')}
        </Button>
      )}
      {can.share && (
        <Button size={size} variant="outline" onClick={() => open.share(service)}>
          {t('services.share')}
        </Button>
      )}
      {can.resend && (
        <Button size={size} variant="outline" onClick={() => open.resend(service)}>
          {t('services.resend')}
        </Button>
      )}
      {can.cancel && (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          loading={busy?.status === 'pending'}
          onClick={() => open.cancel(service)}
        >
          {t('services.cancel')}
        </Button>
      )}
    </Group>
  );
}

function DetailsDialog({
  service,
  open,
  onClose,
}: {
  service: Service;
  open: ServiceActionOpeners;
  onClose: () => void;
}) {
  const { t } = usePanelTranslation();
  // The pushed copy, so the dialog follows the ride while it is open.
  const live = useAppSelector(
    (state: RootState) =>
      [
        ...state.services.inProcess,
        ...state.services.scheduled,
        ...state.services.history.items,
      ].find((item) => item.id === service.id) ?? service,
  );
  return (
    <AppDialog
      open
      onClose={onClose}
      width="large"
      title={t('services.details_title', { id: service.id })}
      footer={<ServiceActionButtons service={live} open={open} size="md" />}
    >
      <Stack gap="5">
        <ServiceStatusBox service={live} />
        <RideFareDetails ride={live} />
      </Stack>
    </AppDialog>
  );
}

function CancelDialog({
  service,
  onCancel,
  onConfirm,
}: {
  service: Service;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = usePanelTranslation();
  return (
    <ConfirmDialog
      open
      destructive
      title={t('services.cancel_title', { id: service.id })}
      message={t('services.cancel_message', { address: service.direccion.calle })}
      confirmLabel={t('services.cancel_confirm')}
      cancelLabel={t('services.keep')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

function ResendDialog({
  service,
  onCancel,
  onConfirm,
}: {
  service: Service;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = usePanelTranslation();
  const { t: tCore } = useTranslation();
  const language = useLanguage();
  const quote = useAppSelector(selectResendQuote);
  const mine = quote?.serviceId === service.id ? quote : null;
  const price =
    mine?.status === 'quoted' && mine.amount != null && mine.currency
      ? formatMoney(mine.amount, mine.currency, language)
      : null;
  return (
    <ConfirmDialog
      open
      title={t('services.resend_title', { id: service.id })}
      message={
        <Stack gap="2">
          <Text>{t('services.resend_message')}</Text>
          {mine?.status === 'quoting' && (
            <Text role="status" color="fg.muted">
              {t('services.resend_quoting')}
            </Text>
          )}
          {price && (
            <Text role="status" fontWeight="semibold">
              {t('services.resend_price', { price })}
            </Text>
          )}
          {mine?.status === 'failed' && mine.error && (
            <Text role="alert" color="fg.error">
              {isMessageKey(mine.error) ? tCore(mine.error) : mine.error}
            </Text>
          )}
        </Stack>
      }
      confirmLabel={t('services.resend_confirm')}
      busy={mine?.status === 'quoting'}
      onCancel={onCancel}
      onConfirm={() => {
        if (mine?.status === 'quoted') onConfirm();
      }}
    />
  );
}

/** A booking's editable part: when, how many, who travels and notes for the driver. */
function EditDialog({
  service,
  onClose,
  onSave,
}: {
  service: Service;
  onClose: () => void;
  onSave: (changes: ServiceUpdateFields) => void;
}) {
  const { t } = usePanelTranslation();
  const { t: tUi } = useUiTranslation();
  const formId = useId();
  const [when, setWhen] = useState({
    date: service.programacion?.fecha ?? service.date,
    time: service.programacion?.hora ?? service.time,
  });
  const [passengers, setPassengers] = useState(service.passengers);
  const [traveler, setTraveler] = useState(service.viajero.name ?? '');
  const [notes, setNotes] = useState(service.direccion.datos_extra ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t: tCore } = useTranslation();
  const message = (key: string) => (isMessageKey(key) ? tCore(key) : key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = serviceUpdateFieldsSchema.safeParse({
      fecha_servicio_diferido: `${when.date} ${when.time}`,
      passengers,
      viajero: { nombre: traveler },
      direccion: {
        nombre: service.direccion.calle,
        latitud: service.direccion.latitude,
        longitud: service.direccion.longitude,
        datos_extra: notes,
      },
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= message(issue.message);
      }
      setErrors(found);
      return;
    }
    onSave(parsed.data);
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      width="medium"
      title={t('services.edit_title', { id: service.id })}
      footer={
        <HStack gap="3" width="full">
          <Button variant="outline" flex="1" onClick={onClose}>
            {tUi('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" flex="1">
            {tUi('actions.save')}
          </Button>
        </HStack>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="5">
          <Stack gap="2">
            <Text fontWeight="medium">{t('services.when')}</Text>
            <DateTimeField
              value={when}
              onChange={setWhen}
              required
              error={errors.fecha_servicio_diferido ?? null}
            />
          </Stack>
          <Stack gap="2">
            <Text fontWeight="medium" id={`${formId}-passengers`}>
              {t('services.passengers')}
            </Text>
            <PassengersStepper value={passengers} onChange={setPassengers} />
            {errors.passengers && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.passengers}
              </Text>
            )}
          </Stack>
          <TextField
            label={t('services.traveler_name')}
            value={traveler}
            autoComplete="name"
            onChange={(event) => setTraveler(event.target.value)}
            error={errors.viajero ?? null}
          />
          <TextField
            label={t('services.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={errors.direccion ?? null}
          />
        </Stack>
      </form>
    </AppDialog>
  );
}

function ShareDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const { t } = usePanelTranslation();
  const { t: tUi } = useUiTranslation();
  const share = useAppSelector((state: RootState) => selectServiceShare(state, service.id));
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (!share?.url) return;
    try {
      await navigator.clipboard.writeText(share.url);
      notify.success(t('services.copied'));
    } catch {
      // Clipboard refused (an insecure origin): leave the link selected for the user to copy.
      input.current?.select();
    }
  };
  let body: ReactNode;
  if (share?.status === 'failed') {
    body = (
      <Text role="alert" color="fg.error">
        {share.error}
      </Text>
    );
  } else {
    body = (
      <Stack gap="3">
        <Text color="fg.muted">{t('services.share_help')}</Text>
        <TextField
          ref={input}
          label={t('services.share_link')}
          value={share?.url ?? ''}
          readOnly
          placeholder={tUi('loading.busy')}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Stack>
    );
  }
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('services.share_title', { id: service.id })}
      footer={
        <Button
          colorPalette="brand"
          width="full"
          disabled={!share?.url}
          loading={share?.status === 'pending'}
          onClick={copy}
        >
          {t('services.copy')}
        </Button>
      }
    >
      {body}
    </AppDialog>
  );
}
