import { Badge, Box, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { useLanguage } from '../i18n/ui-i18n';
import { formatMoney, type Grouping } from '@parada/core';
import { AppDialog } from './app-dialog';
import { useT } from '../i18n/use-t';

export interface FareInfoDialogProps {
  open: boolean;
  onClose: () => void;
  grouping: Grouping | null;
}

/** Everything a grouping's fare is made of: its breakdown, notes and extras. */
export function FareInfoDialog({ open, onClose, grouping }: FareInfoDialogProps) {
  const { t } = useT();
  const language = useLanguage();
  const fare = grouping?.fare;
  const extras = grouping?.extras.filter((extra) => extra.show) ?? [];
  return (
    <AppDialog
      open={open && Boolean(grouping)}
      onClose={onClose}
      title={t('fare.info_title')}
      width="medium"
    >
      {grouping && (
        <Stack gap="4">
          <HStack justify="space-between" align="baseline" gap="4">
            <Stack gap="0">
              <Text fontWeight="semibold">{grouping.name}</Text>
              {fare && <Text color="fg.muted">{fare.fare}</Text>}
            </Stack>
            {fare && (
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {formatMoney(fare.amount, grouping.currency, language)}
              </Text>
            )}
          </HStack>
          {fare && fare.breakdown.length > 0 && !fare.hide_details && (
            <Box as="dl" borderWidth="1px" borderRadius="l2" px="4" py="2">
              {fare.breakdown.map((line, index) => (
                <HStack
                  key={`${line.label}-${index}`}
                  justify="space-between"
                  py="2"
                  borderTopWidth={index ? '1px' : 0}
                >
                  <Text as="dt" color="fg.muted">
                    {line.label}
                  </Text>
                  <Text as="dd" fontWeight="medium">
                    {line.value}
                  </Text>
                </HStack>
              ))}
            </Box>
          )}
          {fare && fare.info.length > 0 && (
            <List.Root gap="1" ps="5" color="fg.muted" fontSize="sm">
              {fare.info.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          )}
          {extras.length > 0 && (
            <>
              <Separator />
              <Stack gap="2">
                <Text fontWeight="semibold" fontSize="sm">
                  {t('fare.extras')}
                </Text>
                <HStack wrap="wrap" gap="2">
                  {extras.map((extra) => (
                    <Badge key={extra.description} variant="subtle" colorPalette="accent" size="md">
                      {extra.description}
                    </Badge>
                  ))}
                </HStack>
              </Stack>
            </>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
