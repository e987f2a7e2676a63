import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Checkbox, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CONTENT_KEYS, loadGuestSchemas, toFieldErrors, type MessageKey } from '@parada/core';
import {
  guestsActions,
  rideRequestActions,
  selectGuestHotel,
  selectGuestSignup,
} from '@parada/core/store';
import { LanguageSelect, TextField, useAppDispatch, useAppSelector } from '@parada/ui';
import { pathOf } from '../app/paths';
import { GuestCodeStep } from './guest-code-step';
import { useT } from '../i18n/guest-i18n';
import { taggedText } from './tagged-text';

/** A content page named inside the terms sentence; `taggedText` hands it the words. */
function ContentLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="fg" textDecoration="underline">
      <RouterLink to={to} target="_blank">
        {children}
      </RouterLink>
    </Link>
  );
}

/**
 * guests/signup: the hotel and the room come from the room card's link; the
 * guest gives a name, a phone or an email, accepts the terms and is signed in at once. The
 * guest-only guard then opens their rides, with the name and phone already in the form. The
 * same person again gets a code instead, which opens the account they already have.
 */
export default function GuestSignupPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hotel = useAppSelector(selectGuestHotel);
  const signup = useAppSelector(selectGuestSignup);
  const [name, setName] = useState('');
  const [room, setRoom] = useState(params.get('room') ?? '');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // A card the store already holds (the prerendered page's, which the server checked) is
  // not checked again.
  const checked = hotel.token === token;
  useEffect(() => {
    if (token && !checked) dispatch(guestsActions.hotelRequested(token));
  }, [dispatch, token, checked]);

  const serverErrors = Object.fromEntries(
    signup.errors.map((error) => [error.field, error.message]),
  );
  const errorOf = (field: string): string | null => {
    const key = errors[field];
    if (key) return t(key as MessageKey);
    return serverErrors[field] ?? null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { token, name, room, phone, email, terms_accepted: terms };
    // The schema's chunk comes with the first submit; a failed load leaves the form
    // as it is, and the next submit asks again.
    void loadGuestSchemas().then(
      ({ guestSignupRequestSchema }) => {
        const parsed = guestSignupRequestSchema.safeParse(body);
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              toFieldErrors(parsed.error.issues).map((issue) => [issue.field, issue.message]),
            ),
          );
          return;
        }
        setErrors({});
        // The first ride is for this guest: the driver sees the room and can call the phone.
        dispatch(
          rideRequestActions.travelerChanged({
            name: `${parsed.data.name} (${parsed.data.room})`,
            phone: parsed.data.phone ?? '',
          }),
        );
        dispatch(guestsActions.signupRequested(parsed.data));
      },
      () => undefined,
    );
  };

  if (!token || hotel.status === 'failed') {
    return (
      <Stack gap="4" maxW="lg" mx="auto" width="full">
        <Heading as="h1" size="2xl">
          {t('signup.title_plain')}
        </Heading>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{token ? t('hotel.guest_link_invalid') : t('signup.no_token')}</Alert.Title>
        </Alert.Root>
        <Button colorPalette="brand" asChild variant="outline" alignSelf="start">
          <RouterLink to={pathOf('before_room')}>{t('entry.title')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="6" maxW="lg" mx="auto" width="full">
      <Stack gap="2">
        <Box alignSelf="flex-end">
          <LanguageSelect />
        </Box>
        <Heading as="h1" size="2xl">
          {hotel.value ? t('signup.title', { hotel: hotel.value.name }) : t('signup.title_plain')}
        </Heading>
        <Text>{t('signup.intro')}</Text>
      </Stack>
      {signup.codeSent ? (
        <GuestCodeStep details={{ token, name, room, phone, email }} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="5" bg="bg" p={{ base: '4', md: '6' }} borderRadius="l3" borderWidth="1px">
            <TextField
              label={t('signup.name')}
              required
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={errorOf('name')}
            />
            <TextField
              label={t('signup.room')}
              required
              value={room}
              onChange={(event) => setRoom(event.target.value)}
              error={errorOf('room')}
            />
            <TextField
              label={t('signup.phone')}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              helperText={t('signup.phone_help')}
              error={errorOf('phone')}
            />
            <TextField
              label={t('signup.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              helperText={t('signup.contact_help')}
              error={errorOf('email')}
            />
            <Field.Root invalid={Boolean(errorOf('terms_accepted'))}>
              <Checkbox.Root
                checked={terms}
                onCheckedChange={(details) => setTerms(details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {taggedText(t('signup.terms'), {
                    terms: <ContentLink to={`${pathOf('content')}/${CONTENT_KEYS.conditions}`} />,
                    privacy: <ContentLink to={`${pathOf('content')}/${CONTENT_KEYS.privacy}`} />,
                  })}
                </Checkbox.Label>
              </Checkbox.Root>
              {errorOf('terms_accepted') ? (
                <Field.ErrorText>{errorOf('terms_accepted')}</Field.ErrorText>
              ) : null}
            </Field.Root>
            {signup.status === 'failed' && signup.errors.length === 0 && signup.error ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{signup.error}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button
              colorPalette="brand"
              type="submit"
              size="lg"
              loading={signup.status === 'pending'}
            >
              {t('signup.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
