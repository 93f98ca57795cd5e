import type { Permission } from '@vendange/contracts';

/**
 * What an agent may do on a producer's shop when the link carries no permission map (docs/decisions/agent-rights.md).
 * An agent sells for the producer: their clients, the orders and samples of those clients, the catalogue
 * and its prices to sell from, their tasks and calendar. Never the catalogue's content, the producer's
 * payments and bank details, the producer's answer to an order (validate/refuse, `createOrder`), billing,
 * deliveries, staff, analytics or accounting.
 */
export const agentDefaultPermissions: readonly Permission[] = [
  'seeAllOrder', 'createQuote', 'seeAllClient', 'createClient', 'seeAllProduct', 'seeAllPrice', 'seeAllTask', 'createTask',
];


/**
 * The producer's answer to an order (validate or refuse, spec point 4): the server's rule on those routes and the
 * dashboard's buttons both name this permission, so a button is never shown that the server would refuse.
 */
export const ORDER_DECISION_PERMISSION = 'createOrder' satisfies Permission;
