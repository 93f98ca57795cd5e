import { Alert, Badge, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { MAX_BANKS } from '@vendange/contracts';
import { ConfirmDialog } from '@vendange/ui';
import { BankAccountDialog } from './bank-account-dialog';
import { bankList } from './bank-list';
import { groupIban } from './iban';
import { EmptyItems, ItemCard } from './item-card';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { useItemList } from './use-item-list';

/**
 * The message about the banks: one about the list as a whole (transfer offered without a bank), or the
 * browser's refusal of one bank's field, named after the bank (a server's refusal arrives already named).
 */
function useBanksError(banks: SalesRulesForm['banks']): string | undefined {
  const { formState: { errors } } = useFormContext<SalesRulesForm>();
  const list = errors.banks as ({ message?: string } & Record<number, Record<string, { message?: string } | undefined> | undefined>) | undefined;
  if (!list) return undefined;
  if (list.message) return list.message;
  for (const [i, bank] of banks.entries()) {
    const message = Object.values(list[i] ?? {}).find((e) => e?.message)?.message;
    if (message) return `${bank.name} : ${message}`;
  }
  return undefined;
}

/** The shop's banks: buyers paying by transfer receive the default one's details with their order. */
export function BankSection({ editable }: { editable: boolean }) {
  const { t } = useLingui();
  const { items, set } = useItemList('banks');
  const error = useBanksError(items);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const removed = deleting === null ? null : items[deleting] ?? null;
  const heir = deleting === null ? null : bankList.nextDefault(items, deleting);
  const removedName = removed?.name ?? '';
  const heirName = heir?.name ?? '';

  return (
    <SettingsSection title={<Trans>Banques</Trans>} testId="bank-section"
      description={<Trans>Le client qui paie par virement reçoit avec sa commande les coordonnées de la banque par défaut ; elles figurent aussi sur vos factures. Elles ne sont jamais affichées sur la boutique.</Trans>}>
      <Stack gap="3">
        {error ? (
          <Alert.Root status="error" data-testid="bank-error">
            <Alert.Indicator />
            <Alert.Title role="alert">{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {items.length === 0 ? (
          <EmptyItems testId="banks-empty"><Trans>Aucune banque : ajoutez celle où vos clients vous paient par virement.</Trans></EmptyItems>
        ) : items.map((bank, i) => (
          <ItemCard key={bank.id ?? `new-${i}`} title={bank.name} testId="bank" editable={editable}
            badge={bank.isDefault ? <Badge variant="subtle" colorPalette="green" data-testid="bank-default">{t`Par défaut`}</Badge> : null}
            lines={[bank.holder, <span key="iban" data-testid="bank-iban-shown">{t`IBAN`} {groupIban(bank.iban)}</span>, `${t`BIC`} ${bank.bic}`]}
            actions={bank.isDefault ? null : (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => set(bankList.makeDefault(items, i))}
                aria-label={t`Définir ${bank.name} par défaut`} flex={{ base: '1 0 100%', sm: 'initial' }} data-testid="bank-make-default">
                <Trans>Définir par défaut</Trans>
              </Button>
            )}
            onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />
        ))}
        {editable && items.length < MAX_BANKS ? (
          <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => setEditing('new')} data-testid="bank-add">
            <Trans>Ajouter une banque</Trans>
          </Button>
        ) : null}
      </Stack>
      {editing !== null ? (
        <BankAccountDialog
          bank={editing === 'new' ? null : items[editing] ?? null}
          holder={items.find((b) => b.isDefault)?.holder ?? ''}
          takenIbans={items.filter((_, i) => i !== editing).map((b) => b.iban)}
          onSave={(fields) => { set(editing === 'new' ? bankList.add(items, fields) : bankList.edit(items, editing, fields)); setEditing(null); }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Supprimer cette banque ?`}
        message={heir
          ? <Trans>« {removedName} » sera retirée de vos banques et « {heirName} » deviendra la banque par défaut. La suppression sera effective à l'enregistrement.</Trans>
          : <Trans>« {removedName} » sera retirée de vos banques. La suppression sera effective à l'enregistrement.</Trans>}
        confirmLabel={t`Supprimer`}
        destructive
        onConfirm={() => { if (deleting !== null) set(bankList.remove(items, deleting)); setDeleting(null); }}
        onCancel={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}
