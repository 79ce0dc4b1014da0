import { Container, Stack, Text, Title } from '@mantine/core';
import { useHomeTranslation } from '../i18n';

interface ChatMessage {
  from: 'client' | 'pro';
  name: string;
  text: string;
}

interface ChatExample {
  topic: string;
  messages: ChatMessage[];
}

/** Three short conversations between a client and a pro, as they would message each other. */
export function ChatExamplesSection() {
  const { t } = useHomeTranslation();
  const examples = t('chats.examples', { returnObjects: true }) as ChatExample[];
  return (
    <section className="home-section" aria-labelledby="home-chats-title">
      <Container size="lg">
        <Stack gap="xs" maw={680} mb="xl">
          <Title id="home-chats-title" order={2} className="title-section">
            {t('chats.title')}
          </Title>
          <Text fz="lg" c="gray.8">
            {t('chats.intro')}
          </Text>
        </Stack>
        <div className="home-grid home-grid-chats">
          {examples.map((example) => (
            <figure key={example.topic} className="chat-example">
              <figcaption className="chat-topic">{example.topic}</figcaption>
              <ol className="plain-list chat-thread">
                {example.messages.map((message) => (
                  <li key={message.text} className="chat-bubble" data-from={message.from}>
                    <span className="chat-name">{message.name}</span>
                    {message.text}
                  </li>
                ))}
              </ol>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
