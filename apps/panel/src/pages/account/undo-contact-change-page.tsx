import { useParams } from 'react-router';
import { UndoContactChange, useFlow, useAppDispatch } from '@parada/ui';
import { accountFlows } from '@parada/core/store';

/** /undo_contact_change/{code?}: the link emailed to the old address; open to anyone holding it. */
export default function UndoContactChangePage() {
  const dispatch = useAppDispatch();
  const { code } = useParams();
  const flow = useFlow(accountFlows.contactChangeUndo);
  return (
    <UndoContactChange
      code={code?.trim() || null}
      flow={flow}
      loginHref="/login"
      onConfirm={(value) => dispatch(accountFlows.contactChangeUndo.trigger({ code: value }))}
    />
  );
}
