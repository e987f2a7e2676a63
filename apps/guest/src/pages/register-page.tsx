import { LanguageSelect, RegisterScreen } from '@parada/ui';
import { pathOf } from '../app/paths';

export default function RegisterPage() {
  return <RegisterScreen pathOf={pathOf} languageSelect={<LanguageSelect />} />;
}
