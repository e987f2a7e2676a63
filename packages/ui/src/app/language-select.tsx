import { NativeSelect } from '@chakra-ui/react';
import { LANGUAGES, isLanguage, type Language } from '@parada/core';
import { useUserLanguage } from './user-language';
import { useT } from '../i18n/use-t';

/** Names each language in itself, so a user lost in the wrong one still finds theirs. */
export const LANGUAGE_NAMES = { ca: 'Català', en: 'English', es: 'Español' } as const;

export interface LanguageSelectProps {
  /** A signed-in user's id: the choice is then remembered for that user too. */
  userId?: number | string | null;
  width?: 'auto' | 'full';
  /** md where it stands among a form's fields (the profile), sm in headers and the drawer. */
  size?: 'sm' | 'md';
}

export function LanguageSelect({
  userId = null,
  width = 'auto',
  size = 'sm',
}: LanguageSelectProps) {
  const { t } = useT();
  const { language, choose } = useUserLanguage(userId);
  return (
    <LanguagePicker
      size={size}
      width={width}
      aria-label={t('language.label')}
      value={language}
      onChange={choose}
    />
  );
}

export interface LanguagePickerProps extends Omit<
  NativeSelect.FieldProps,
  'value' | 'onChange' | 'size'
> {
  value: Language;
  onChange: (language: Language) => void;
  size?: 'sm' | 'md' | 'lg';
  width?: 'auto' | 'full';
}

/** The languages as a native select, each named in itself; it only ever gives a language. */
export function LanguagePicker({ value, onChange, size, width, ...field }: LanguagePickerProps) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field
        {...field}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
