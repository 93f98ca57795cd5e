import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  crmClientMessages as cm, departmentOf, type BuyerClient, type ClientBody, type ClientContact, type ClientContactBody, type ClientListQuery,
  type ClientSummary, type CrmClient, type CrmClientDetail,
} from '@vendange/contracts';
import { HttpError, likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { clientDisplayName } from './clients/client-name';
import { clientAgents, clientContacts, clientEvents, clients } from './db/schema';
import { coveredBy } from './structure/coverage-repo';

type Row = typeof clients.$inferSelect;
type ContactRow = typeof clientContacts.$inferSelect;
/** A transaction or the database: what drizzle's transaction callback hands over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const toSummary = (r: Row): ClientSummary => ({
  id: r.id, shopId: r.shopId, name: r.name, email: r.email, typology: r.typology, city: r.city, isPro: r.isPro, createdAt: r.createdAt.toISOString(),
});

/** Addresses are stored as the contracts' address schema parsed them; old rows may miss the optional lines. */
function addressOut(a: Record<string, unknown> | null): CrmClient['deliveryAddress'] {
  if (!a) return null;
  const s = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : null);
  return {
    title: s('title'), firstname: s('firstname') ?? '', lastname: s('lastname') ?? '', name: s('name'), street: s('street') ?? '', complement: s('complement'),
    zipcode: s('zipcode') ?? '', city: s('city') ?? '', country: s('country') ?? 'FR', county: s('county'), state: s('state'), stateCode: s('stateCode'),
    exciseNumber: s('exciseNumber'), mountain: a.mountain === true, phone: s('phone'), email: s('email'),
  };
}

export const toClient = (r: Row): CrmClient => ({
  id: r.id, shopId: r.shopId, name: r.name, isPro: r.isPro, pipe: r.pipe, source: r.source, userId: r.userId, civility: r.civility, firstname: r.firstname,
  lastname: r.lastname, businessName: r.businessName, siret: r.siret, siren: r.siren, nic: r.nic, vatNumber: r.vatNumber, email: r.email, phone: r.phone,
  typology: r.typology, city: r.city, department: r.department, tags: r.tags, marketingConsent: r.marketingConsent,
  marketingConsentAt: r.marketingConsentAt?.toISOString() ?? null, deliveryAddress: addressOut(r.deliveryAddress ?? null),
  billingAddress: addressOut(r.billingAddress ?? null), mergedIntoId: r.mergedIntoId, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

const toContact = (c: ContactRow): ClientContact => ({ id: c.id, civility: c.civility, firstname: c.firstname, lastname: c.lastname, role: c.role, email: c.email, phone: c.phone });

/** The columns a body writes (the same on creation and on edit); the name, city and department follow from them. */
function fieldsOf(body: ClientBody) {
  const address = body.deliveryAddress ?? body.billingAddress;
  return {
    isPro: body.isPro, pipe: body.pipe, civility: body.civility, firstname: body.firstname, lastname: body.lastname,
    businessName: body.businessName, siret: body.siret, siren: body.siren, nic: body.nic, vatNumber: body.vatNumber,
    email: body.email, phone: body.phone, typology: body.typology, tags: body.tags, marketingConsent: body.marketingConsent,
    deliveryAddress: body.deliveryAddress, billingAddress: body.billingAddress,
    name: clientDisplayName(body), city: address?.city ?? null, department: departmentOf(address?.zipcode, address?.country),
  };
}

export interface Actor { id: number; name: string | null }

const listed = (shopId: number) => and(eq(clients.shopId, shopId), isNull(clients.mergedIntoId))!;

/**
 * Whose clients a read lists: the acting shop's, or for an agent (the route's agentScope) only those given to them
 * in the shops listed (every producer they work for when they name none).
 */
export type ClientScope = number | { agentId: number; shopIds: readonly number[] };

function scopeWhere(scope: ClientScope): SQL {
  if (typeof scope === 'number') return listed(scope);
  return and(inArray(clients.shopId, scope.shopIds.length > 0 ? [...scope.shopIds] : [0]), isNull(clients.mergedIntoId), coveredBy(scope.agentId))!;
}

/** The list's conditions: a shop's clients still in its file, searched and filtered as the screen's URL says. */
function listWhere(scope: ClientScope, q: Omit<ClientListQuery, 'page' | 'limit' | 'sort'>): SQL {
  const conds: SQL[] = [scopeWhere(scope)];
  if (q.search) {
    const p = likePattern(q.search);
    const digits = q.search.replace(/\s+/g, '');
    conds.push(or(ilike(clients.name, p), ilike(clients.email, p), ilike(clients.businessName, p), ilike(clients.city, p),
      ...(/^\d{3,14}$/.test(digits) ? [ilike(clients.siret, `${digits}%`)] : []))!);
  }
  if (q.isPro !== undefined) conds.push(eq(clients.isPro, q.isPro));
  if (q.pipe) conds.push(eq(clients.pipe, q.pipe));
  if (q.typology) conds.push(eq(clients.typology, q.typology));
  if (q.tag) conds.push(arrayContains(clients.tags, [q.tag]));
  if (q.consent !== undefined) conds.push(eq(clients.marketingConsent, q.consent));
  return and(...conds)!;
}

const orderOf = (sort: ClientListQuery['sort']) => {
  switch (sort) {
    case '-name': return [desc(sql`lower(${clients.name})`), desc(clients.id)];
    case 'createdAt': return [asc(clients.createdAt), asc(clients.id)];
    case '-createdAt': return [desc(clients.createdAt), desc(clients.id)];
    default: return [asc(sql`lower(${clients.name})`), asc(clients.id)];
  }
};

/** The e-mails and SIRETs of the shop's file matching these, for an import's duplicates. */
export async function clientIdentities(db: Db | Tx, shopId: number, emails: readonly string[], sirets: readonly string[]) {
  if (emails.length === 0 && sirets.length === 0) return [];
  return db.select({ id: clients.id, email: clients.email, siret: clients.siret }).from(clients).where(and(listed(shopId), or(
    ...(emails.length > 0 ? [inArray(sql`lower(${clients.email})`, emails.map((e) => e.toLowerCase()))] : []),
    ...(sirets.length > 0 ? [inArray(clients.siret, [...sirets])] : []),
  )));
}

export function clientsRepo(db: Db) {
  /** Another client of the shop with this e-mail or SIRET (a client is one person or establishment in the file). */
  async function refuseDuplicate(tx: Tx | Db, shopId: number, body: ClientBody, exceptId: number | null): Promise<void> {
    const others = (c: SQL) => and(listed(shopId), c, ...(exceptId ? [ne(clients.id, exceptId)] : []));
    if (body.email) {
      const [hit] = await tx.select({ id: clients.id }).from(clients).where(others(sql`lower(${clients.email}) = ${body.email.toLowerCase()}`)).limit(1);
      if (hit) throw new HttpError(409, 'CLIENT_DUPLICATE', cm.duplicateEmail);
    }
    if (body.siret) {
      const [hit] = await tx.select({ id: clients.id }).from(clients).where(others(eq(clients.siret, body.siret))).limit(1);
      if (hit) throw new HttpError(409, 'CLIENT_DUPLICATE', cm.duplicateSiret);
    }
  }

  async function contactsOf(tx: Tx | Db, clientId: number): Promise<ClientContact[]> {
    return (await tx.select().from(clientContacts).where(eq(clientContacts.clientId, clientId)).orderBy(asc(clientContacts.id))).map(toContact);
  }

  return {
    /** One client of one shop; null when it is not that shop's (orders reads it for a sale: grid, name, e-mail). */
    async byId(shopId: number, id: number): Promise<ClientSummary | null> {
      const [row] = await db.select().from(clients).where(and(eq(clients.id, id), eq(clients.shopId, shopId)));
      return row ? toSummary(row) : null;
    },

    /** One client of the shop; with `agentId` (an agent-scoped route), only when it is given to that agent. */
    async row(shopId: number, id: number, agentId: number | null = null): Promise<Row | null> {
      const [row] = await db.select().from(clients).where(and(eq(clients.id, id), eq(clients.shopId, shopId), ...(agentId ? [coveredBy(agentId)] : [])));
      return row ?? null;
    },

    async detail(shopId: number, id: number, agentId: number | null = null): Promise<CrmClientDetail | null> {
      const [row] = await db.select().from(clients).where(and(eq(clients.id, id), eq(clients.shopId, shopId), ...(agentId ? [coveredBy(agentId)] : [])));
      return row ? { ...toClient(row), contacts: await contactsOf(db, id) } : null;
    },

    async list(scope: ClientScope, q: ClientListQuery) {
      const where = listWhere(scope, q);
      const [rows, [total]] = await Promise.all([
        db.select().from(clients).where(where).orderBy(...orderOf(q.sort)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(clients).where(where),
      ]);
      return { items: rows.map(toClient), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Every client the filters keep, in the list's order, page after page (the CSV export streams them). */
    async *all(scope: ClientScope, q: Omit<ClientListQuery, 'page' | 'limit'>): AsyncGenerator<CrmClient[]> {
      const where = listWhere(scope, q);
      for (let offset = 0; ; offset += 1000) {
        const rows = await db.select().from(clients).where(where).orderBy(...orderOf(q.sort)).limit(1000).offset(offset);
        if (rows.length > 0) yield rows.map(toClient);
        if (rows.length < 1000) return;
      }
    },

    /** `agentId`: an agent creating a client gets it given to them in the same transaction (else they could not see it). */
    async create(shopId: number, body: ClientBody, actor: Actor, source: 'staff' | 'import' = 'staff', agentId: number | null = null): Promise<CrmClientDetail> {
      return db.transaction(async (tx) => {
        await refuseDuplicate(tx, shopId, body, null);
        const [row] = await tx.insert(clients).values({
          shopId, source, ...fieldsOf(body), marketingConsentAt: body.marketingConsent ? new Date() : null,
        }).returning();
        if (body.contacts.length > 0) await tx.insert(clientContacts).values(body.contacts.map((c) => ({ shopId, clientId: row!.id, ...c })));
        await tx.insert(clientEvents).values({ shopId, clientId: row!.id, kind: source === 'import' ? 'imported' : 'created', authorId: actor.id, authorName: actor.name });
        if (agentId) await tx.insert(clientAgents).values({ shopId, clientId: row!.id, agentId, agentName: actor.name ?? '' });
        return { ...toClient(row!), contacts: await contactsOf(tx, row!.id) };
      });
    },

    /** Edits a client (not its contacts: they have their own routes). The consent's day is the day it was given. */
    async update(shopId: number, id: number, body: ClientBody, actor: Actor): Promise<CrmClientDetail> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(clients).where(and(eq(clients.id, id), eq(clients.shopId, shopId))).for('update');
        if (!current) throw new HttpError(404, 'CLIENT_NOT_FOUND', cm.notFound);
        if (current.mergedIntoId) throw new HttpError(409, 'CLIENT_MERGED', cm.merged);
        await refuseDuplicate(tx, shopId, body, id);
        const consentAt = body.marketingConsent ? (current.marketingConsent ? current.marketingConsentAt : new Date()) : null;
        const fields = fieldsOf(body);
        // Without an address, the city and department known before (a seeded or imported client's) stay.
        const place = body.deliveryAddress ?? body.billingAddress ? {} : { city: current.city, department: current.department };
        const [row] = await tx.update(clients).set({ ...fields, ...place, marketingConsentAt: consentAt, updatedAt: new Date() })
          .where(eq(clients.id, id)).returning();
        await tx.insert(clientEvents).values({ shopId, clientId: id, kind: 'updated', authorId: actor.id, authorName: actor.name });
        return { ...toClient(row!), contacts: await contactsOf(tx, id) };
      });
    },

    async addContact(shopId: number, clientId: number, body: ClientContactBody): Promise<ClientContact> {
      const [row] = await db.insert(clientContacts).values({ shopId, clientId, ...body }).returning();
      return toContact(row!);
    },

    async updateContact(shopId: number, clientId: number, contactId: number, body: ClientContactBody): Promise<ClientContact | null> {
      const [row] = await db.update(clientContacts).set(body)
        .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId), eq(clientContacts.shopId, shopId))).returning();
      return row ? toContact(row) : null;
    },

    async removeContact(shopId: number, clientId: number, contactId: number): Promise<boolean> {
      const gone = await db.delete(clientContacts)
        .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId), eq(clientContacts.shopId, shopId))).returning({ id: clientContacts.id });
      return gone.length > 0;
    },

    /** A note; with the sender's key, written once: a repeat answers the first note (`created: false`). */
    async addNote(shopId: number, clientId: number, body: string, actor: Actor, sendKey?: string) {
      const [row] = await db.insert(clientEvents).values({ shopId, clientId, kind: 'note', body, authorId: actor.id, authorName: actor.name, sendKey: sendKey ?? null })
        .onConflictDoNothing().returning();
      if (row) return { ...row, created: true };
      const [first] = await db.select().from(clientEvents).where(and(eq(clientEvents.shopId, shopId), eq(clientEvents.sendKey, sendKey!)));
      return { ...first!, created: false };
    },

    async events(shopId: number, clientId: number) {
      return db.select().from(clientEvents).where(and(eq(clientEvents.shopId, shopId), eq(clientEvents.clientId, clientId)))
        .orderBy(desc(clientEvents.createdAt), desc(clientEvents.id)).limit(200);
    },

    /**
     * A buyer who ordered from (or linked) the shop becomes its client, once: keyed by the buyer's account per
     * shop (unique index), so a job delivered twice or two orders at once make one client. A client of the file
     * with the same e-mail and no account yet (entered by staff, imported) is linked instead of doubled.
     */
    async upsertBuyer(b: BuyerClient): Promise<{ id: number; created: boolean }> {
      return db.transaction(async (tx) => {
        const [known] = await tx.select({ id: clients.id, mergedIntoId: clients.mergedIntoId }).from(clients).where(and(eq(clients.shopId, b.shopId), eq(clients.userId, b.userId)));
        // A prospect who orders becomes a client (prospection lists them no more): docs/decisions/crm-tasks.md.
        const ordered = b.source === 'order' ? { pipe: 'client' as const } : {};
        if (known) {
          const id = known.mergedIntoId ?? known.id;
          if (b.source === 'order') await tx.update(clients).set({ pipe: 'client', updatedAt: new Date() }).where(and(eq(clients.id, id), eq(clients.pipe, 'prospect')));
          return { id, created: false };
        }
        if (b.email) {
          const [same] = await tx.select({ id: clients.id }).from(clients)
            .where(and(listed(b.shopId), isNull(clients.userId), sql`lower(${clients.email}) = ${b.email.toLowerCase()}`)).orderBy(asc(clients.id)).limit(1).for('update');
          if (same) {
            await tx.update(clients).set({ userId: b.userId, ...ordered, updatedAt: new Date() }).where(eq(clients.id, same.id));
            return { id: same.id, created: false };
          }
        }
        const address = b.deliveryAddress ?? b.billingAddress;
        const names = { isPro: b.isPro, businessName: b.businessName, firstname: b.firstname, lastname: b.lastname, email: b.email };
        const [row] = await tx.insert(clients).values({
          shopId: b.shopId, userId: b.userId, source: b.source, ...names, name: clientDisplayName(names), phone: b.phone,
          deliveryAddress: b.deliveryAddress, billingAddress: b.billingAddress, city: address?.city ?? null, department: departmentOf(address?.zipcode, address?.country),
        }).onConflictDoNothing().returning({ id: clients.id });
        if (!row) {
          // Another delivery made it meanwhile.
          const [made] = await tx.select({ id: clients.id }).from(clients).where(and(eq(clients.shopId, b.shopId), eq(clients.userId, b.userId)));
          return { id: made!.id, created: false };
        }
        await tx.insert(clientEvents).values({ shopId: b.shopId, clientId: row.id, kind: 'created', body: b.source === 'order' ? 'Première commande en ligne' : 'Boutique liée par l’acheteur' });
        return { id: row.id, created: true };
      });
    },
  };
}
export type ClientsRepo = ReturnType<typeof clientsRepo>;
