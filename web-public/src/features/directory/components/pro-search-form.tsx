import { Paper, SimpleGrid } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton } from '@gp/web-common/components/submit-button';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { directoryHref, EMPTY_SEARCH } from '../directory-search';
import { useDirectoryCatalog } from '../hooks/use-directory-catalog';
import { useDirectoryTranslation } from '../i18n';
import { CatalogSelect } from './catalog-select';

/**
 * The home page's search: a service and a place, both found by typing in either language, landing
 * on the directory. Text typed without picking a service searches the directory by that text.
 */
export function ProSearchForm() {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const catalog = useDirectoryCatalog();
  const [service, setService] = useState<string | undefined>();
  const [zone, setZone] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = service ? '' : typed.trim();
    void navigate(directoryHref(lang, { ...EMPTY_SEARCH, service, zone, q }));
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('hero.label')}
      onSubmit={submit}
      shadow="md"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className="pro-search-form"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
        <CatalogSelect
          label={t('hero.service')}
          placeholder={t('hero.servicePlaceholder')}
          data={catalog.services}
          search={catalog.searchServices}
          value={service}
          onChange={setService}
          onTermChange={setTyped}
          size="lg"
        />
        <CatalogSelect
          label={t('hero.zone')}
          placeholder={t('hero.zonePlaceholder')}
          data={catalog.zones}
          search={catalog.searchZones}
          value={zone}
          onChange={setZone}
          size="lg"
        />
        <SubmitButton size="lg">{t('hero.submit')}</SubmitButton>
      </SimpleGrid>
    </Paper>
  );
}
