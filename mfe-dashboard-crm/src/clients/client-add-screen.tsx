import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@vendange/api-client';
import type { CrmClientDetail } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { ClientFormView } from './client-form';
import { newClientForm } from './client-form-model';

/** /dashboard/clients/add (createClient): `?isPro=true` for a professional, `?pipe=Prospect` for a prospect. */
export function ClientAddScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const initial = newClientForm(search);
  return (
    <Stack gap="4" data-testid="client-add">
      <Heading size="xl">{initial.pipe === 'prospect' ? <Trans>Nouveau prospect</Trans> : <Trans>Nouveau client</Trans>}</Heading>
      <ClientFormView initial={initial} withContacts submitLabel={<Trans>Enregistrer</Trans>}
        onCancel={() => void navigate(getHref('clients'))}
        onSubmit={async (body) => {
          const created = await api<CrmClientDetail>('/v1/clients', { method: 'POST', body });
          await navigate(getHref('clientDetail', { id: created.id }));
        }} />
    </Stack>
  );
}
