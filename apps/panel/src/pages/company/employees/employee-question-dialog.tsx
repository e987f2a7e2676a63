import { ConfirmDialog } from '@parada/ui';
import type { Employee } from '@parada/core';
import { useT } from '../../../i18n/panel-i18n';

export type Question = { kind: 'activate' | 'close' | 'delete'; employee: Employee } | null;

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
  return (
    <ConfirmDialog
      open={question !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      destructive={question?.kind !== 'activate' || question.employee.active}
      title={
        question?.kind === 'activate'
          ? t(
              question.employee.active
                ? 'company.employees.confirm_deactivate'
                : 'company.employees.confirm_activate',
              { name },
            )
          : question?.kind === 'close'
            ? t('company.employees.confirm_close', { name })
            : t('company.employees.confirm_delete', { name })
      }
      message={
        question?.kind === 'activate'
          ? t(
              question.employee.active
                ? 'company.employees.confirm_deactivate_body'
                : 'company.employees.confirm_activate_body',
              { name },
            )
          : question?.kind === 'close'
            ? t('company.employees.confirm_close_body', { name })
            : t('company.employees.confirm_delete_body')
      }
      confirmLabel={
        question?.kind === 'activate'
          ? t(
              question.employee.active
                ? 'company.employees.deactivate'
                : 'company.employees.activate',
            )
          : question?.kind === 'close'
            ? t('company.employees.close')
            : t('company.employees.delete')
      }
      cancelLabel={t('actions.cancel')}
    />
  );
}
