import { Box, Button, Checkbox, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api, ApiError } from '@vendange/api-client';
import { cartMessages, type CartProblem, type CheckoutResult, type PaymentsConfig, type PublicShop, type SellerCartPrice, type User } from '@vendange/contracts';
import { cartSignature, currentCart, patchSessionUser, sessionAtom, updateCart } from '@vendange/store';
import { FormField } from '@vendange/ui';
import { createCardPaymentMethod } from '../checkout/card-payment-method';
import { cartKeyOf, checkoutAttempts, nextAttempt } from '../checkout/checkout-attempt';
import { AddressFields } from './address-fields';
import { addressOf, checkoutDefaults, checkoutFormSchema, type CheckoutFormValues } from './checkout-form-schema';
import { checkoutBodyOf, checkoutProblems, needsCard, needsDeliveryAddress } from './checkout-plan';


interface Props {
  prices: SellerCartPrice[] | undefined;
  shops: Record<number, PublicShop>;
  paymentConfig: PaymentsConfig | undefined;
  /** Problems to show with each part (client checks or the server's refusal). */
  onProblems: (problems: CartProblem[]) => void;
  onPlaced: (result: CheckoutResult) => void;
}

/**
 * Checkout for a logged-in buyer: addresses, phone, terms, card when a part is paid by card. The
 * checks run here first (same function as the server), the profile keeps the addresses, the card goes
 * from the browser to the payment provider, then the server places the orders and the cart empties.
 */
export function CheckoutForm({ prices, shops, paymentConfig, onProblems, onPlaced }: Props) {
  const { t } = useLingui();
  const { user } = useAtomValue(sessionAtom);
  const cart = currentCart();
  const needs = { deliveryAddress: needsDeliveryAddress(cart), card: needsCard(cart) };
  const schema = useMemo(() => checkoutFormSchema(needs), [needs.deliveryAddress, needs.card]);
  const { register, control, handleSubmit, watch, setError, formState: { errors, isSubmitting } } = useForm<CheckoutFormValues>({
    resolver: zodResolver(schema), defaultValues: checkoutDefaults(user), mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  // A refusal speaks of the cart as it was: once the buyer changes it (a delivery mode chosen), it no longer holds.
  // Keyed on what the buyer chose, not on how it was saved: an autosave landing after a refused card changes
  // the stamp and the server's own fields only, and must not wipe the refusal off the screen.
  const signature = cartSignature(cart);
  useEffect(() => { setFormError(null); }, [signature]);
  // One id per cart being paid, kept in this tab across the 3-D Secure redirect (the page reloads): 'Commander'
  // again resumes that checkout, or replaces it when the cart changed, and a retry after a network error finds
  // the orders already placed (checkout-attempt.ts).
  const buyerId = user?.id ?? 0;
  const sameBilling = watch('sameBilling');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const now = currentCart();
    const deliveryAddress = needs.deliveryAddress || !values.sameBilling ? addressOf(values.delivery) : null;
    const billingAddress = values.sameBilling ? null : addressOf(values.billing);
    const local = checkoutProblems(now, prices, shops, { phone: values.phone, hasDeliveryAddress: deliveryAddress !== null, profileComplete: true });
    onProblems(local);
    if (local.length > 0) { setFormError(local[0]!.message); return; }
    try {
      // The profile keeps the addresses and phone for the next order.
      const saved = { phone: values.phone, ...(deliveryAddress ? { deliveryAddress } : {}), ...(billingAddress ? { billingAddress } : {}) };
      await api<User>('/v1/users/me', { method: 'PUT', body: saved, silent: true });
      patchSessionUser(saved);

      let paymentMethodId: string | null = null;
      if (needs.card) {
        if (!paymentConfig?.available || !paymentConfig.apiUrl || !paymentConfig.publishableKey) { setFormError(t`Le paiement par carte n'est pas disponible pour le moment : choisissez un autre moyen de paiement.`); return; }
        const [month, year] = values.card.expiration.split('/');
        const created = await createCardPaymentMethod({
          apiUrl: paymentConfig.apiUrl, publishableKey: paymentConfig.publishableKey,
          card: { number: values.card.number.replace(/\s+/g, ''), expMonth: Number(month), expYear: 2000 + Number(year), cvc: values.card.cvc },
        });
        if ('error' in created) { setError('card.number', { type: 'server', message: created.error }); return; }
        paymentMethodId = created.id;
      }
      const drafted = checkoutBodyOf({ cart: now, checkoutId: '', deliveryAddress, billingAddress, phone: values.phone, paymentMethodId, comment: values.comment });
      const { attempt, replacesCheckoutId } = nextAttempt(checkoutAttempts.read(buyerId), cartKeyOf(drafted), () => crypto.randomUUID());
      checkoutAttempts.save(buyerId, attempt);
      const body = { ...drafted, checkoutId: attempt.checkoutId, ...(replacesCheckoutId ? { replacesCheckoutId } : {}) };
      const result = await api<CheckoutResult>('/v1/orders/checkout', { method: 'POST', body, silent: true });
      // 3-D Secure first: the cart stays until the bank has said yes (/validate3ds empties it).
      if (result.payment?.status === 'requiresAction' && result.payment.redirectUrl) {
        window.location.assign(result.payment.redirectUrl);
        return;
      }
      // A retried checkout whose card did not go through: nothing is placed for good, the cart stays.
      if (result.payment?.status === 'error') {
        checkoutAttempts.replaceNext(buyerId);
        setError('card.number', { type: 'server', message: result.payment.message ?? cartMessages.paymentFailed });
        setFormError(result.payment.message ?? cartMessages.paymentFailed);
        return;
      }
      // The orders are placed: the cart is empty now (saved like any cart change), the next checkout a new one.
      checkoutAttempts.forget(buyerId);
      updateCart(() => ({ orders: [], lastUpdated: new Date().toISOString() }));
      onPlaced(result);
    } catch (err) {
      if (err instanceof ApiError) {
        const problems = Array.isArray(err.body.problems) ? (err.body.problems as CartProblem[]) : [];
        onProblems(problems);
        // The card was refused: that checkout never goes through (the server aborted it), the next try is a new one.
        if (err.code === 'PAYMENT_FAILED') { checkoutAttempts.forget(buyerId); setError('card.number', { type: 'server', message: err.message }); }
        setFormError(err.status >= 500 ? `${t`La commande n'a pas pu être passée.`} ${cartMessages.persists}` : err.message);
      } else {
        setFormError(`${t`La commande n'a pas pu être passée. Vérifiez votre connexion puis réessayez.`} ${cartMessages.persists}`);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="checkout-form">
      <Stack gap="5" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '5' }}>
        <Heading as="h2" size="md"><Trans>Vos coordonnées</Trans></Heading>
        {needs.deliveryAddress ? (
          <Stack gap="2"><Text fontWeight="semibold"><Trans>Adresse de livraison</Trans></Text><AddressFields which="delivery" register={register} errors={errors} /></Stack>
        ) : <Text fontSize="sm" color="gray.600"><Trans>Tout est à retirer chez le producteur : pas d'adresse de livraison à donner.</Trans></Text>}
        <Controller control={control} name="sameBilling" render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} data-testid="same-billing">
            <Checkbox.HiddenInput /><Checkbox.Control />
            <Checkbox.Label>{needs.deliveryAddress ? <Trans>Adresse de facturation identique</Trans> : <Trans>Pas d'adresse de facturation particulière</Trans>}</Checkbox.Label>
          </Checkbox.Root>
        )} />
        {!sameBilling ? (
          <Stack gap="2">
            {!needs.deliveryAddress ? <><Text fontWeight="semibold"><Trans>Votre adresse</Trans></Text><AddressFields which="delivery" register={register} errors={errors} /></> : null}
            <Text fontWeight="semibold"><Trans>Adresse de facturation</Trans></Text><AddressFields which="billing" register={register} errors={errors} />
          </Stack>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={<Trans>Téléphone mobile</Trans>} error={errors.phone?.message} required>
            <Input type="tel" autoComplete="tel" {...register('phone')} data-testid="checkout-phone" />
          </FormField>
          <FormField label={<Trans>Message au producteur</Trans>} error={errors.comment?.message}><Textarea rows={2} {...register('comment')} /></FormField>
        </SimpleGrid>

        {needs.card ? (
          <Box borderWidth="1px" borderRadius="md" p="3" data-testid="card-form">
            <Stack gap="3">
              <Text fontWeight="semibold"><Trans>Carte bancaire</Trans></Text>
              <Text fontSize="sm" color="gray.600"><Trans>Rien n'est débité maintenant : votre carte est enregistrée (empreinte de 0 €) et débitée quand le producteur valide votre commande.</Trans></Text>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <FormField label={<Trans>Numéro de carte</Trans>} error={errors.card?.number?.message} required><Input inputMode="numeric" autoComplete="cc-number" {...register('card.number')} data-testid="card-number" /></FormField>
                <FormField label={<Trans>Expiration (MM/AA)</Trans>} error={errors.card?.expiration?.message} required><Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" {...register('card.expiration')} data-testid="card-expiration" /></FormField>
                <FormField label={<Trans>Cryptogramme</Trans>} error={errors.card?.cvc?.message} required><Input inputMode="numeric" autoComplete="cc-csc" {...register('card.cvc')} data-testid="card-cvc" /></FormField>
              </SimpleGrid>
            </Stack>
          </Box>
        ) : null}

        <Stack gap="1">
          <Controller control={control} name="cgu" render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} invalid={!!errors.cgu} data-testid="checkout-cgu">
              <Checkbox.HiddenInput /><Checkbox.Control />
              <Checkbox.Label><Trans>J'accepte les conditions générales d'utilisation et les conditions de vente des producteurs</Trans></Checkbox.Label>
            </Checkbox.Root>
          )} />
          {errors.cgu ? <Text color="red.600" fontSize="sm" role="alert">{errors.cgu.message}</Text> : null}
          {Object.values(shops).filter((s) => s.sales.cgv).map((s) => (
            <details key={s.id}><summary><Text as="span" fontSize="sm"><Trans>Conditions de vente de {s.name}</Trans></Text></summary><Text fontSize="sm" whiteSpace="pre-wrap">{s.sales.cgv}</Text></details>
          ))}
        </Stack>
        {formError ? <Text color="orange.700" role="alert" data-testid="checkout-error">{formError}</Text> : null}
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} data-testid="checkout-submit"><Trans>Commander</Trans></Button>
      </Stack>
    </form>
  );
}
