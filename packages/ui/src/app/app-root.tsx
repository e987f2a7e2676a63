import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { Outlet, useMatches } from 'react-router';
import { authActions, configActions, selectConfiguration } from '@parada/core/store';
import { useTranslation } from 'react-i18next';
import { UiProvider } from '../theme/ui-provider';
import { loadAnalytics } from './analytics';

/** The site_domain route parameter of the deepest route that has one. */
function useSiteDomainParam(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const value = matches[index]?.params['site_domain'];
    if (value) return value;
  }
  return null;
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

  useEffect(() => {
    dispatch(authActions.appStarted());
  }, [dispatch]);

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
