import '../my-data.css';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  languageByCode,
  serviceById,
  zoneById,
  type DayHours,
  type Lang,
  type MyDataExport,
  type MyDataRequest,
} from '@gp/shared';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@gp/web-common/components/load-error-alert';
import { useLang } from '@gp/web-common/hooks/use-lang';
import { AppLink } from '@gp/web-common/lib/app-links';
import { useEventTypeWords } from '@gp/web-common/lib/event-type-words';
import { formatDate, formatDateTime, formatWeekday } from '@gp/web-common/lib/format-date';
import { useAccountTranslation } from '../../../lib/account-i18n';
import { myDataDownloadUrl, useMyData } from '../api/export-my-data';

/** A term and its value; an empty value reads "None" rather than a blank. */
function Facts({ rows }: { rows: [term: string, value: ReactNode][] }) {
  const { t } = useAccountTranslation();
  return (
    <dl className="my-data-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === null || value === '' ? t('myData.none') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const Empty = ({ children }: { children: string }) => <Text c="gray.7">{children}</Text>;

/** A wide table scrolls sideways inside itself on a phone, never the page, its columns wide enough to read. */
function DataTable({ head, rows }: { head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table withTableBorder striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={index} className="my-data-text">
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ProLink({ proId }: { proId: string }) {
  const { t } = useAccountTranslation();
  const lang = useLang();
  return (
    <Anchor component={AppLink} to={`/${lang}/profile/${encodeURIComponent(proId)}`}>
      {t('myData.reviews.viewPro')}
    </Anchor>
  );
}

function Requests({ requests, empty }: { requests: MyDataRequest[]; empty: string }) {
  const { t } = useAccountTranslation();
  const lang = useLang();
  if (requests.length === 0) return <Empty>{empty}</Empty>;
  return (
    <DataTable
      head={['pro', 'name', 'phoneNumber', 'message', 'sentAt', 'answeredAt'].map((key) => t(`myData.request.${key}`))}
      rows={requests.map((request) => ({
        key: request.id,
        cells: [
          <ProLink key="pro" proId={request.proId} />,
          request.name,
          request.phoneNumber,
          request.message,
          formatDateTime(request.sentAt, lang),
          request.answeredAt ? formatDateTime(request.answeredAt, lang) : t('myData.request.notAnswered'),
        ],
      }))}
    />
  );
}

const hoursText = (day: DayHours) =>
  day.breakStart && day.breakEnd
    ? `${day.open}–${day.breakStart}, ${day.breakEnd}–${day.close}`
    : `${day.open}–${day.close}`;

const names = (ids: string[], nameOf: (id: string) => string | undefined) =>
  ids.map((id) => nameOf(id) ?? id).join(', ');

function ProfileFacts({ profile, lang }: { profile: NonNullable<MyDataExport['profile']>; lang: Lang }) {
  const { t } = useAccountTranslation();
  const channels = (['whatsapp', 'call', 'message'] as const).filter((channel) => profile.contactPreferences[channel]);
  return (
    <>
      <Facts
        rows={[
          [t('myData.profile.descriptionEs'), profile.description.es ?? null],
          [t('myData.profile.descriptionEn'), profile.description.en ?? null],
          [t('myData.profile.services'), names(profile.serviceIds, (id) => serviceById(id)?.name[lang])],
          [t('myData.profile.zones'), names(profile.zoneIds, (id) => zoneById(id)?.name)],
          [t('myData.profile.languages'), names(profile.languageCodes, (code) => languageByCode(code)?.name[lang])],
          [t('myData.profile.contact'), channels.map((channel) => t(`myData.contact.${channel}`)).join(', ')],
          [
            t('myData.profile.hours'),
            profile.hours ? (
              <ul className="my-data-list">
                {profile.hours.map((day, weekday) => (
                  <li key={weekday}>
                    {formatWeekday(weekday, lang)}: {day.isClosed ? t('myData.profile.closed') : hoursText(day)}
                  </li>
                ))}
              </ul>
            ) : (
              t('myData.profile.noHours')
            ),
          ],
        ]}
      />
      <Title order={3} fz="lg">
        {t('myData.profile.photos')}
      </Title>
      {profile.photos.length === 0 ? (
        <Empty>{t('myData.none')}</Empty>
      ) : (
        <DataTable
          head={['photoId', 'photoStatus', 'photoUse', 'uploadedAt'].map((key) => t(`myData.profile.${key}`))}
          rows={profile.photos.map((photo) => ({
            key: photo.id,
            cells: [
              photo.id,
              t(`myData.photoStatus.${photo.status}`),
              t(`myData.photoUse.${photo.usedAs ?? 'work'}`),
              formatDate(photo.uploadedAt, lang),
            ],
          }))}
        />
      )}
    </>
  );
}

function MyDataSections({ data }: { data: MyDataExport }) {
  const { t } = useAccountTranslation();
  const lang = useLang();
  const eventTypeWords = useEventTypeWords();
  const { account } = data;
  return (
    <Stack gap="xl">
      <Section title={t('myData.account.title')}>
        <Facts
          rows={[
            [t('myData.account.email'), account.email],
            [t('myData.account.displayName'), account.displayName],
            [t('myData.account.phoneNumber'), account.phoneNumber],
            [t('myData.account.preferredLang'), t(`preferredLanguage.options.${account.preferredLang}`)],
            [t('myData.account.roles'), account.roles.map((role) => t(`myData.roles.${role}`)).join(', ')],
            [
              t('myData.account.terms'),
              account.acceptedTermsVersion === null
                ? null
                : t('myData.account.termsVersion', { version: account.acceptedTermsVersion }),
            ],
            [t('myData.account.createdAt'), formatDateTime(account.createdAt, lang)],
          ]}
        />
      </Section>
      <Section title={t('myData.profile.title')}>
        {data.profile ? (
          <ProfileFacts profile={data.profile} lang={lang} />
        ) : (
          <Empty>{t('myData.profile.empty')}</Empty>
        )}
      </Section>
      <Section title={t('myData.reviews.title')}>
        {data.reviewsWritten.length === 0 ? (
          <Empty>{t('myData.reviews.empty')}</Empty>
        ) : (
          <DataTable
            head={['pro', 'name', 'email', 'rating', 'review', 'status', 'date', 'reply'].map((key) =>
              t(`myData.reviews.${key}`),
            )}
            rows={data.reviewsWritten.map((review) => ({
              key: review.id,
              cells: [
                <ProLink key="pro" proId={review.proId} />,
                review.authorName,
                review.statedEmail,
                t('myData.reviews.ratingValue', { rating: review.rating }),
                <>
                  <strong>{review.title}</strong>
                  <br />
                  {review.body}
                </>,
                t(`myData.reviewStatus.${review.status}`),
                formatDate(review.createdAt, lang),
                review.reply?.text ?? '—',
              ],
            }))}
          />
        )}
      </Section>
      <Section title={t('myData.sent.title')}>
        <Requests requests={data.requestsSent} empty={t('myData.sent.empty')} />
      </Section>
      {(data.profile || data.requestsReceived.length > 0) && (
        <Section title={t('myData.received.title')}>
          <Requests requests={data.requestsReceived} empty={t('myData.received.empty')} />
        </Section>
      )}
      <Section title={t('myData.events.title')}>
        <Text c="gray.7">{t('myData.events.intro')}</Text>
        <DataTable
          head={[t('myData.events.type'), t('myData.events.at')]}
          rows={data.events.map((event, index) => ({
            key: String(index),
            cells: [eventTypeWords(event.type), formatDateTime(event.recordedAt, lang)],
          }))}
        />
      </Section>
    </Stack>
  );
}

/** /{lang}/account/my-data: the data export as a page to read, in the person's language. */
export function MyDataPage() {
  const { t } = useAccountTranslation();
  const lang = useLang();
  const { data, error, isLoading, mutate } = useMyData();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {t('myData.title')}
      </Title>
      <Group gap="sm">
        <Button component="a" href={myDataDownloadUrl} download>
          {t('myData.download')}
        </Button>
        <Button component={AppLink} to={`/${lang}/account`} variant="default">
          {t('myData.back')}
        </Button>
      </Group>
      {isLoading && !data ? (
        <Center py="xl" role="status">
          <Loader aria-hidden="true" />
          <VisuallyHidden>{t('myData.loading')}</VisuallyHidden>
        </Center>
      ) : error && !data ? (
        <LoadErrorAlert error={error} message={t('myData.loadError')} onRetry={() => void mutate()} />
      ) : data ? (
        <>
          <Text c="gray.7">{t('myData.intro', { at: formatDateTime(data.exportedAt, lang) })}</Text>
          <MyDataSections data={data} />
        </>
      ) : null}
    </Stack>
  );
}

/** My account's "Your data" block: the file to download and the page to read it on. */
export function MyDataSection() {
  const { t } = useAccountTranslation();
  const lang = useLang();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-data-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="my-data-title">
          {t('section.title')}
        </Title>
        <Text c="gray.7">{t('section.intro')}</Text>
        <Group gap="sm">
          <Button component="a" href={myDataDownloadUrl} download variant="default">
            {t('section.download')}
          </Button>
          <Button component={AppLink} to={`/${lang}/account/my-data`} variant="subtle">
            {t('section.view')}
          </Button>
        </Group>
        <Text fz="sm">
          <AppLink to={`/${lang}/privacy`}>{t('section.privacy')}</AppLink>
        </Text>
      </Stack>
    </Paper>
  );
}
