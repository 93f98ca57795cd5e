import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { api, ApiError } from '@vendange/api-client';
import { messages, type ProductImage } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';
import { ACCEPTED_IMAGE_TYPES, imageProblem, uploadProductImage } from '../../../lib/upload-image';

interface Props { productId: number | null; images: readonly ProductImage[]; editable: boolean; onChanged: () => void }

/** Visuels: images are sent and removed at once (they do not wait for "Enregistrer"). */
export function ImagesSection({ productId, images, editable, onChanged }: Props) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<ProductImage | null>(null);

  if (productId === null) {
    return <Text color="gray.600" data-testid="section-images"><Trans>Enregistrez d'abord le produit, puis ajoutez ses visuels.</Trans></Text>;
  }

  async function upload(files: FileList | null) {
    if (!files || productId === null) return;
    setUploading(true);
    for (const file of Array.from(files)) {
      const problem = imageProblem(file);
      if (problem) {
        showSnackbar('error', problem === 'type' ? t`${file.name} : seules les images JPEG, PNG et WebP sont acceptées.` : t`${file.name} : l'image dépasse 5 Mo, réduisez-la.`);
        continue;
      }
      try {
        await uploadProductImage(productId, file);
      } catch (err) {
        showSnackbar('error', err instanceof ApiError ? err.message : messages.internal);
      }
    }
    setUploading(false);
    if (input.current) input.current.value = '';
    onChanged();
  }

  async function remove(image: ProductImage) {
    try {
      await api(`/v1/products/${productId}/images/${image.id}`, { method: 'DELETE', silent: true });
      showSnackbar('success', t`Visuel supprimé.`);
      onChanged();
    } catch (err) {
      showSnackbar('error', err instanceof ApiError ? err.message : messages.internal);
    }
    setRemoving(null);
  }

  return (
    <Stack gap="4" data-testid="section-images">
      {images.length === 0 ? <Text color="gray.600"><Trans>Aucun visuel pour le moment.</Trans></Text> : null}
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3">
        {images.map((img) => (
          <Stack key={img.id} gap="1" borderWidth="1px" borderRadius="md" p="2" bg="white" data-testid="product-image">
            <Image src={img.url} alt={t`Visuel ${img.position + 1}`} aspectRatio={1} objectFit="contain" />
            {editable ? <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(img)}><Trans>Supprimer</Trans></Button> : null}
          </Stack>
        ))}
      </SimpleGrid>
      {editable ? (
        <Box>
          <input ref={input} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple hidden onChange={(e) => void upload(e.target.files)} data-testid="image-input" />
          <Button variant="outline" size="sm" loading={uploading} onClick={() => input.current?.click()}><Trans>Ajouter des visuels</Trans></Button>
          <Text fontSize="xs" color="gray.600" mt="1"><Trans>JPEG, PNG ou WebP, 5 Mo au plus.</Trans></Text>
        </Box>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t`Supprimer ce visuel ?`}
        message={t`Il disparaîtra de la fiche et des formats qui l'utilisent.`}
        confirmLabel={t`Supprimer`}
        destructive
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
