import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { formatDate } from '@vendange/ui';
import type { QuoteView } from './quote-answer-state';

type Closed = Exclude<QuoteView, { kind: 'open' }>;

interface PanelProps { tone: 'success' | 'neutral' | 'warning'; testId: string; focus: boolean; panelRef: RefObject<HTMLDivElement | null> | undefined; children: ReactNode }

function Panel({ tone, testId, focus, panelRef, children }: PanelProps) {
  const own = useRef<HTMLDivElement>(null);
  const ref = panelRef ?? own;
  // Focus moves to what the answer changed, so a keyboard or screen reader user hears it at once (once the
  // refusal's dialog has let go of it).
  useEffect(() => { if (focus) ref.current?.focus(); }, [focus, ref]);
  const palette = { success: ['green.50', 'green.300'], neutral: ['gray.100', 'gray.300'], warning: ['orange.50', 'orange.300'] }[tone];
  return (
    <Stack ref={ref} tabIndex={-1} role="status" gap="1" bg={palette[0]} borderWidth="1px" borderColor={palette[1]} borderRadius="lg" px="4" py="4" data-testid={testId}>
      {children}
    </Stack>
  );
}

/** Where a quote that takes no answer stands: accepted, refused, expired, cancelled. */
export function QuoteOutcome({ view, focus, panelRef }: { view: Closed; focus: boolean; panelRef?: RefObject<HTMLDivElement | null> }) {
  switch (view.kind) {
    case 'accepted':
      return (
        <Panel tone="success" focus={focus} panelRef={panelRef} testId="quote-accepted">
          <Text fontWeight="bold" fontSize="lg">{view.justNow ? <Trans>Devis accepté, merci ! Le producteur prépare votre commande.</Trans> : <Trans>Vous avez accepté ce devis.</Trans>}</Text>
          {view.justNow ? null : <Text><Trans>Le producteur prépare votre commande.</Trans></Text>}
        </Panel>
      );
    case 'refused':
      return (
        <Panel tone="neutral" focus={focus} panelRef={panelRef} testId="quote-refused">
          <Text fontWeight="bold" fontSize="lg">{view.justNow ? <Trans>Devis refusé.</Trans> : <Trans>Vous avez refusé ce devis.</Trans>}</Text>
          {view.justNow ? <Text><Trans>Le producteur est prévenu de votre réponse.</Trans></Text> : null}
        </Panel>
      );
    case 'expired': {
      const day = view.validUntil ? formatDate(view.validUntil) : null;
      return (
        <Panel tone="warning" focus={focus} panelRef={panelRef} testId="quote-expired">
          <Text fontWeight="bold" fontSize="lg">
            {day ? <Trans>Ce devis a expiré le {day} : contactez le producteur.</Trans> : <Trans>Ce devis a expiré : contactez le producteur.</Trans>}
          </Text>
        </Panel>
      );
    }
    case 'cancelled':
      return (
        <Panel tone="warning" focus={focus} panelRef={panelRef} testId="quote-cancelled">
          <Text fontWeight="bold" fontSize="lg"><Trans>Ce devis a été annulé par le producteur.</Trans></Text>
          <Text><Trans>Contactez-le pour en savoir plus.</Trans></Text>
        </Panel>
      );
    default:
      return (
        <Panel tone="warning" focus={focus} panelRef={panelRef} testId="quote-unavailable">
          <Text fontWeight="bold" fontSize="lg"><Trans>Ce devis ne peut pas recevoir de réponse : contactez le producteur.</Trans></Text>
        </Panel>
      );
  }
}
