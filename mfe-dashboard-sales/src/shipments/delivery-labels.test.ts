import { describe, expect, it } from 'vitest';
import { deliveryStatuses, shipmentStatuses } from '@vendange/contracts';
import { deliveryStatusLabels, deliveryStatusTones, moveLabels } from './delivery-labels';

describe('delivery status labels', () => {
  it('names every delivery status of the contract in French (spec point 4), with a colour', () => {
    expect(Object.keys(deliveryStatusLabels)).toEqual([...deliveryStatuses]);
    expect(Object.fromEntries(Object.entries(deliveryStatusLabels).map(([k, l]) => [k, l.message]))).toEqual({
      pending: 'À expédier', preparation: 'En préparation', pendingPickup: 'À retirer', pickup: 'Remise', transit: 'En transit',
      partiallyDelivered: 'Livrée en partie', partiallyReturned: 'Retournée en partie', delivered: 'Livrée', returned: 'Retournée',
      error: 'Erreur', exception: 'Incident',
    });
    for (const s of deliveryStatuses) expect(deliveryStatusTones[s]).toBeTruthy();
    expect([deliveryStatusTones.delivered, deliveryStatusTones.exception]).toEqual(['green', 'red']);
  });
  it('names a button for every status a shipment moves to', () => {
    expect(Object.keys(moveLabels).sort()).toEqual(shipmentStatuses.filter((s) => s !== 'preparation').sort());
  });
  it('gives each label its own id', () => {
    const ids = [...Object.values(deliveryStatusLabels), ...Object.values(moveLabels)].map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
