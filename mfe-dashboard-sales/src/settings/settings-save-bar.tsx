import { Button, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { StickyActions } from '@vendange/ui';

/**
 * The save bar of a settings form: what is unsaved, undo, save (the form's submit). `testId` names its parts
 * (`<testId>-save`, `<testId>-dirty`) when a screen holds more than one form.
 */
export function SettingsSaveBar({ dirty, submitting, onReset, testId = 'settings' }: { dirty: boolean; submitting: boolean; onReset: () => void; testId?: string }) {
  return (
    <StickyActions>
      {dirty ? <Text fontSize="sm" color="gray.600" data-testid={`${testId}-dirty`}><Trans>Modifications non enregistrées</Trans></Text> : null}
      <Button variant="outline" disabled={!dirty || submitting} onClick={onReset}><Trans>Annuler les modifications</Trans></Button>
      <Button type="submit" colorPalette="brand" loading={submitting} data-testid={`${testId}-save`}><Trans>Enregistrer</Trans></Button>
    </StickyActions>
  );
}
