import { EntryCard, useAppSelector } from '@parada/ui';
import { CONTENT_KEYS } from '@parada/core';
import { selectConfiguration } from '@parada/core/store';
import { LanguageSelect } from '../../app/language-select';
import { pathOf } from '../../app/paths';

/**
 * before_room (spec §2): where a visitor lands, and where log-out leads. The operator's
 * brand first, then the two ways in and help, as the guest app's entry page does.
 */
export default function EntryPage() {
  const configuration = useAppSelector(selectConfiguration);
  return (
    <EntryCard
      name={configuration?.name ?? 'Parada'}
      logo={configuration?.logo}
      loginHref={pathOf('login')}
      registerHref={pathOf('register')}
      helpHref={`${pathOf('content')}/${CONTENT_KEYS.help}`}
      languageSelect={<LanguageSelect />}
    />
  );
}
