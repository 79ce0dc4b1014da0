import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useHomeTranslation } from '../i18n';
import { JoinIllustration } from './illustrations';

/** The invitation to contractors, into sign-up with role=contractor (spec §2). */
export function JoinAsProSection() {
  const { t } = useHomeTranslation();
  const lang = useLang();
  const points = t('join.points', { returnObjects: true }) as string[];
  return (
    <section className="home-join" aria-labelledby="home-join-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className="home-split">
          <Stack gap="md">
            <Title id="home-join-title" order={2} fz={{ base: 26, sm: 34 }} c="white">
              {t('join.title')}
            </Title>
            <Text fz="lg">{t('join.body')}</Text>
            <Stack component="ul" className="plain-list" gap="xs">
              {points.map((point) => (
                <li key={point} className="check-item check-item-light">
                  <Text>{point}</Text>
                </li>
              ))}
            </Stack>
            <div>
              <Button
                component={AppLink}
                to={`/${lang}/create-account?role=contractor`}
                size="lg"
                variant="white"
                color="blue.8"
                mt="sm"
              >
                {t('join.cta')}
              </Button>
            </div>
          </Stack>
          <JoinIllustration className="home-art" />
        </SimpleGrid>
      </Container>
    </section>
  );
}
