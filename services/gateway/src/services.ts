import type { FastifyPluginAsync } from 'fastify';
import type { Db, ServiceOptions } from '@vendange/service-kit';
import catalog, * as catalogMeta from '@vendange/service-catalog';
import crm, * as crmMeta from '@vendange/service-crm';
import identity, * as identityMeta from '@vendange/service-identity';
import notifications, * as notificationsMeta from '@vendange/service-notifications';
import orders, * as ordersMeta from '@vendange/service-orders';
import pos, * as posMeta from '@vendange/service-pos';
import shops, * as shopsMeta from '@vendange/service-shops';
import stock, * as stockMeta from '@vendange/service-stock';

export interface ServiceModule {
  name: string;
  plugin: FastifyPluginAsync<ServiceOptions>;
  schemaName: string;
  migrationsFolder: string;
  seed: (db: Db) => Promise<boolean>;
}

/** Every domain service, in migration order; the gateway registers them in embedded mode. */
export const serviceModules: ServiceModule[] = [
  { name: 'identity', plugin: identity, ...identityMeta },
  { name: 'shops', plugin: shops, ...shopsMeta },
  { name: 'catalog', plugin: catalog, ...catalogMeta },
  { name: 'orders', plugin: orders, ...ordersMeta },
  { name: 'crm', plugin: crm, ...crmMeta },
  { name: 'stock', plugin: stock, ...stockMeta },
  { name: 'pos', plugin: pos, ...posMeta },
  { name: 'notifications', plugin: notifications, ...notificationsMeta },
];

export { localAccessResolver } from '@vendange/service-identity';
