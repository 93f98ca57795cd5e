import { useLingui } from '@lingui/react/macro';
import type { ShipmentError } from './shipment-form';

/** What each refusal of the shipment forms says, in the interface language; `left` is what is left of the line. */
export function useShipmentErrorText() {
  const { t } = useLingui();
  return (error: ShipmentError | undefined, left = 0): string | undefined => {
    if (!error) return undefined;
    const text: Record<ShipmentError, string> = {
      quantityFormat: t`Tapez un nombre entier (0 pour ne pas expédier cette ligne).`,
      quantityTooMany: t`Il n'en reste que ${left} à expédier : corrigez la quantité.`,
      nothingChosen: t`Choisissez au moins une ligne à expédier : une quantité au-dessus de 0.`,
      parcelsFormat: t`Tapez un nombre entier de colis, ou laissez vide pour le calcul automatique.`,
      parcelsRange: t`Indiquez entre 1 et 999 colis.`,
      carrierLength: t`Le transporteur fait au plus 60 caractères : raccourcissez-le.`,
      trackingNumberLength: t`Le numéro de suivi fait au plus 60 caractères : vérifiez-le.`,
      trackingUrlFormat: t`Le lien de suivi doit être une adresse web complète (https://…).`,
      documentNumberNeeded: t`Indiquez le numéro du document d’accompagnement.`,
      documentArc: t`Le numéro d’un DAE est son ARC de 21 caractères (ex. 26FR0A1B2C3D4E5F6G7H8).`,
      recipientFormat: t`Le numéro d'accise du destinataire commence par le code du pays suivi de 5 à 16 chiffres ou lettres (ex. BE0123456789).`,
    };
    return text[error];
  };
}
