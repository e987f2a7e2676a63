import { ProfileScreen } from '@parada/ui';
import { useT } from '../../i18n/panel-i18n';

/** Profile (spec §2): details, avatar or company logo, password, and account removal. */
export default function ProfilePage() {
  const { t } = useT();
  return <ProfileScreen title={t('route.profile')} full />;
}
