import { ProfileScreen } from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';

/**
 * Hotel staff's profile: their details, language and password. No account removal
 * here: a hotel's staff accounts are the operator's to close.
 */
export default function StaffProfilePage() {
  const { t } = useT();
  return <ProfileScreen title={t('settings.profile')} />;
}
