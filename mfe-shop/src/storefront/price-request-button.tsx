import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, placeServerError } from '@vendange/api-client';
import { priceRequestBodySchema, type PriceRequestCreated } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';

/** Spec point 1: a professional asks the producer for a negotiated price grid, with an optional word. */
export function PriceRequestButton({ shopId, shopName }: { shopId: number; shopName: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<{ message?: string }>({
    resolver: zodResolver(priceRequestBodySchema), defaultValues: { message: '' }, mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await api<PriceRequestCreated>(`/v1/shops/${shopId}/price-requests`, { method: 'POST', body: values, silent: true });
      showSnackbar('success', created.message);
      reset();
      setOpen(false);
    } catch (err) {
      const placed = placeServerError(err, ['message'], t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`);
      if (placed.field === 'message') setError('message', { type: 'server', message: placed.message });
      else setFormError(placed.message);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => { setOpen(e.open); setFormError(null); }} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="brand" size="sm" data-testid="price-request-open"><Trans>Demander un tarif professionnel</Trans></Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="price-request-dialog" asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header><Dialog.Title><Trans>Demander un tarif professionnel</Trans></Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm"><Trans>{shopName} recevra votre demande avec vos coordonnées et vous proposera une grille tarifaire adaptée à votre activité.</Trans></Text>
                  <Field.Root invalid={!!errors.message}>
                    <Field.Label><Trans>Votre message (facultatif)</Trans></Field.Label>
                    <Textarea rows={4} maxLength={1000} placeholder={t`Votre activité, les volumes envisagés…`} {...register('message')} />
                    {errors.message ? <Field.ErrorText role="alert">{errors.message.message}</Field.ErrorText> : null}
                  </Field.Root>
                  {formError ? <Text color="red.600" fontSize="sm" role="alert" data-testid="price-request-error">{formError}</Text> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild><Button variant="outline"><Trans>Annuler</Trans></Button></Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="price-request-send"><Trans>Envoyer la demande</Trans></Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
