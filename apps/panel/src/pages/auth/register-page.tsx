import { RegisterScreen } from '@parada/ui';
import { LanguageSelect } from '../../app/language-select';
import { pathOf } from '../../app/paths';

export default function RegisterPage() {
  return <RegisterScreen pathOf={pathOf} languageSelect={<LanguageSelect />} />;
}
