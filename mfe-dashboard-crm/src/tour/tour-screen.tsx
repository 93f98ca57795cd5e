import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDate, formatDateTime, PageLoader } from '@vendange/ui';
import { parisTime } from '../calendar/calendar-grid';
import { catalogueKey, clientKey, visitDone, type TourAction } from './tour-store';
import { TourAddVisit } from './tour-add-visit';
import { TourVisit } from './tour-visit';
import { useTour } from './use-tour';

/** What a waiting or refused item is, in a few words. */
function ActionLabel({ action }: { action: TourAction }) {
  const name = action.clientName;
  if (action.kind === 'sale') return action.asOrder ? <Trans>Commande pour {name}</Trans> : <Trans>Devis pour {name}</Trans>;
  if (action.kind === 'note') return <Trans>Note sur {name}</Trans>;
  if (action.kind === 'sample') return <Trans>Échantillon pour {name}</Trans>;
  if (action.kind === 'visit') return <Trans>Nouvelle visite chez {name}</Trans>;
  if (action.kind === 'order') return <Trans>Ordre des visites</Trans>;
  return <Trans>Visite terminée chez {name}</Trans>;
}

/**
 * /dashboard/tour: the agent's day on a phone in tour mode (docs/decisions/agents.md, « Mode tournée »). Their
 * visits in the order they chose, each opening on the client's history and price list, an order or a quote, a
 * note, and done. Works without network: the day is kept in the browser, what is taken waits and leaves when the
 * network returns.
 */
export function TourScreen() {
  const { t } = useLingui();
  const tour = useTour();
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  if (tour.loading && !tour.day) return <PageLoader />;
  const day = tour.day;
  const all = tour.visits;
  return (
    <Stack gap="3" maxW="xl" mx="auto" data-testid="tour-screen">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading size="lg"><Trans>Ma tournée du {formatDate(`${tour.today}T12:00:00Z`)}</Trans></Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="tour-add">
          <Trans>Ajouter une visite</Trans>
        </Button>
      </Flex>
      {tour.offline ? (
        <Alert.Root status="warning" data-testid="tour-offline">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Hors ligne : votre journée lue le {day ? formatDateTime(day.readAt) : '—'} reste disponible ; ce que vous saisissez part au retour du réseau.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {tour.waiting.length > 0 ? (
        <Box data-testid="tour-waiting" fontSize="sm">
          <Text fontWeight="medium"><Trans>En attente d'envoi : {tour.waiting.length}</Trans></Text>
          {tour.waiting.map((a) => <Text key={a.key}><ActionLabel action={a} /></Text>)}
        </Box>
      ) : null}
      {tour.refused.map((a) => (
        <Alert.Root key={a.key} status="error" data-testid="tour-refused">
          <Alert.Indicator />
          <Stack gap="1" flex="1">
            <Alert.Title><ActionLabel action={a} /> : {a.refused}</Alert.Title>
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => tour.forget(a.key)}><Trans>Retirer</Trans></Button>
          </Stack>
        </Alert.Root>
      ))}
      {all.length === 0 ? <Text color="gray.600" data-testid="tour-empty"><Trans>Aucune visite prévue aujourd'hui : ajoutez-en une pour un de vos clients.</Trans></Text> : null}
      {all.map((visit, i) => {
        const done = visitDone(visit, tour.waiting);
        const file = day?.clients[clientKey(visit.shopId, visit.clientId!)] ?? null;
        const catalogue = file ? day?.catalogues[catalogueKey(visit.shopId, file.client.typology)] ?? [] : [];
        const name = visit.clientName ?? '';
        return (
          <Card.Root key={`${visit.shopId}:${visit.id}`} size="sm" data-testid="tour-visit">
            <Card.Body>
              <HStack justify="space-between" align="flex-start" gap="2">
                <Box flex="1" cursor="pointer" onClick={() => setOpen(open === visit.id ? null : visit.id)} data-testid="tour-visit-open">
                  <Text fontWeight="semibold">{i + 1}. {name}</Text>
                  <Text fontSize="sm" color="gray.600">{parisTime(visit.dueAt)} · {visit.title}</Text>
                  {done ? <Badge colorPalette="green"><Trans>Terminée</Trans></Badge> : null}
                </Box>
                <HStack gap="1">
                  <IconButton size="xs" variant="outline" aria-label={t`Monter ${name}`} disabled={i === 0} onClick={() => tour.move(visit.id, -1)} data-testid="tour-up">↑</IconButton>
                  <IconButton size="xs" variant="outline" aria-label={t`Descendre ${name}`} disabled={i === all.length - 1} onClick={() => tour.move(visit.id, 1)} data-testid="tour-down">↓</IconButton>
                </HStack>
              </HStack>
              {open === visit.id
                ? <TourVisit visit={visit} file={file} catalogue={catalogue} asOrder={tour.canOrder(visit.shopId)} canSample={tour.canSample(visit.shopId)} done={done} take={tour.take} />
                : null}
            </Card.Body>
          </Card.Root>
        );
      })}
      {adding ? <TourAddVisit day={tour.today} clients={day?.myClients ?? []} take={tour.take} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
