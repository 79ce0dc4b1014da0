import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { commonResources, createI18nFor, useAppTranslation, useFeatureTranslation } from './i18n';

const i18nFor = createI18nFor(commonResources);
const bundles = { en: { greeting: 'Hello {{name}}' }, es: { greeting: 'Hola {{name}}' } };

describe('the translation hooks', () => {
  it("give every component of a page one shared `t` per namespace, in the page's language", () => {
    const seen: TFunction[] = [];
    function Caption() {
      const { t, i18n } = useAppTranslation();
      seen.push(t);
      return <p>{`${i18n.language}: ${t('language.groupLabel')}`}</p>;
    }
    const page = (
      <I18nextProvider i18n={i18nFor('es')}>
        <Caption />
        <Caption />
      </I18nextProvider>
    );
    const { rerender } = render(page);
    rerender(page);
    expect(screen.getAllByText(`es: Elige un idioma`)).toHaveLength(2);
    expect(new Set(seen).size).toBe(1);
  });

  it("add a feature's bundle to the page's instance on first use and translate from it", () => {
    function Greeting() {
      const { t } = useFeatureTranslation('greetings', bundles);
      return <p>{t('greeting', { name: '</script> $&' })}</p>;
    }
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello </script> $&')).toBeTruthy();
    expect(i18nFor('en').hasResourceBundle('en', 'greetings')).toBe(true);
    expect(i18nFor('es').hasResourceBundle('es', 'greetings')).toBe(false);
  });
});
