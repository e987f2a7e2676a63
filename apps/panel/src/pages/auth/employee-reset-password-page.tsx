import { useParams } from 'react-router';
import { ResetPasswordForm, useFlow, useAppDispatch } from '@parada/ui';
import { accountFlows } from '@parada/core/store';
import { pathOf } from '../../app/paths';
import { useT } from '../../i18n/panel-i18n';

/** /employee/reset_password/{token?}: the link a company's reset sends its employee. */
export default function EmployeeResetPasswordPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { token = '' } = useParams();
  const flow = useFlow(accountFlows.employeePassword);
  return (
    <ResetPasswordForm
      kind="employee"
      title={t('route.employee_reset_password')}
      flow={flow}
      initialCode={token}
      loginHref={pathOf('login')}
      onSubmit={(request) => dispatch(accountFlows.employeePassword.trigger(request))}
    />
  );
}
