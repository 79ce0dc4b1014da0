import '../info-pages.css';
import { Accordion, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useFaqTranslation } from '../i18n';
import { FaqArt } from './page-art';
import { PageHeader } from './page-header';

interface FaqItem {
  question: string;
  answer: string[];
}

interface FaqGroup {
  title: string;
  items: FaqItem[];
}

/**
 * /faq: questions in groups, each an accordion whose questions are buttons inside h3 headings
 * (aria-expanded, panels labelled by their question), so they work by keyboard and screen reader.
 */
export function FaqPage() {
  const { t } = useFaqTranslation();
  const lang = useLang();
  const groups = t('groups', { returnObjects: true }) as FaqGroup[];
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} art={<FaqArt />} />
      <Container size="lg">
        <div className="faq-column">
          {groups.map((group, groupIndex) => (
            <section key={group.title} className="info-section" aria-labelledby={`faq-group-${groupIndex}`}>
              <Title id={`faq-group-${groupIndex}`} order={2} mb="md">
                {group.title}
              </Title>
              <Accordion multiple variant="separated" radius="md" order={3} className="faq-accordion">
                {group.items.map((item, itemIndex) => (
                  <Accordion.Item key={item.question} value={`${groupIndex}-${itemIndex}`}>
                    <Accordion.Control>{item.question}</Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="sm">
                        {item.answer.map((paragraph) => (
                          <Text key={paragraph} lh={1.65}>
                            {paragraph}
                          </Text>
                        ))}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          ))}
          <section className="info-section" aria-labelledby="faq-more">
            <Stack className="info-band" gap="sm" align="flex-start">
              <Title id="faq-more" order={2} fz="xl">
                {t('more.title')}
              </Title>
              <Text>{t('more.body')}</Text>
              <Button component={AppLink} to={`/${lang}/contact`}>
                {t('more.contact')}
              </Button>
            </Stack>
          </section>
        </div>
      </Container>
    </>
  );
}
