import { Button, CloseButton, Dialog, Image, Link as ChakraLink, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { contactFormUrl, qrFileName } from './contact-form-link';

/**
 * The shop's contact-form QR code (spec point 2): a visitor scans it at a tasting and leaves their
 * details. Drawn here, in the browser: no QR service sees the shop's code.
 */
export function QrDialog({ open, onClose, shopCode }: { open: boolean; onClose: () => void; shopCode: string }) {
  const { t } = useLingui();
  const url = contactFormUrl(window.location.origin, shopCode);
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    // Loaded on first use: storefront visitors never pay for the QR encoder.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(url, { width: 512, margin: 2, errorCorrectionLevel: 'M' }))
      .then((data) => { if (!cancelled) setImage(data); })
      .catch((error: unknown) => console.error(error));
    return () => { cancelled = true; };
  }, [open, url]);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open) onClose(); }} size={{ base: 'full', sm: 'sm' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="qr-dialog">
            <Dialog.Header>
              <Dialog.Title><Trans>QR code du formulaire de contact</Trans></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" align="center">
                <Text fontSize="sm" color="gray.600"><Trans>Faites-le scanner à vos visiteurs : ils laissent leurs coordonnées et rejoignent votre boutique.</Trans></Text>
                {image ? (
                  <Image src={image} alt={t`QR code menant au formulaire de contact de la boutique`} w="240px" h="240px" data-testid="qr-image" />
                ) : <Spinner size="lg" my="20" />}
                <ChakraLink href={url} target="_blank" rel="noopener noreferrer" fontSize="sm" wordBreak="break-all" data-testid="qr-link">{url}</ChakraLink>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="brand" size="md" disabled={!image} data-testid="qr-download">
                <a href={image ?? undefined} download={qrFileName(shopCode)}><Download aria-hidden /> <Trans>Télécharger</Trans></a>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={t`Fermer`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
