export * from './confirm-dialog';
export * from './confirmation-input';
export * from './recipients-field';
export { commitTyped, recipientsKey, type RecipientsState, type RecipientsKeyResult } from './recipients-input';
export * from './form-field';
export * from './use-leave-guard';
export { guardedPath, type LinkClick } from './leave-links';
export * from './form-fields';
export * from './sticky-actions';
