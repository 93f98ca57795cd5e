import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MyShop } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, PageLoader } from '@vendange/ui';
import { producerName, removeMyShop, useMyShops } from './shops-my-shops';

/** "Mes producteurs" on /shops: the buyer's producers, each with "Retirer", and the way to add one. */
export function MyProducers() {
  const { t } = useLingui();
  const { data, error, mutate } = useMyShops(true);
  const [removing, setRemoving] = useState<MyShop | null>(null);
  const closedName = (id: number) => t`Boutique n°${id} (fermée)`;

  const removingName = removing ? producerName(removing, closedName) : '';

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeMyShop(removing.shopId);
      showSnackbar('success', t`${removingName} a été retiré de vos producteurs.`);
    } catch {
      // api() has shown the server's message (e.g. the producer suspended the buyer meanwhile).
    } finally {
      setRemoving(null);
      await mutate();
    }
  };

  return (
    <Stack gap="4" data-testid="my-producers">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        <Heading as="h2" size="xl"><Trans>Mes producteurs</Trans></Heading>
        <Button asChild colorPalette="brand" size="sm">
          <Link to={getHref('shopsAdd')} data-testid="my-producers-add"><Trans>Ajouter un producteur</Trans></Link>
        </Button>
      </Flex>
      {error && !data ? (
        <Stack role="alert" align="center" gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="6" textAlign="center" data-testid="my-producers-error">
          <Text><Trans>Vos producteurs n'ont pas pu se charger. Vérifiez votre connexion, puis réessayez.</Trans></Text>
          <Button size="sm" variant="outline" onClick={() => void mutate()}><Trans>Réessayer</Trans></Button>
        </Stack>
      ) : null}
      {!data && !error ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Stack align="center" gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="6" textAlign="center" data-testid="my-producers-empty">
          <Text color="gray.700"><Trans>Vous n'avez pas encore de producteur. Ajoutez ceux chez qui vous achetez pour retrouver leurs boutiques ici.</Trans></Text>
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <Link to={getHref('shopsAdd')}><Trans>Ajouter un producteur</Trans></Link>
          </Button>
        </Stack>
      ) : null}
      {data && data.items.length > 0 ? (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {data.items.map((item) => (
            <MyProducerCard key={item.shopId} item={item} name={producerName(item, closedName)} onRemove={() => setRemoving(item)} />
          ))}
        </SimpleGrid>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t`Retirer ce producteur ?`}
        message={removing ? (
          <Stack gap="2">
            <Text><Trans>{removingName} ne sera plus dans vos producteurs. Vous pourrez l'ajouter à nouveau.</Trans></Text>
            {removing.typology ? <Text><Trans>Le tarif que ce producteur vous a attribué sera perdu : il devra vous l'attribuer de nouveau.</Trans></Text> : null}
          </Stack>
        ) : null}
        confirmLabel={t`Retirer`}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** One producer of the buyer: a link to its shop; "Retirer" unless the producer suspended the buyer. */
function MyProducerCard({ item, name, onRemove }: { item: MyShop; name: string; onRemove: () => void }) {
  const { t } = useLingui();
  return (
    <Box bg="white" borderRadius="lg" borderTopWidth="6px" borderTopColor={item.shop?.color ?? 'gray.300'} p="5" boxShadow="sm" data-testid="my-producer-card" data-shop-id={item.shopId}>
      <Stack gap="3" h="full" justify="space-between">
        {item.shop ? (
          <Link to={getHref('shop', { id: item.shopId })}><Heading as="h3" size="md" _hover={{ textDecoration: 'underline' }}>{name}</Heading></Link>
        ) : <Heading as="h3" size="md" color="gray.600">{name}</Heading>}
        {item.blocked ? (
          <Stack gap="1">
            <Badge alignSelf="flex-start" colorPalette="orange"><Trans>Compte suspendu par le producteur</Trans></Badge>
            <Text fontSize="sm" color="gray.600"><Trans>Contactez-le pour en savoir plus.</Trans></Text>
          </Stack>
        ) : (
          <HStack justify="flex-end">
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove} aria-label={t`Retirer ${name} de mes producteurs`} data-testid="my-producer-remove">
              <Trans>Retirer</Trans>
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
