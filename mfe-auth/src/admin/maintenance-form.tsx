import { Checkbox, Heading, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { api, placeServerError } from '@vendange/api-client';
import type { CreateMaintenanceBody, Maintenance } from '@vendange/contracts';
import { FormAlert } from '../components/form-alert';
import { PrimaryButton } from '../components/primary-button';
import { localInputToIso } from './maintenance-status';
import { FormField } from '@vendange/ui';

const formSchema = z.object({
  start: z.string().refine((v) => localInputToIso(v) !== null, 'Indiquez la date et l’heure de début.'),
  end: z.string().refine((v) => localInputToIso(v) !== null, 'Indiquez la date et l’heure de fin.'),
  page: z.boolean(),
  message: z.string().max(500, 'Le message ne doit pas dépasser 500 caractères.'),
}).refine((v) => { const s = localInputToIso(v.start); const e = localInputToIso(v.end); return !s || !e || e > s; }, { message: 'La fin doit être après le début.', path: ['end'] });
type FormValues = z.infer<typeof formSchema>;

/** Plans a maintenance: users see a banner until it starts, then the maintenance page if asked. */
export function MaintenanceForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<FormValues>({
    resolver: zodResolver(formSchema), defaultValues: { start: '', end: '', page: true, message: '' }, mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body: CreateMaintenanceBody = {
      startDate: localInputToIso(values.start)!, endDate: localInputToIso(values.end)!, page: values.page,
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
    };
    try {
      await api<Maintenance>('/v1/admin/maintenances', { method: 'POST', body, silent: true });
      reset();
      onCreated();
    } catch (err) {
      const placed = placeServerError(err, ['startDate', 'endDate', 'message'], t`La maintenance n'a pas pu être enregistrée. Réessayez.`);
      const field = placed.field === 'startDate' ? 'start' : placed.field === 'endDate' ? 'end' : placed.field === 'message' ? 'message' : null;
      if (field) setError(field, { type: 'server', message: placed.message });
      else setFormError(placed.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="maintenance-form">
      <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="md"><Trans>Planifier une maintenance</Trans></Heading>
        <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
          <FormField label={<Trans>Début</Trans>} error={errors.start?.message} required>
            <Input type="datetime-local" {...register('start')} />
          </FormField>
          <FormField label={<Trans>Fin</Trans>} error={errors.end?.message} required>
            <Input type="datetime-local" {...register('end')} />
          </FormField>
        </HStack>
        <Controller control={control} name="page" render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label><Trans>Afficher la page de maintenance pendant l'intervention (sinon, un bandeau seulement)</Trans></Checkbox.Label>
          </Checkbox.Root>
        )} />
        <FormField label={<Trans>Message aux utilisateurs</Trans>} error={errors.message?.message}>
          <Textarea rows={2} {...register('message')} />
        </FormField>
        {formError ? <FormAlert testId="maintenance-error">{formError}</FormAlert> : null}
        <PrimaryButton type="submit" loading={isSubmitting}><Trans>Planifier</Trans></PrimaryButton>
      </Stack>
    </form>
  );
}
