import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '@vendange/ui';
import { useDocumentMeta } from '../storefront/use-document-meta';
import { quoteViewOf, refusalBody } from './quote-answer-state';
import { QuoteOutcome } from './quote-outcome';
import { QuoteRefuseDialog } from './quote-refuse-dialog';
import { QuoteSummary } from './quote-summary';
import { useQuoteAnswer, type QuoteAnswerModel } from './use-quote-answer';

/** The page's frame: one readable column on a light background, phone first. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Box as="main" bg="gray.50" minH="100vh" px={{ base: '3', md: '6' }} py={{ base: '4', md: '10' }}>
      <Stack maxW="2xl" mx="auto" w="full" gap="5" data-testid="quote-answer">{children}</Stack>
    </Box>
  );
}

/** A quote that cannot be read: an unknown link, or the network (then a retry). */
function LoadFailed({ model }: { model: QuoteAnswerModel }) {
  if (model.loadFailure === 'unknown') {
    return (
      <Stack gap="3" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }} data-testid="quote-unknown">
        <Heading as="h1" size="lg"><Trans>Ce devis est introuvable</Trans></Heading>
        <Text><Trans>Le lien ne correspond à aucun devis. Vérifiez qu'il est complet, ou demandez au producteur de vous le renvoyer.</Trans></Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4" role="alert" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }} data-testid="quote-load-error">
      <Heading as="h1" size="lg"><Trans>Le devis n'a pas pu être chargé</Trans></Heading>
      <Text><Trans>Vérifiez votre connexion, puis réessayez.</Trans></Text>
      <Button size="lg" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }} loading={model.loading} onClick={model.retry} data-testid="quote-retry">
        <Trans>Réessayer</Trans>
      </Button>
    </Stack>
  );
}

/** The two answers, big enough for a thumb; the refusal asks once more, with an optional reason. */
function AnswerButtons({ model, onRefuse, refuseRef }: { model: QuoteAnswerModel; onRefuse: () => void; refuseRef: RefObject<HTMLButtonElement | null> }) {
  const busy = model.sending !== null;
  return (
    <Stack gap="3">
      {model.sendFailure ? (
        <Text role="alert" color="red.700" bg="red.50" borderRadius="md" px="4" py="3" data-testid="quote-answer-error">
          {model.sendFailure.kind === 'refused' ? model.sendFailure.message : <Trans>Votre réponse n'a pas pu être envoyée. Vérifiez votre connexion, puis réessayez.</Trans>}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button size="xl" colorPalette="brand" flex={{ sm: '1' }} loading={model.sending === 'accept'} disabled={busy}
          onClick={() => { void model.send({ answer: 'accept' }); }} data-testid="quote-accept">
          <Trans>Accepter le devis</Trans>
        </Button>
        <Button ref={refuseRef} size="xl" variant="outline" colorPalette="gray" disabled={busy} onClick={onRefuse} data-testid="quote-refuse">
          <Trans>Refuser</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * /quotes/{token}: the client opens the quote from the link in its mail, no account needed, and accepts or
 * refuses it (issue 17). Client-rendered only: the storefront's server never claims this path.
 */
export function QuoteAnswerScreen() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const model = useQuoteAnswer(token);
  const [refusing, setRefusing] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const refuseRef = useRef<HTMLButtonElement>(null);
  const { quote } = model;
  const reference = quote?.reference;
  const shopName = quote?.shopName;
  useDocumentMeta(quote ? t`Devis ${reference} · ${shopName}` : t`Votre devis · Vendange`, null);

  if (!quote) {
    return <Frame>{model.loadFailure ? <LoadFailed model={model} /> : <PageLoader />}</Frame>;
  }
  const view = quoteViewOf(quote, model.answered);
  return (
    <Frame>
      {view.kind === 'open' ? null : <QuoteOutcome view={view} focus={!refusing} panelRef={outcomeRef} />}
      <QuoteSummary quote={quote} />
      {view.kind === 'open' ? <AnswerButtons model={model} onRefuse={() => setRefusing(true)} refuseRef={refuseRef} /> : null}
      {/* Kept mounted once the answer is in, so that it closes as a dialog does (page usable again, focus on the outcome). */}
      <QuoteRefuseDialog
        open={refusing}
        finalFocus={() => outcomeRef.current ?? refuseRef.current}
        onCancel={() => setRefusing(false)}
        onRefuse={async (reason) => {
          await model.send(refusalBody(reason));
          setRefusing(false);
        }}
      />
    </Frame>
  );
}
