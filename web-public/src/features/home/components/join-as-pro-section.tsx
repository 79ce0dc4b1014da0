import { Button, Container, Stack, Text, Title } from '@mantine/core';
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
        <div className="home-grid home-grid-split home-split">
          <Stack gap="md">
            <Title id="home-join-title" order={2} className="title-section" c="white">
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
        </div>
      </Container>
    </section>
  );
}
