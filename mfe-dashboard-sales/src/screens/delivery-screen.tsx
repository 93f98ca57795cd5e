import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OrderToShip, Shipment } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { useShopAccess } from '@vendange/mfe-kit';
import { ListPage } from '@vendange/ui';
import { deliveryViewOf, deliveryViewQuery } from '../shipments/delivery-view';
import { DeliveryTabs } from '../shipments/delivery-tabs';
import { ShipDialog, type ShipTarget } from '../shipments/ship-dialog';
import { ShipmentCard, shipmentColumns } from '../shipments/shipment-columns';
import { ShipmentStatusFilter } from '../shipments/shipment-status-filter';
import { shipWayOf } from '../shipments/shipment-form';
import { ToShipCard, toShipColumns } from '../shipments/to-ship-columns';

/**
 * /dashboard/delivery (manageDelivery): "À expédier", the shop's validated orders with units left, oldest first,
 * each shipped from here (part of it or all); "Expéditions", its shipments newest first, moved on step by step with
 * their delivery note. The tab and the status filter live in the URL query (?tab=shipments&status=).
 */
export function DeliveryScreen() {
  const { shopId } = useShopAccess();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = deliveryViewOf(search);
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const ship = (o: OrderToShip) => setShipping({ orderId: o.orderId, reference: o.reference, lines: o.lines, way: shipWayOf(o) });
  const tabs = <DeliveryTabs view={view} search={search} />;
  const shop = shopId !== null ? { shopId } : {};
  return (
    <Stack gap="4" data-testid="delivery-screen">
      {view.tab === 'toShip' ? (
        <ListPage<OrderToShip>
          key="toShip" searchable={false} testId="to-ship-list" title={<Trans>Expéditions</Trans>} filters={tabs}
          path="/v1/shipments/to-ship" query={shop} rowKey={(o) => o.orderId}
          empty={<Trans>Rien à expédier : chaque commande validée est partie en entier.</Trans>}
          card={(o) => <ToShipCard order={o} onShip={ship} />} columns={toShipColumns(ship)}
        />
      ) : (
        <ListPage<Shipment>
          key="shipments" searchable={false} testId="shipments-list" title={<Trans>Expéditions</Trans>}
          filters={<>{tabs}<ShipmentStatusFilter value={view.status} onChange={(status) => void navigate(getHref('delivery', {}, deliveryViewQuery(search, { ...view, status })), { replace: true })} /></>}
          path="/v1/shipments" query={{ ...shop, status: view.status || undefined }} rowKey={(s) => s.id}
          empty={view.status ? <Trans>Aucune expédition à ce statut.</Trans> : <Trans>Aucune expédition pour le moment : expédiez une commande depuis l'onglet « À expédier ».</Trans>}
          card={(s) => <ShipmentCard shipment={s} />} columns={shipmentColumns}
        />
      )}
      <ShipDialog target={shipping} onClose={() => setShipping(null)} />
    </Stack>
  );
}
