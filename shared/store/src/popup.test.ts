import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelPopup, closePopup, openPopup, popupAtom, validatePopup } from './popup';
import { vendangeStore } from './store';

const state = () => vendangeStore.get(popupAtom);

describe('global popup (spec point 4)', () => {
  beforeEach(() => closePopup());

  it('is hidden until opened, then shown', () => {
    expect(state().request).toBeNull();
    openPopup({ message: 'Le panier va être vidé.', validateLabel: 'Vider' });
    expect(state().request?.message).toBe('Le panier va être vidé.');
  });

  it('validate runs its callback then closes', async () => {
    const onValidate = vi.fn();
    const onCancel = vi.fn();
    openPopup({ message: 'm', validateLabel: 'OK', onValidate, onCancel });
    await validatePopup();
    expect(onValidate).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(state().request).toBeNull();
  });

  it('stays open and usable when validation fails', async () => {
    openPopup({ message: 'm', validateLabel: 'OK', onValidate: () => Promise.reject(new Error('réseau')) });
    await expect(validatePopup()).rejects.toThrow('réseau');
    expect(state()).toMatchObject({ busy: false, request: { message: 'm' } });
  });

  it('is busy while validation runs, and cancel does nothing then', async () => {
    let finish: () => void = () => undefined;
    const onCancel = vi.fn();
    openPopup({ message: 'm', validateLabel: 'OK', onCancel, onValidate: () => new Promise<void>((r) => { finish = r; }) });
    const running = validatePopup();
    expect(state().busy).toBe(true);
    cancelPopup();
    expect(onCancel).not.toHaveBeenCalled();
    finish();
    await running;
    expect(state().request).toBeNull();
  });

  it('cancel runs its callback then closes', () => {
    const onCancel = vi.fn();
    openPopup({ message: 'm', validateLabel: 'OK', onCancel });
    cancelPopup();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(state().request).toBeNull();
  });

  it('keeps a popup opened by the callback itself', async () => {
    openPopup({ message: 'first', validateLabel: 'OK', onValidate: () => openPopup({ message: 'second', validateLabel: 'OK' }) });
    await validatePopup();
    expect(state().request?.message).toBe('second');
  });
});
