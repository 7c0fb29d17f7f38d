import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@pulp/shared';
import { LIMITS } from '@pulp/shared/validation';
import { Box, Button, Field, HStack, Input, PulpIcon, Stack, Text, VisuallyHidden } from '@pulp/shared/ui';
import { FormCard } from '../common/FormCard';
import { chatbotApi, type ChatAction } from './chatbotApi';

interface Message {
  id: number;
  from: 'bot' | 'customer';
  text: string;
  /** A refusal or failure, shown as an alert. */
  error?: boolean;
  /** The server's own sentence under a refusal (Pulpy's memory reports it). */
  detail?: string;
}

/** One message of the conversation: Pulpy's at the start of the line, the customer's at the end. */
function Bubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const bot = message.from === 'bot';
  return (
    <Box
      className={`chat-message ${message.from}${message.error ? ' error' : ''}`}
      role={message.error ? 'alert' : undefined}
      alignSelf={bot ? 'flex-start' : 'flex-end'}
      maxW="85%"
      px="3.5"
      py="2"
      borderRadius="xl"
      bg={message.error ? 'red.subtle' : bot ? 'bg.muted' : 'brand.solid'}
      color={message.error ? 'red.fg' : bot ? 'fg' : 'brand.contrast'}
    >
      <VisuallyHidden>{bot ? t('CHATBOT_SAYS') : t('CHATBOT_YOU_SAY')}</VisuallyHidden>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto">
        {message.text}
      </Text>
      {message.detail && (
        <Text fontFamily="mono" fontSize="xs" mt="1" overflowWrap="anywhere" className="chat-detail">
          {message.detail}
        </Text>
      )}
    </Box>
  );
}

/** Support chat (docs/behaviour.md, "Support chat"): Pulpy asks for a name once, then answers questions. */
export default function ChatbotPage() {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<Message[]>([]);
  const [action, setAction] = useState<ChatAction | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const nextId = useRef(0);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const add = (message: Omit<Message, 'id'>) => setMessages((list) => [...list, { ...message, id: (nextId.current += 1) }]);

  useEffect(() => {
    let current = true;
    chatbotApi
      .status()
      .then((answer) => {
        if (!current) return;
        add({ from: 'bot', text: answer.body, error: !answer.status });
        setAction(answer.action);
      })
      .catch((failure: unknown) => current && add({ from: 'bot', text: errorMessage(failure), error: true }));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages]);

  const offline = action === 'offline';
  const askingName = action === 'setname';
  const max = askingName ? LIMITS.chatNameMax : LIMITS.chatQueryMax;
  const trimmed = text.trim();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || !action || offline || sending) return;
    setSending(true);
    add({ from: 'customer', text: trimmed });
    setText('');
    try {
      const answer = await chatbotApi.respond(askingName ? 'setname' : 'query', trimmed);
      add({ from: 'bot', text: answer.body, error: answer.action === 'offline' });
      setAction(answer.action);
    } catch (failure) {
      if (askingName && failure instanceof ApiError && failure.status === 400) add({ from: 'bot', text: t('CHATBOT_NAME_REFUSED'), detail: failure.message, error: true });
      else add({ from: 'bot', text: errorMessage(failure), error: true });
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  return (
    <FormCard title={t('TITLE_CHATBOT')} subtitle={t('CHATBOT_INTRO')} maxW="2xl">
      <Stack
        ref={log}
        id="chat-messages"
        role="log"
        aria-live="polite"
        aria-label={t('CHATBOT_CONVERSATION')}
        tabIndex={0}
        gap="2"
        minH="64"
        maxH="28rem"
        overflowY="auto"
        p="3"
        borderWidth="1px"
        borderRadius="lg"
      >
        {messages.length === 0 && <Text color="fg.muted">{t('CHATBOT_CONNECTING')}</Text>}
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </Stack>
      <form id="chatbot-form" onSubmit={(event) => void send(event)} noValidate>
        <Field.Root id="chatbotInput" disabled={offline || !action}>
          <Field.Label>{askingName ? t('LABEL_CHATBOT_NAME') : t('LABEL_CHATBOT_MESSAGE')}</Field.Label>
          <HStack gap="2" w="full" align="stretch">
            <Input
              ref={input}
              id="chatbotInput"
              value={text}
              maxLength={max}
              autoComplete={askingName ? 'nickname' : 'off'}
              placeholder={askingName ? t('CHATBOT_NAME_PLACEHOLDER') : t('CHATBOT_MESSAGE_PLACEHOLDER')}
              onChange={(event) => setText(event.target.value)}
            />
            <Button id="chatbotSendButton" type="submit" colorPalette="brand" aria-label={t('CHATBOT_SEND')} disabled={!trimmed || offline || !action || sending} loading={sending}>
              <PulpIcon name="chat" /> {t('BTN_SEND')}
            </Button>
          </HStack>
          <Field.HelperText>{offline ? t('CHATBOT_OFFLINE_HINT') : t('CHATBOT_HINT', { max })}</Field.HelperText>
        </Field.Root>
      </form>
    </FormCard>
  );
}
