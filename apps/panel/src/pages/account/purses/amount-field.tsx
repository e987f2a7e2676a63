import { selectPurse } from '@parada/core/store';
import { TextField, useAppSelector } from '@parada/ui';
import { useT } from '../../../i18n/panel-i18n';

/** An amount in the wallet's currency, as typed ('12,50'); `readAmount` reads it. */
export function AmountField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (typed: string) => void;
}) {
  const { t } = useT();
  const purse = useAppSelector(selectPurse);
  return (
    <TextField
      label={t('account.purses.amount', { currency: purse?.currency ?? '' })}
      required
      inputMode="decimal"
      autoComplete="off"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
