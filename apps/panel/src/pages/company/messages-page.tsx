import { Badge, Box, Card, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { type OperatorMessage } from '@parada/core';
import { messagesActions, selectConfiguration, selectMessages } from '@parada/core/store';
import { useEffect, useState } from 'react';
import {
  LoadFailed,
  PageHeader,
  Pager,
  useAppDispatch,
  useAppSelector,
  useZonedTime,
} from '@parada/ui';
import { useT } from '../../i18n/panel-i18n';

/** The operator's messages: newest first; opening an unread one marks it read. */
export default function MessagesPage() {
  const { t } = useT();
  const zonedTime = useZonedTime();
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectMessages);
  const configuration = useAppSelector(selectConfiguration);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    dispatch(messagesActions.listRequested({ offset: 0 }));
  }, [dispatch]);

  const toggle = (message: OperatorMessage) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && !message.read) dispatch(messagesActions.readRequested(message.id));
  };

  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="3xl">
      <PageHeader
        title={t('route.messages')}
        intro={t('company.messages.intro', { name: configuration?.name ?? 'Parada' })}
      >
        {messages.status === 'loaded' && (
          <Badge size="lg" variant={messages.unread > 0 ? 'solid' : 'subtle'} colorPalette="brand">
            {messages.unread > 0
              ? t('company.messages.unread', { count: messages.unread })
              : t('company.messages.all_read')}
          </Badge>
        )}
      </PageHeader>

      {messages.status === 'failed' ? (
        <LoadFailed onRetry={() => dispatch(messagesActions.listRequested())} />
      ) : messages.status === 'loaded' && messages.items.length === 0 ? (
        <Text color="fg.muted">{t('company.messages.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('company.messages.list')}>
          {messages.items.map((message) => {
            const expanded = open === message.id;
            const panelId = `message-${message.id}`;
            return (
              <Card.Root as="li" key={message.id} variant="outline">
                <chakra.button
                  type="button"
                  textAlign="start"
                  px="4"
                  py="3"
                  borderRadius="l3"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(message)}
                  _hover={{ bg: 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                >
                  <Flex gap="3" justify="space-between" align="start">
                    <Box minW="0">
                      <Text
                        as="span"
                        display="block"
                        fontWeight={message.read ? 'medium' : 'bold'}
                        wordBreak="break-word"
                      >
                        {message.subject}
                      </Text>
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {zonedTime(message.created_at)}
                      </Text>
                    </Box>
                    {!message.read && (
                      <Badge colorPalette="brand" variant="solid" flexShrink={0}>
                        {t('company.messages.new')}
                      </Badge>
                    )}
                  </Flex>
                </chakra.button>
                <Box id={panelId} hidden={!expanded} px="4" pb="4">
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {message.body}
                  </Text>
                </Box>
              </Card.Root>
            );
          })}
        </Stack>
      )}
      <Pager
        offset={messages.offset}
        limit={messages.limit}
        total={messages.total}
        onPage={(offset) => dispatch(messagesActions.listRequested({ offset }))}
      />
    </Stack>
  );
}
