import { Button, Card, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { StatementFormat } from '@parada/core/client';
import { documentFlows } from '@parada/core/store';
import { useId, useState } from 'react';
import { useAppDispatch, useFlow, textOf } from '@parada/ui';
import { useT } from '../../i18n/panel-i18n';

/** Last month, 'YYYY-MM': the statement a company usually wants is the one just closed. */
const lastMonth = (now = new Date()) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
};

/** A company's monthly statement of its and its employees' rides, as PDF or CSV. */
export function StatementCard() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const download = useFlow(documentFlows.statement);
  const [month, setMonth] = useState(lastMonth);
  // The flow runs one statement at a time: the card knows which one it asked for.
  const [asked, setAsked] = useState<string | null>(null);
  const id = useId();
  const busy = (format: StatementFormat) =>
    download.status === 'pending' && asked === `${month}-${format}`;
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const failure = download.status === 'failed' ? download.outcome?.message : null;
  return (
    <Card.Root as="section" aria-labelledby={`${id}-title`} variant="outline">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id={`${id}-title`}>
            {t('services.statement_title')}
          </Heading>
          <HStack gap="3" align="flex-end" wrap="wrap">
            <Field.Root width="auto">
              <Field.Label>{t('services.statement_month')}</Field.Label>
              <Input
                type="month"
                value={month}
                max={new Date().toISOString().slice(0, 7)}
                onChange={(event) => setMonth(event.target.value)}
              />
            </Field.Root>
            {(['pdf', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                colorPalette="brand"
                disabled={!valid}
                loading={busy(format)}
                onClick={() => {
                  setAsked(`${month}-${format}`);
                  dispatch(documentFlows.statement.trigger({ month, format }));
                }}
              >
                {t(`services.statement_${format}`)}
              </Button>
            ))}
          </HStack>
          {failure && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {textOf(t, failure)}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
