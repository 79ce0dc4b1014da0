import { Button, Code, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Dialog } from '../../../components/dialog';
import { useProfileTranslation } from '../i18n';

/** A stored value as readable text: strings as they are, anything else as JSON. */
export function debugValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** Admins only (spec §2, §6): every stored field of the profile, in a dialog. */
export function DebugButton({ debug }: { debug: Record<string, unknown> }) {
  const { t } = useProfileTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('debug.button')}
      </Button>
      <Dialog opened={opened} onClose={close} title={t('debug.title')} closeLabel={t('close')} size="xl">
        <Table.ScrollContainer minWidth={480}>
          <Table withRowBorders verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('debug.field')}</Table.Th>
                <Table.Th scope="col">{t('debug.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(debug).map(([field, value]) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }}>
                    {field}
                  </Table.Th>
                  <Table.Td>
                    <Code block className="debug-value">
                      {debugValue(value)}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Dialog>
    </>
  );
}
