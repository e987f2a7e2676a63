import { useParams } from 'react-router';
import { ActivationForm, useFlow, useAppDispatch } from '@parada/ui';
import { accountFlows } from '@parada/core/store';
import { useT } from '../../i18n/panel-i18n';

/** /employee/activate/{email?}/{code?}: the invitation's code activates and logs in. */
export default function EmployeeActivatePage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { email = '', code = '' } = useParams();
  const flow = useFlow(accountFlows.employeeActivation);
  return (
    <ActivationForm
      kind="email"
      title={t('route.employee_activate')}
      flow={flow}
      initialIdentity={email}
      initialCode={code}
      onSubmit={(request) => dispatch(accountFlows.employeeActivation.trigger(request))}
    />
  );
}
