import { useParams } from 'react-router';
import { ResetPasswordForm, useFlow, useAppDispatch } from '@parada/ui';
import { accountFlows } from '@parada/core/store';
import { pathOf } from '../../app/paths';
import { useT } from '../../i18n/panel-i18n';

/** /reset_password/{code?}/{site_domain?}: a new password from the emailed link. */
export default function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { code = '' } = useParams();
  const flow = useFlow(accountFlows.passwordReset);
  return (
    <ResetPasswordForm
      kind="customer"
      title={t('route.reset_password')}
      flow={flow}
      initialCode={code}
      loginHref={pathOf('login')}
      onSubmit={(request) => dispatch(accountFlows.passwordReset.trigger(request))}
    />
  );
}
