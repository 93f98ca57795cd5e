import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { clientImportColumns, clientImportRevertRefused, crmClientMessages as cm, departmentOf, type ClientBody, type ClientImport } from '@vendange/contracts';
import { HttpError, readCsv, type Db, type InternalCall } from '@vendange/service-kit';
import { clientAgents, clientEvents, clientImports, clientMerges, clients, opportunities, tasks } from '../db/schema';
import { clientDisplayName } from './client-name';
import { duplicatesSeenBy, findDuplicates, readClientLines, type ImportedClient } from './client-import-lines';
import { clientIdentities, type Actor, type Tx } from '../clients-repo';

type ImportRow = typeof clientImports.$inferSelect;
interface StoredLine { line: number; body: ClientBody; city: string | null; department: string | null }

const PREVIEW = 200;

/** An agent importing: their id, and their name for the coverage rows (identity owns people). */
export interface ImportAgent { id: number; name: string }

/** Whose imports a route reaches: the shop's, or for an agent (agentScope) only the ones they made. */
const importOf = (shopId: number, id: number, agentId: number | null) =>
  and(eq(clientImports.id, id), eq(clientImports.shopId, shopId), ...(agentId ? [eq(clientImports.createdById, agentId)] : []));

const toImport = (r: ImportRow): ClientImport => {
  const lines = r.lines as StoredLine[];
  const dup = new Set(r.duplicates.map((d) => d.line));
  return {
    id: r.id, fileName: r.fileName, status: r.status, totalLines: r.totalLines, errors: r.errors, duplicates: r.duplicates,
    preview: lines.slice(0, PREVIEW).map((l) => ({ line: l.line, name: clientDisplayName(l.body), email: l.body.email, siret: l.body.siret, duplicate: dup.has(l.line) })),
    createdCount: r.createdIds.length, failure: r.failure, createdAt: r.createdAt.toISOString(),
  };
};

const notUtf8 = 'Le fichier n’est pas en UTF-8 : dans Excel, enregistrez-le en « CSV UTF-8 (délimité par des points-virgules) ».';

/**
 * Imports of clients from a CSV (docs/decisions/crm-clients.md): the upload reads and checks every line and finds
 * duplicates (same e-mail or SIRET as a client of the file, or as an earlier line), storing a pending import;
 * nothing else is written. Confirming creates the lines that are neither refused nor duplicates, in one
 * transaction (5,000 lines at most), and the import is completed; a failure leaves it in error with the reason.
 * A completed import can be undone while none of the clients it created has a life of its own (revert).
 * An agent (`agentId`, the route's agentScope) reaches only their own imports, reads only the duplicates of clients
 * given to them, and the clients their import creates are given to them.
 */
export function clientImportsRepo(db: Db, internal: InternalCall) {
  return {
    async preview(shopId: number, fileName: string, content: string, actor: Actor, agentId: number | null = null): Promise<ClientImport> {
      // The screen reads the file as UTF-8 text: bytes that were not (a Windows-1252 export) came as U+FFFD.
      if (content.includes('\uFFFD')) throw new HttpError(400, 'IMPORT_FILE', notUtf8);
      const table = readCsv(Buffer.from(content, 'utf8'));
      const { clients: lines, errors } = readClientLines(table.rows);
      if (!table.columns.some((c) => ['nom', 'raison_sociale', 'lastname', 'name', 'societe'].includes(c))) {
        errors.unshift({ line: 1, column: null, message: `Le fichier n’a ni colonne « nom » ni « raison_sociale » : reprenez le modèle (${clientImportColumns.join(';')}).` });
      }
      const existing = await identities(db, shopId, lines);
      const found = findDuplicates(lines, existing);
      const duplicates = agentId ? duplicatesSeenBy(found, await coveredAmong(db, agentId, found)) : found;
      const [row] = await db.insert(clientImports).values({
        shopId, fileName, totalLines: table.rows.length, lines, errors, duplicates, createdById: actor.id,
      }).returning();
      return toImport(row!);
    },

    async list(shopId: number, agentId: number | null = null): Promise<ClientImport[]> {
      return (await db.select().from(clientImports).where(and(eq(clientImports.shopId, shopId), ...(agentId ? [eq(clientImports.createdById, agentId)] : []))).orderBy(desc(clientImports.createdAt), desc(clientImports.id)).limit(50)).map(toImport);
    },

    async one(shopId: number, id: number, agentId: number | null = null): Promise<ClientImport | null> {
      const [row] = await db.select().from(clientImports).where(importOf(shopId, id, agentId));
      return row ? toImport(row) : null;
    },

    /** Who made an import (the user id), to give its clients to them when they are an agent. */
    async creatorOf(shopId: number, id: number, agentId: number | null = null): Promise<number | null> {
      const [row] = await db.select({ by: clientImports.createdById }).from(clientImports).where(importOf(shopId, id, agentId));
      return row?.by ?? null;
    },

    /**
     * Creates the clients of a pending import without errors; a second confirmation answers the import as it is.
     * `agent`: the agent who made the import, given every client it creates in the same transaction.
     */
    async confirm(shopId: number, id: number, actor: Actor, agent: ImportAgent | null = null, agentScope: number | null = null): Promise<ClientImport | null> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(clientImports).where(importOf(shopId, id, agentScope)).for('update');
        if (!row) return null;
        if (row.status !== 'pending') return row;
        if (row.errors.length > 0) throw new HttpError(409, 'IMPORT_HAS_ERRORS', 'Ce fichier a des lignes en erreur : corrigez-les et déposez-le à nouveau.');
        const skipped = new Set(row.duplicates.map((d) => d.line));
        const lines = (row.lines as StoredLine[]).filter((l) => !skipped.has(l.line));
        // Checked again inside the transaction: a client entered since the preview is not doubled either.
        const fresh = await identities(tx, shopId, lines);
        const again = new Set(findDuplicates(lines, fresh).map((d) => d.line));
        const toCreate = lines.filter((l) => !again.has(l.line));
        const created: number[] = [];
        for (let i = 0; i < toCreate.length; i += 500) {
          const chunk = toCreate.slice(i, i + 500);
          const ids = await tx.insert(clients).values(chunk.map((l) => {
            const address = l.body.deliveryAddress ?? l.body.billingAddress;
            return {
              shopId, source: 'import' as const, isPro: l.body.isPro, pipe: l.body.pipe, civility: l.body.civility, firstname: l.body.firstname, lastname: l.body.lastname,
              businessName: l.body.businessName, siret: l.body.siret, siren: l.body.siren, nic: l.body.nic, vatNumber: l.body.vatNumber, email: l.body.email,
              phone: l.body.phone, typology: l.body.typology, tags: l.body.tags, billingAddress: l.body.billingAddress, deliveryAddress: l.body.deliveryAddress,
              name: clientDisplayName(l.body), city: l.city ?? address?.city ?? null, department: l.department ?? departmentOf(address?.zipcode, address?.country),
            };
          })).returning({ id: clients.id });
          created.push(...ids.map((r) => r.id));
        }
        if (created.length > 0 && agent) {
          await tx.insert(clientAgents).values(created.map((clientId) => ({ shopId, clientId, agentId: agent.id, agentName: agent.name }))).onConflictDoNothing();
        }
        if (created.length > 0) {
          await tx.insert(clientEvents).values(created.map((clientId) => ({ shopId, clientId, kind: 'imported' as const, body: `Import « ${row.fileName} »`, authorId: actor.id, authorName: actor.name })));
        }
        const [done] = await tx.update(clientImports).set({ status: 'completed', createdIds: created, finishedAt: new Date() }).where(eq(clientImports.id, id)).returning();
        return done!;
      });
      return outcome ? toImport(outcome) : null;
    },

    /**
     * Undoes a completed import: the clients it created are removed (contacts, events and agents' links with them;
     * their tasks stay, without a client), refused with 409 while any of them has a document in orders (order,
     * quote, invoice, sample), an opportunity, or took part in a merge. Reverting twice answers the import as it is.
     */
    async revert(shopId: number, id: number, agentId: number | null = null): Promise<ClientImport | null> {
      const [row] = await db.select().from(clientImports).where(importOf(shopId, id, agentId));
      if (!row) return null;
      if (row.status === 'reverted') return toImport(row);
      if (row.status !== 'completed') throw new HttpError(409, 'IMPORT_NOT_REVERTIBLE', cm.importNotRevertible);
      const ids = row.createdIds;
      const present = ids.length === 0 ? [] : await db.select({ id: clients.id, userId: clients.userId }).from(clients).where(and(eq(clients.shopId, shopId), inArray(clients.id, ids)));
      const busy = new Set<number>();
      if (present.length > 0) {
        const { clientIds } = await internal<{ clientIds: number[] }>('orders', 'POST', '/v1/internal/orders/clients/with-documents', { shopId, clients: present.map((c) => ({ clientId: c.id, userId: c.userId })) });
        clientIds.forEach((c) => busy.add(c));
      }
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(clientImports).where(and(eq(clientImports.id, id), eq(clientImports.shopId, shopId))).for('update');
        if (!locked) return null;
        if (locked.status === 'reverted') return toImport(locked);
        if (present.length > 0) {
          const presentIds = present.map((c) => c.id);
          const local = [
            ...(await tx.selectDistinct({ id: opportunities.clientId }).from(opportunities).where(and(eq(opportunities.shopId, shopId), inArray(opportunities.clientId, presentIds)))).map((r) => r.id),
            ...(await tx.select({ a: clientMerges.keptId, b: clientMerges.mergedId }).from(clientMerges)
              .where(and(eq(clientMerges.shopId, shopId), or(inArray(clientMerges.keptId, presentIds), inArray(clientMerges.mergedId, presentIds))))).flatMap((r) => [r.a, r.b]),
            ...(await tx.select({ id: clients.id }).from(clients).where(and(inArray(clients.id, presentIds), isNotNull(clients.mergedIntoId)))).map((r) => r.id),
          ];
          local.filter((c) => presentIds.includes(c)).forEach((c) => busy.add(c));
          if (busy.size > 0) throw new HttpError(409, 'IMPORT_CLIENTS_HAVE_DOCUMENTS', clientImportRevertRefused(busy.size));
          await tx.update(tasks).set({ clientId: null }).where(and(eq(tasks.shopId, shopId), inArray(tasks.clientId, presentIds)));
          await tx.delete(clients).where(and(eq(clients.shopId, shopId), inArray(clients.id, presentIds)));
        }
        const [done] = await tx.update(clientImports).set({ status: 'reverted', finishedAt: new Date() }).where(eq(clientImports.id, id)).returning();
        return toImport(done!);
      });
    },
  };
}

/** The clients among the duplicates found that are given to the agent. */
async function coveredAmong(db: Db, agentId: number, found: ReadonlyArray<{ clientId: number | null }>): Promise<Set<number>> {
  const ids = [...new Set(found.flatMap((d) => (d.clientId === null ? [] : [d.clientId])))];
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: clientAgents.clientId }).from(clientAgents).where(and(eq(clientAgents.agentId, agentId), inArray(clientAgents.clientId, ids)));
  return new Set(rows.map((r) => r.id));
}

function identities(db: Db | Tx, shopId: number, lines: readonly ImportedClient[]) {
  const emails = lines.flatMap((l) => (l.body.email ? [l.body.email] : []));
  const sirets = lines.flatMap((l) => (l.body.siret ? [l.body.siret] : []));
  return clientIdentities(db, shopId, emails, sirets);
}
