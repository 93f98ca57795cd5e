import { Accordion, Badge, Box, Button, Flex, Span, Stack, Switch, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Authorizations, Permission } from '@vendange/contracts';
import { canToggle, countGrantedIn, isGroupFullyGranted, permissionGroups, setGroup, setPermission } from './permission-groups';
import { groupLabels, permissionLabels } from './permission-labels';

export interface PermissionEditorProps {
  value: Authorizations;
  onChange: (next: Authorizations) => void;
  readOnly?: boolean;
  /** Rights the signed-in collaborator lacks: they cannot grant them, only take them away. */
  locked?: ReadonlySet<Permission>;
}

const allGroups = permissionGroups.map((g) => g.key);

/** One switch per right of spec point 6, grouped by area; each group folds, which keeps phones usable. */
export function PermissionEditor({ value, onChange, readOnly = false, locked = new Set() }: PermissionEditorProps) {
  const { i18n } = useLingui();
  return (
    <Accordion.Root multiple defaultValue={allGroups} variant="enclosed" bg="white" data-testid="permission-editor">
      {permissionGroups.map((group) => {
        const granted = countGrantedIn(group, value);
        const full = isGroupFullyGranted(group, value);
        const editable = group.permissions.some((p) => canToggle(p, value, locked));
        return (
          <Accordion.Item key={group.key} value={group.key} data-testid={`permission-group-${group.key}`}>
            <Accordion.ItemTrigger>
              <Span flex="1" fontWeight="semibold">{i18n._(groupLabels[group.key])}</Span>
              <Badge variant="subtle" colorPalette={granted > 0 ? 'brand' : 'gray'}>{granted}/{group.permissions.length}</Badge>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="3">
                  {readOnly || !editable ? null : (
                    <Flex justify="flex-end">
                      <Button size="xs" variant="outline" data-testid={`permission-group-toggle-${group.key}`}
                        onClick={() => onChange(setGroup(value, group, !full, locked))}>
                        {full ? <Trans>Tout décocher</Trans> : <Trans>Tout cocher</Trans>}
                      </Button>
                    </Flex>
                  )}
                  {group.permissions.map((p) => (
                    <Switch.Root key={p} checked={value[p] === true} disabled={readOnly || !canToggle(p, value, locked)} colorPalette="brand"
                      onCheckedChange={(e) => onChange(setPermission(value, p, e.checked))} data-testid={`permission-${p}`}
                      display="flex" justifyContent="space-between" gap="3" w="full">
                      <Switch.HiddenInput />
                      <Switch.Label flex="1" fontWeight="normal">{i18n._(permissionLabels[p])}</Switch.Label>
                      <Switch.Control />
                    </Switch.Root>
                  ))}
                  {!readOnly && group.permissions.some((p) => locked.has(p)) ? (
                    <Box><Text fontSize="xs" color="gray.600"><Trans>Vous ne pouvez pas accorder les droits grisés : vous ne les possédez pas vous-même.</Trans></Text></Box>
                  ) : null}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

