import { useEffect, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api, placeServerError } from '@vendange/api-client';
import { crmClientPaths, type ClientContact } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, FormDialog, useLazyChecks } from '@vendange/ui';
import { clientChecks } from './client-checks';
import { ContactFields } from './client-form';
import { contactBodyOf, contactFormOf, emptyContact, type ContactForm } from './client-form-model';

const contactFields = ['civility', 'firstname', 'lastname', 'role', 'email', 'phone'] as const;

/** Adds or edits one contact person: the contract's fields, checked with its schema (French messages by field). */
function ContactDialog({ clientId, contact, onClose, onSaved }: { clientId: number; contact: ClientContact | null; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [form, setForm] = useState<ContactForm>(contact ? contactFormOf(contact) : emptyContact());
  const [errors, setErrors] = useState<Partial<Record<keyof ContactForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useLazyChecks(clientChecks);
  // Opening the dialog is the intent to fill it: its checks come meanwhile.
  useEffect(checks.warm, [checks.warm]);
  const submit = async () => {
    setFailure(null);
    const body = contactBodyOf(form);
    const schemas = await checks.load();
    if (!schemas) return;
    const checked = schemas.clientContactBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<keyof ContactForm, string>> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0]) as keyof ContactForm;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api(contact ? crmClientPaths.contact(clientId, contact.id) : crmClientPaths.contacts(clientId), { method: contact ? 'PUT' : 'POST', body: { ...body, shopId }, silent: true });
      // The page's file is read again before the dialog closes: the list shows what was saved.
      await onSaved();
      showSnackbar('success', contact ? t`Contact modifié.` : t`Contact ajouté.`);
      onClose();
    } catch (err) {
      const placed = placeServerError(err, contactFields, t`Le contact n’a pas été enregistré : réessayez.`);
      if (placed.field) setErrors({ [placed.field]: placed.message });
      else setFailure(placed.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={contact ? t`Modifier le contact` : t`Nouveau contact`} ariaLabel={t`Contact du client`} testId="client-contact-dialog" size="lg"
      submitLabel={contact ? <Trans>Enregistrer</Trans> : <Trans>Ajouter le contact</Trans>} busy={busy} failure={failure} onClose={onClose} onSubmit={() => void submit()}
    >
      <ContactFields value={form} onChange={setForm} error={(k) => errors[k]} testIdPrefix="client-contact-form" columns={2} />
    </FormDialog>
  );
}

/**
 * The client page's contacts (docs/decisions/crm-clients.md): the people of a business, as cards; with createClient,
 * one added or edited in a dialog, removed after a confirmation, the page's file read again after each change.
 */
export function ClientContacts({ clientId, contacts, writer, onChanged }: { clientId: number; contacts: ClientContact[]; writer: boolean; onChanged: () => Promise<unknown> }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [editing, setEditing] = useState<ClientContact | 'new' | null>(null);
  const [removing, setRemoving] = useState<ClientContact | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (p: ClientContact) => [p.firstname, p.lastname].filter(Boolean).join(' ');
  const remove = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await api(crmClientPaths.contact(clientId, removing.id), { method: 'DELETE', query: { shopId }, silent: true });
      await onChanged();
      showSnackbar('success', t`Contact retiré.`);
      setRemoving(null);
    } catch (err) {
      setRemoving(null);
      setFailure(placeServerError(err, [], t`Le contact n’a pas été retiré : réessayez.`).message);
    }
  };
  return (
    <Stack gap="3">
      {contacts.length === 0 ? <Text color="gray.600" fontSize="sm"><Trans>Aucun contact.</Trans></Text> : (
        <Stack gap="2" as="ul" listStyleType="none">
          {contacts.map((p) => (
            <Box as="li" key={p.id} fontSize="sm" borderWidth="1px" borderRadius="md" p="3" data-testid="client-contact">
              <Text fontWeight="medium" data-testid="client-contact-name">{nameOf(p)}{p.role ? ` · ${p.role}` : ''}</Text>
              {p.email ? <Text><a href={`mailto:${p.email}`}>{p.email}</a></Text> : null}
              {p.phone ? <Text><a href={`tel:${p.phone}`}>{p.phone}</a></Text> : null}
              {writer ? (
                <Flex gap="2" mt="2" direction={{ base: 'column', sm: 'row' }}>
                  <Button size="xs" variant="outline" width={{ base: 'full', sm: 'auto' }} onClick={() => setEditing(p)} data-testid="client-contact-edit"><Trans>Modifier</Trans></Button>
                  <Button size="xs" variant="ghost" colorPalette="red" width={{ base: 'full', sm: 'auto' }} onClick={() => setRemoving(p)} data-testid="client-contact-delete"><Trans>Retirer</Trans></Button>
                </Flex>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
      {failure ? <Text color="red.600" fontSize="sm" role="alert">{failure}</Text> : null}
      {writer ? <Button size="sm" variant="outline" width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start" onClick={() => setEditing('new')} data-testid="client-contact-add"><Trans>Ajouter un contact</Trans></Button> : null}
      {editing ? <ContactDialog clientId={clientId} contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={onChanged} /> : null}
      <ConfirmDialog open={removing !== null} destructive testId="client-contact-delete-confirm"
        title={t`Retirer un contact`}
        message={removing ? <Trans>« {nameOf(removing)} » sera retiré des contacts de ce client.</Trans> : null}
        confirmLabel={t`Retirer`} onConfirm={remove} onCancel={() => setRemoving(null)} />
    </Stack>
  );
}
