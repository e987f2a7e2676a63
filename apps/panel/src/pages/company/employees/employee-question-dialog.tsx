import { ConfirmDialog } from '@parada/ui';
import type { Employee } from '@parada/core';
import { useT } from '../../../i18n/panel-i18n';

export type Question = { kind: 'activate' | 'close' | 'delete'; employee: Employee } | null;

/** What the question asks: the activate switch turns an active employee off. */
function verbOf(question: NonNullable<Question>) {
  if (question.kind !== 'activate') return question.kind;
  return question.employee.active ? 'deactivate' : 'activate';
}

/** The yes-or-no before activating, closing or deleting an employee. */
export function EmployeeQuestionDialog({
  question,
  onCancel,
  onConfirm,
}: {
  question: Question;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useT();
  const name = question?.employee.name ?? '';
  const verb = question ? verbOf(question) : 'delete';
  return (
    <ConfirmDialog
      open={question !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      destructive={verb !== 'activate'}
      title={t(`company.employees.confirm_${verb}`, { name })}
      message={t(`company.employees.confirm_${verb}_body`, { name })}
      confirmLabel={t(`company.employees.${verb}`)}
      cancelLabel={t('actions.cancel')}
    />
  );
}
