import { Alert, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { PhotoKind } from '@gp/shared';
import { useRef } from 'react';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { useProfileEditorTranslation } from '../i18n';
import { ACCEPTED_PHOTO_TYPES } from '../photo-file-check';

export interface PhotoUploadButtonProps {
  userId: string;
  kind: PhotoKind;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
}

/** A file picker for PNG and JPEG (spec §5) with a progress bar per upload and its outcome. */
export function PhotoUploadButton({ userId, kind, label, multiple = false, disabled = false }: PhotoUploadButtonProps) {
  const { t } = useProfileEditorTranslation();
  const { uploads, upload, dismiss } = usePhotoUploads(userId, kind);
  const busy = uploads.some((entry) => entry.error === null);
  // Cleared after each pick, so picking the same file again (say, after an error) still counts.
  const resetPicker = useRef<() => void>(null);

  return (
    <Stack gap="xs">
      <FileButton
        accept={ACCEPTED_PHOTO_TYPES.join(',')}
        multiple={multiple}
        onChange={(picked: File | File[] | null) => {
          const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
          resetPicker.current?.();
          if (files.length > 0) void upload(files);
        }}
        resetRef={resetPicker}
        disabled={disabled}
      >
        {(props) => (
          <Button {...props} variant="light" loading={busy} disabled={disabled} w="fit-content">
            {label}
          </Button>
        )}
      </FileButton>
      {uploads.map((entry) =>
        entry.error === null ? (
          <Stack key={entry.key} gap={4}>
            <Text fz="sm" c="gray.7" truncate="end">
              {t('photos.uploading', { name: entry.fileName, percent: Math.round(entry.progress * 100) })}
            </Text>
            <Progress
              value={entry.progress * 100}
              aria-label={t('photos.progressLabel', { name: entry.fileName })}
              transitionDuration={150}
            />
          </Stack>
        ) : (
          <Alert key={entry.key} color="red" variant="light" role="alert" title={entry.fileName}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fz="sm">{entry.error}</Text>
              <CloseButton size="sm" onClick={() => dismiss(entry.key)} aria-label={t('photos.dismissError')} />
            </Group>
          </Alert>
        ),
      )}
    </Stack>
  );
}
