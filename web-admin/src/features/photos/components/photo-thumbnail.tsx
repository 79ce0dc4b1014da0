import { AspectRatio, Center, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A square thumbnail; says so instead of showing a broken image when the file cannot be read. */
export function PhotoThumbnail({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={1}>
      {failed ? (
        <Center bg="gray.1">
          <Text size="sm" c="gray.7">
            {t('photos.unavailable')}
          </Text>
        </Center>
      ) : (
        <Image src={src} alt={alt} fit="cover" radius="sm" loading="lazy" onError={() => setFailed(true)} />
      )}
    </AspectRatio>
  );
}
