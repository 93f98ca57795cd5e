import { Input, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog, FormField } from '@vendange/ui';
import { parisInstant } from '../calendar/calendar-grid';
import type { TourAction, TourClient } from './tour-store';

interface Props {
  day: string;
  clients: readonly TourClient[];
  take: (action: TourAction) => void;
  onClose: () => void;
}

/**
 * « Ajouter une visite » in tour mode: one of the agent's clients (kept with the day), a time and a title. It goes
 * through the tour's queue with its key like everything taken on tour, so it works without network and is made once.
 */
export function TourAddVisit({ day, clients, take, onClose }: Props) {
  const { t } = useLingui();
  const [client, setClient] = useState('');
  const [time, setTime] = useState('14:00');
  const [title, setTitle] = useState(t`Visite`);
  const chosen = clients.find((c) => `${c.shopId}:${c.id}` === client);
  const [failure, setFailure] = useState<string | null>(null);
  const save = () => {
    if (!chosen) return setFailure(t`Choisissez le client à visiter.`);
    if (!/^\d{2}:\d{2}$/.test(time)) return setFailure(t`Indiquez l'heure de la visite.`);
    if (title.trim() === '') return setFailure(t`Donnez un titre à la visite.`);
    take({
      kind: 'visit', key: crypto.randomUUID(), shopId: chosen.shopId, clientId: chosen.id, clientName: chosen.name,
      title: title.trim(), dueAt: parisInstant(day, time), refused: null,
    });
    onClose();
  };
  return (
    <FormDialog title={t`Ajouter une visite`} ariaLabel={t`Ajouter une visite`} testId="tour-add-visit" submitLabel={<Trans>Ajouter</Trans>}
      submitTestId="tour-add-save" failure={failure} onClose={onClose} onSubmit={save}>
      {clients.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun client ne vous est confié : demandez au producteur de vous en confier.</Trans></Text> : null}
      <FormField label={<Trans>Client</Trans>} required>
        <NativeSelect.Root>
          <NativeSelect.Field bg="white" value={client} onChange={(e) => setClient(e.target.value)} data-testid="tour-add-client">
            <option value="">{t`Choisissez un client`}</option>
            {clients.map((c) => <option key={`${c.shopId}:${c.id}`} value={`${c.shopId}:${c.id}`}>{c.name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={<Trans>Heure</Trans>} required>
        <Input bg="white" type="time" value={time} onChange={(e) => setTime(e.target.value)} data-testid="tour-add-time" />
      </FormField>
      <FormField label={<Trans>Titre</Trans>} required>
        <Input bg="white" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} data-testid="tour-add-title" />
      </FormField>
    </FormDialog>
  );
}
