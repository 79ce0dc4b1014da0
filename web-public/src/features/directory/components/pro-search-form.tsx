import { Paper } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton } from '@gp/web-common/components/submit-button';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { catalogLabel } from '../../../lib/catalog-options';
import { directoryHref, fieldPhrase, searchOfPhrases } from '../directory-search';
import { useDirectoryCatalog } from '../hooks/use-directory-catalog';
import { useDirectoryTranslation } from '../i18n';
import { CatalogSelect } from './catalog-select';
import { NearMeButton } from './near-me-button';

/**
 * The home page's search: a service and a place, both found by typing in either language, landing
 * on the directory. Picking a suggestion is a shortcut: the button and Enter alike read what is typed
 * in each field as a phrase ("fontanero en Nosara"), its service and place as filters, the rest as words.
 * "Near me" fills the place with the town nearest to the phone.
 */
export function ProSearchForm() {
  const { t } = useDirectoryTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const catalog = useDirectoryCatalog();
  const [service, setService] = useState<string | undefined>();
  const [zone, setZone] = useState<string | undefined>();
  const [serviceText, setServiceText] = useState('');
  const [zoneText, setZoneText] = useState('');
  // Bumped when "Near me" fills the place field, so the field shows that place instead of what was typed.
  const [zonePicks, setZonePicks] = useState(0);
  const pickNearest = (zoneId: string) => {
    setZone(zoneId);
    setZoneText('');
    setZonePicks((picks) => picks + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const what = fieldPhrase(lang, 'service', {
      picked: service,
      label: catalogLabel(catalog.services, service),
      text: serviceText,
    });
    const where = fieldPhrase(lang, 'zone', { picked: zone, label: catalogLabel(catalog.zones, zone), text: zoneText });
    void navigate(directoryHref(lang, searchOfPhrases(what, where)));
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('hero.label')}
      onSubmit={submit}
      shadow="md"
      radius="lg"
      className="pro-search-form"
    >
      <div className="home-grid pro-search-fields">
        <CatalogSelect
          label={t('hero.service')}
          placeholder={t('hero.servicePlaceholder')}
          data={catalog.services}
          search={catalog.searchServices}
          value={service}
          onChange={setService}
          onTermChange={setServiceText}
          size="lg"
        />
        <CatalogSelect
          key={zonePicks}
          label={t('hero.zone')}
          placeholder={t('hero.zonePlaceholder')}
          data={catalog.zones}
          search={catalog.searchZones}
          value={zone}
          onChange={setZone}
          onTermChange={setZoneText}
          size="lg"
        />
        <SubmitButton size="lg">{t('hero.submit')}</SubmitButton>
      </div>
      <NearMeButton onZone={pickNearest} size="md" mt="sm" />
    </Paper>
  );
}
