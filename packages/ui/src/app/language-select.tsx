import { NativeSelect } from '@chakra-ui/react';
import { LANGUAGES, isLanguage } from '@parada/core';
import { useLanguage, useUiTranslation } from '../i18n/ui-i18n';
import { useAppContext } from './app-context';

/** Names each language in itself, so a user lost in the wrong one still finds theirs. */
const NATIVE_NAMES = { ca: 'Català', en: 'English', es: 'Español' } as const;

export function LanguageSelect() {
  const { t } = useUiTranslation();
  const { setLanguage } = useAppContext();
  const language = useLanguage();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
