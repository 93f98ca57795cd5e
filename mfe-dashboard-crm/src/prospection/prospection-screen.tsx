import { Button, Field, Flex, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { Prospect, TaskActivity } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { formatDate, ListPage } from '@vendange/ui';
import { TaskDialog, type TaskDraft } from '../tasks/task-dialogs';
import { activityLabels } from '../tasks/task-labels';

const DEPARTMENT = /^(\d{2,3}|2[AB])$/i;

function Step({ step, empty }: { step: Prospect['lastContact']; empty: React.ReactNode }) {
  const { i18n } = useLingui();
  if (!step) return <Text as="span" color="gray.500">{empty}</Text>;
  const label = activityLabels[step.activity as TaskActivity];
  return <Text as="span">{formatDate(step.at)} · {label ? i18n._(label) : step.activity} · {step.title}</Text>;
}

function PlanButtons({ prospect, onPlan }: { prospect: Prospect; onPlan: (draft: TaskDraft) => void }) {
  const { t } = useLingui();
  const client = { id: prospect.id, name: prospect.name };
  const name = prospect.name;
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => onPlan({ client, activity: 'call', title: t`Appeler ${name}` })} data-testid="prospect-plan-call"><Trans>Planifier un appel</Trans></Button>
      <Button size="xs" variant="outline" onClick={() => onPlan({ client, activity: 'visit', title: t`Visiter ${name}` })} data-testid="prospect-plan-visit"><Trans>Planifier une visite</Trans></Button>
    </HStack>
  );
}

/**
 * /dashboard/clients/prospection (seeAllClient): the prospects (pipe Prospect) by department and typology, with
 * their last contact (last task done) and next step (next open task); « Planifier un appel / une visite » creates
 * the task. The filters are kept in the URL.
 */
export function ProspectionScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const q = new URLSearchParams(search);
  const department = DEPARTMENT.test(q.get('department') ?? '') ? q.get('department')!.toUpperCase() : '';
  const typology = q.get('typology') ?? '';
  const next = ['planned', 'without'].includes(q.get('next') ?? '') ? q.get('next')! : 'any';
  const [typedDepartment, setTypedDepartment] = useState(department);
  const [plan, setPlan] = useState<TaskDraft | null>(null);
  const set = (name: string, value: string) => {
    const p = new URLSearchParams(search);
    if (value && value !== 'any') p.set(name, value); else p.delete(name);
    const qs = p.toString();
    void navigate(`${pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };
  const departmentError = typedDepartment && !DEPARTMENT.test(typedDepartment) ? t`Un code de département (ex. 33, 2A, 971).` : undefined;
  const canPlan = can('createTask');
  // The shop's own typologies (its price lists), as the client form offers them.
  const { data: typologies } = useApi<{ keys: string[] }>(shopId === null ? null : '/v1/clients/typologies', { shopId });
  if (shopId === null) return null;
  return (
    <>
      <ListPage<Prospect>
        testId="prospects-list"
        title={<Trans>Prospection</Trans>}
        path="/v1/prospection"
        query={{ shopId, department: department || undefined, typology: typology || undefined, next }}
        rowKey={(p) => p.id}
        filters={(
          <Flex gap="3" wrap="wrap" align="flex-end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="prospect-filters">
            <Field.Root w={{ base: 'full', sm: '40' }} invalid={!!departmentError}>
              <Field.Label><Trans>Département</Trans></Field.Label>
              <Input bg="white" value={typedDepartment} maxLength={3} placeholder="33" onChange={(e) => setTypedDepartment(e.target.value)}
                onBlur={() => { if (!departmentError) set('department', typedDepartment.toUpperCase()); }}
                onKeyDown={(e) => { if (e.key === 'Enter' && !departmentError) set('department', typedDepartment.toUpperCase()); }} data-testid="prospect-filter-department" />
              {departmentError ? <Field.ErrorText>{departmentError}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root w={{ base: 'full', sm: '48' }}>
              <Field.Label><Trans>Typologie</Trans></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field bg="white" value={typology} onChange={(e) => set('typology', e.target.value)} data-testid="prospect-filter-typology">
                  <option value="">{t`Toutes`}</option>
                  {(typologies?.keys ?? []).map((key) => <option key={key} value={key}>{key}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w={{ base: 'full', sm: '56' }}>
              <Field.Label><Trans>Prochaine étape</Trans></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field bg="white" value={next} onChange={(e) => set('next', e.target.value)} data-testid="prospect-filter-next">
                  <option value="any">{t`Tous les prospects`}</option>
                  <option value="without">{t`Sans rien de prévu`}</option>
                  <option value="planned">{t`Avec une tâche prévue`}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>
        )}
        empty={<Trans>Aucun prospect ici. Ajoutez-en depuis les clients (« Nouveau prospect »).</Trans>}
        card={(p) => (
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="medium">{p.name}</Text>
            <Text color="gray.600">{[p.typology, p.city, p.department].filter(Boolean).join(' · ')}</Text>
            <Text><Trans>Dernier contact :</Trans> <Step step={p.lastContact} empty={<Trans>aucun</Trans>} /></Text>
            <Text><Trans>Prochaine étape :</Trans> <Step step={p.nextStep} empty={<Trans>rien de prévu</Trans>} /></Text>
            {canPlan ? <PlanButtons prospect={p} onPlan={setPlan} /> : null}
          </Stack>
        )}
        columns={[
          { header: <Trans>Prospect</Trans>, cell: (p) => <Stack gap="0"><Text fontWeight="medium">{p.name}</Text><Text fontSize="xs" color="gray.600">{p.phone ?? p.email ?? ''}</Text></Stack> },
          { header: <Trans>Typologie</Trans>, cell: (p) => p.typology ?? '-' },
          { header: <Trans>Lieu</Trans>, cell: (p) => [p.city, p.department ? `(${p.department})` : null].filter(Boolean).join(' ') || '-' },
          { header: <Trans>Dernier contact</Trans>, cell: (p) => <Step step={p.lastContact} empty={<Trans>aucun</Trans>} /> },
          { header: <Trans>Prochaine étape</Trans>, cell: (p) => <Step step={p.nextStep} empty={<Trans>rien de prévu</Trans>} /> },
          ...(canPlan ? [{ header: <Trans>Actions</Trans>, cell: (p: Prospect) => <PlanButtons prospect={p} onPlan={setPlan} /> }] : []),
        ]}
      />
      {plan ? <TaskDialog shopId={shopId} draft={plan} onClose={() => setPlan(null)} /> : null}
    </>
  );
}
