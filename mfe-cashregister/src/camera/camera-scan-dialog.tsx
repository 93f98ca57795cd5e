import { Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { cameraProblemOf, openCamera, type CameraProblem } from './camera-problem';

/** Frames looked at per second: enough for a bottle held still, light on a phone's battery. */
const READ_EVERY_MS = 200;

/**
 * « Scanner »: the phone's or tablet's camera reads a bottle's EAN/GTIN and hands it to the till's one scan path
 * (the same as the keyboard-wedge scanner). The reader (ZXing in WebAssembly) is loaded only now. A refused or
 * missing camera is said in French; the till behind keeps working.
 */
export function CameraScanDialog({ onCode, onClose }: { onCode: (code: string) => boolean; onClose: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [ready, setReady] = useState(false);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let lastUnknown = '';
    // A failure anywhere (opening, a frame, the code handed to the till) is said in the dialog, never lost.
    const fail = (error: unknown) => { if (!stopped) setProblem(cameraProblemOf(error)); };
    const run = async () => {
      try {
        const [{ bottleCodeReader }, opened] = await Promise.all([import('./barcode-reader'), openCamera()]);
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const reader = bottleCodeReader();
        setReady(true);
        const tick = async () => {
          if (stopped || !video.current) return;
          const code = video.current.readyState >= 2 ? await reader.read(video.current).catch(() => null) : null;
          if (stopped) return;
          if (code && code !== lastUnknown) {
            if (handler.current(code)) { onClose(); return; }
            // An unknown code is said once, not every frame it stays in view.
            lastUnknown = code;
          }
          timer = window.setTimeout(() => { tick().catch(fail); }, READ_EVERY_MS);
        };
        await tick();
      } catch (error) {
        fail(error);
      }
    };
    run().catch(fail);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onClose]);

  const message: Record<CameraProblem, string> = {
    refused: t`L'accès à la caméra a été refusé : autorisez la caméra pour ce site dans le navigateur, ou tapez le code du produit.`,
    absent: t`Aucune caméra n'est disponible sur cet appareil : utilisez le lecteur de codes-barres ou tapez le code du produit.`,
    busy: t`La caméra est utilisée par une autre application : fermez-la puis réessayez.`,
    insecure: t`La caméra n'est accessible qu'en https : ouvrez la caisse par son adresse sécurisée, ou tapez le code du produit.`,
    other: t`La caméra n'a pas pu être ouverte : réessayez, ou tapez le code du produit.`,
  };
  return (
    <Dialog.Root open size={{ base: 'full', sm: 'md' }} placement="center" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="till-camera">
            <Dialog.Header><Dialog.Title><Trans>Scanner une bouteille</Trans></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              {problem ? (
                <Text color="red.700" role="alert" data-testid="till-camera-problem">{message[problem]}</Text>
              ) : (
                <Stack gap="2">
                  <Box bg="black" borderRadius="md" overflow="hidden" aspectRatio={4 / 3}>
                    <video ref={video} muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} aria-label={t`Image de la caméra`} />
                  </Box>
                  <Text color="gray.600" role="status" data-testid="till-camera-status">
                    {ready ? <Trans>Présentez le code-barres de la bouteille à la caméra.</Trans> : <Trans>Ouverture de la caméra…</Trans>}
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer><Button size="lg" variant="outline" onClick={onClose} data-testid="till-camera-close"><Trans>Fermer</Trans></Button></Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
