import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useHomeTranslation } from '../i18n';

/** Sun over the Pacific behind the hero text, echoing the logo; decoration only. */
function HeroBackdrop() {
  return (
    <>
      <svg className="home-hero-sun" viewBox="0 0 240 240" aria-hidden="true" focusable="false">
        <g stroke="var(--mantine-color-blue-2)" strokeWidth="8" strokeLinecap="round">
          <path d="M120 12v24M120 204v24M12 120h24M204 120h24M44 44l17 17M179 179l17 17M196 44l-17 17M61 179l-17 17" />
        </g>
        <circle cx="120" cy="120" r="62" fill="var(--mantine-color-blue-1)" />
      </svg>
      <svg
        className="home-hero-waves"
        viewBox="0 0 1440 120"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M0 40c120-32 240-32 360 0s240 32 360 0 240-32 360 0 240 32 360 0V120H0Z"
          fill="var(--mantine-color-blue-2)"
          opacity="0.45"
        />
        <path
          d="M0 72c120-28 240-28 360 0s240 28 360 0 240-28 360 0 240 28 360 0V120H0Z"
          fill="var(--mantine-color-blue-1)"
        />
      </svg>
    </>
  );
}

/** Home page opening: what the site is for, the search for a pro, and the way in. */
export function HomeHero({ search }: { search: ReactNode }) {
  const { t } = useHomeTranslation();
  const lang = useLang();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <HeroBackdrop />
      <Container size="lg" className="home-hero-content">
        <Stack gap="lg" maw={680}>
          <Text fw={600} c="blue.7" tt="uppercase" fz="sm" lts={1}>
            {t('hero.eyebrow')}
          </Text>
          <Title id="home-hero-title" order={1} className="home-hero-title" lh={1.15}>
            {t('hero.title')}
          </Title>
          <Text className="home-hero-intro" c="gray.8">
            {t('hero.intro')}
          </Text>
        </Stack>
        <Stack gap="lg" maw={960} mt="lg">
          {search}
          <Group gap="sm">
            <Button component={AppLink} to={`/${lang}/create-account`} variant="light">
              {t('hero.signUp')}
            </Button>
            <Button component={AppLink} to={`/${lang}/create-account?role=contractor`} variant="default">
              {t('hero.joinAsPro')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
