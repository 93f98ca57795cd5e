import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { api, placeServerError } from '@vendange/api-client';
import type { z } from 'zod';
import { messages, type Collaborator, type CreateCollaboratorBody, type createCollaboratorBodySchema } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { PermissionEditor } from './permission-editor';
import { PresetPicker } from '../../structure/preset-picker';
import { TextField } from './text-field';
import { lazyPart, useShopAccess } from '@vendange/mfe-kit';
import { useLazyResolver } from '@vendange/ui';

// The schema and libphonenumber (60 KB gzip) come once the form is being filled, not before it draws.
const checks = lazyPart(() => import('./collaborator-checks'));

/** /dashboard/collaborators/add: identity and rights; the person then receives a mail to choose a password. */
export function CollaboratorAddScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { shopId, can, lacking } = useShopAccess();
  const { resolver, warm } = useLazyResolver(checks, (m) => m.collaboratorResolver);
  const form = useForm<CreateCollaboratorBody, unknown, z.output<typeof createCollaboratorBodySchema>>({
    resolver,
    defaultValues: { firstname: '', lastname: '', email: '', phone: '', authorizations: {} },
  });
  const { register, handleSubmit, control, setError, formState: { errors, isSubmitting } } = form;

  // Spec point 6: a collaborator missing the right goes to the dashboard.
  if (!can('createCollaborator')) return <Navigate to={getHref('dashboard')} replace />;

  const submit = handleSubmit(async (values) => {
    try {
      const res = await api<Collaborator & { message?: string }>('/v1/collaborators', {
        method: 'POST', body: { ...values, shopId: shopId ?? undefined }, silent: true,
      });
      showSnackbar('success', res.message ?? messages.collaboratorInvited);
      navigate(getHref('collaborators'));
    } catch (err) {
      // The e-mail already in use (or a field the server names) goes under its field; anything else is a
      // snackbar, and every typed value stays.
      const placed = placeServerError(err, ['firstname', 'lastname', 'email', 'phone'], messages.internal);
      if (placed.field) setError(placed.field as 'email', { message: placed.message });
      else showSnackbar('error', placed.message);
    }
  });

  return (
    <Stack gap="4" maxW="3xl" data-testid="collaborator-add-screen">
      <Box>
        <Link to={getHref('collaborators')}><Text fontSize="sm" color="brand.700">← <Trans>Collaborateurs</Trans></Text></Link>
        <Heading size="xl"><Trans>Ajouter un collaborateur</Trans></Heading>
      </Box>
      <form onSubmit={submit} onFocus={warm} onPointerDown={warm} noValidate data-testid="collaborator-form" aria-label={t`Ajouter un collaborateur`}>
        <Stack gap="5">
          <Card.Root>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField label={<Trans>Prénom</Trans>} registration={register('firstname')} error={errors.firstname} required autoComplete="off" />
                <TextField label={<Trans>Nom</Trans>} registration={register('lastname')} error={errors.lastname} required autoComplete="off" />
                <TextField label={<Trans>E-mail</Trans>} type="email" registration={register('email')} error={errors.email} required autoComplete="off" />
                <TextField label={<Trans>Téléphone</Trans>} type="tel" registration={register('phone')} error={errors.phone} autoComplete="off" />
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
          <Stack gap="2">
            <Heading size="md"><Trans>Droits</Trans></Heading>
            <Text fontSize="sm" color="gray.600"><Trans>Choisissez ce que ce collaborateur peut voir et faire. Vous pourrez les modifier ensuite.</Trans></Text>
            <Controller control={control} name="authorizations"
              render={({ field }) => (
                <Stack gap="2">
                  <PresetPicker shopId={shopId} current={field.value ?? {}} locked={lacking} onApply={field.onChange} />
                  <PermissionEditor value={field.value ?? {}} onChange={field.onChange} locked={lacking} />
                </Stack>
              )} />
          </Stack>
          <Flex justify="flex-end" gap="3" position="sticky" bottom="0" bg="gray.50" py="3">
            <Button variant="outline" onClick={() => navigate(getHref('collaborators'))}><Trans>Annuler</Trans></Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="collaborator-submit"><Trans>Ajouter</Trans></Button>
          </Flex>
        </Stack>
      </form>
    </Stack>
  );
}
