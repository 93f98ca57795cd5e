import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ruleMessages } from '@vendange/contracts';
import type { TextRuleMessages } from './text-rules';

/** The French messages of the settings forms' own readings of typed text. */
export function useTextRuleMessages(): TextRuleMessages {
  const { t } = useLingui();
  return useMemo(() => ({
    money: (error) => {
      switch (error) {
        case 'format': return t`Saisissez un montant en euros, par exemple 12,50.`;
        case 'decimals': return t`Deux décimales au plus (les centimes).`;
        case 'negative': return t`Le montant ne peut pas être négatif.`;
        case 'too-large': return t`Ce montant est trop élevé.`;
      }
    },
    integer: t`Saisissez un nombre entier.`,
    needed: ruleMessages.needed,
  }), [t]);
}
