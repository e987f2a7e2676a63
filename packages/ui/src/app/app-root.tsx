import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { Outlet, useParams } from 'react-router';
import {
  authActions,
  configActions,
  selectConfiguration,
  type RootState,
} from '@parada/core/store';
import { useTranslation } from 'react-i18next';
import { UiProvider } from '../theme/ui-provider';
import { loadAnalytics } from './analytics';

/**
 * The site_domain route parameter of the deepest route that has one: the matches of one
 * branch share their params, so the top route reads its children's.
 */
function useSiteDomainParam(): string | null {
  return useParams()['site_domain'] || null;
}

/**
 * Bootstrap of every app (spec §1, §2): the configuration by domain (the site_domain
 * parameter, else the hostname) gives theme, favicon, title and analytics (only for the
 * grouping configured for it); the stored token is checked once on load. The top route element of each app's router.
 */
export function AppRoot() {
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const siteDomain = useSiteDomainParam();
  const configuration = useAppSelector(selectConfiguration);
  const store = useStore();

  useEffect(() => {
    // The app's start may have begun the check already (runApp does with a stored token;
    // startApp settles a visit without one): a second start would begin it again.
    const { session, token } = (store.getState() as RootState).auth;
    if (session === 'unknown' && token === null) dispatch(authActions.appStarted());
  }, [dispatch, store]);

  useEffect(() => {
    dispatch(configActions.requested({ siteDomain, hostname: window.location.hostname }));
  }, [dispatch, siteDomain]);

  const analyticsId = configuration?.analytics_id;
  useEffect(() => {
    loadAnalytics(analyticsId);
  }, [analyticsId]);

  return (
    <UiProvider
      i18n={i18n}
      colors={configuration}
      branding={{ title: configuration?.title, favicon: configuration?.favicon }}
    >
      <Outlet />
    </UiProvider>
  );
}
