import type { FormEvent, ReactNode } from 'react';
import { FormDialog } from '@vendange/ui';

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog that adds or edits one delivery mode or collection point: its own small form (FormDialog). */
export function ItemDialog({ open, title, submitLabel, testId, onSubmit, onClose, children }: Props) {
  return <FormDialog open={open} title={title} ariaLabel={title} testId={testId} submitLabel={submitLabel} size="lg" onSubmit={onSubmit} onClose={onClose}>{children}</FormDialog>;
}
