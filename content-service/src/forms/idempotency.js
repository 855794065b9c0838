'use strict';

// Idempotency-Keys and locks for the public forms, in a table every Strapi process on the database shares.
const { randomUUID } = require('node:crypto');

// One row per claimed name: an Idempotency-Key with its stored answer, or the name of a lock.
const TABLE = 'gpa_form_claims';

/**
 * Creates the claims table (Strapi's own schema sync leaves tables it does not know alone). Several
 * Strapi processes may boot at once on one database: whoever loses the race finds the table there.
 * @param {import('knex').Knex} connection  Strapi's knex connection (strapi.db.connection)
 */
async function createClaimsTable(connection) {
  if (await connection.schema.hasTable(TABLE)) return;
  try {
    await connection.schema.createTable(TABLE, (table) => {
      table.string('name', 400).primary();
      table.string('fingerprint', 64);
      table.string('owner', 36).notNullable();
      table.integer('status');
      table.text('body');
      table.bigInteger('expires_at').notNullable().index();
    });
  } catch (error) {
    if (!(await connection.schema.hasTable(TABLE))) throw error;
  }
}

/** Thrown inside the transaction to undo the claim (and anything the create wrote) of a server failure. */
class DiscardedAnswer extends Error {
  constructor(answer) {
    super('server failure: the answer is not kept');
    this.answer = answer;
  }
}

const EXPIRED = Symbol('expired');

/**
 * Remembers the answer to each `Idempotency-Key` (per form) for `ttlMs`, in the database that every Strapi
 * process shares (SQLite or PostgreSQL): a repeated key gets the first answer again without a second create,
 * also while the first attempt is still running in this or another process (it waits for it). A key reused
 * with different data is refused. Answers of server failures are not kept, so a retry can try again.
 *
 * The claim is insert-first on the primary key, in one transaction with the create itself (Strapi's queries
 * join the ambient transaction): a concurrent duplicate's insert waits on the unique key until the first
 * commits (then replays its answer) or rolls back (then it creates). A process killed mid-request loses its
 * connection, so the database rolls its claim and its create back together: never stored twice, never lost.
 *
 * @param {object} options
 * @param {() => { connection: import('knex').Knex, transaction: Function }} options.db  gives strapi.db (Strapi's
 *   database layer: its knex connection and its transactions, which Strapi's own queries join)
 */
function createIdempotencyStore({ db, ttlMs = 24 * 60 * 60 * 1000, pruneEveryMs = 60_000, now = Date.now }) {
  let nextPrune = 0;

  /** Deletes expired rows, at most once per `pruneEveryMs`, in the background. */
  function prune(time) {
    if (time < nextPrune) return;
    nextPrune = time + pruneEveryMs;
    db()
      .connection(TABLE)
      .where('expires_at', '<', time)
      .del()
      .catch((error) => console.warn(`form claims: pruning failed: ${error.message}`));
  }

  /**
   * @param {string} key          scope + key
   * @param {string} fingerprint  the normalized request
   * @param {() => Promise<{status:number, body:unknown}>} run  performs the request once
   * @returns {Promise<{status:number, body:unknown, replayed:boolean} | {conflict:true}>}
   */
  async function once(key, fingerprint, run) {
    prune(now());
    for (;;) {
      try {
        const outcome = await db().transaction(async ({ trx }) => {
          const time = now();
          const owner = randomUUID();
          await trx(TABLE)
            .insert({ name: key, fingerprint, owner, expires_at: time + ttlMs })
            .onConflict('name')
            .ignore();
          const row = await trx(TABLE).where({ name: key }).first();
          if (row.owner !== owner) {
            if (Number(row.expires_at) <= time) {
              await trx(TABLE).where({ name: key, owner: row.owner }).del();
              return EXPIRED;
            }
            if (row.fingerprint !== fingerprint) return { conflict: true };
            return { status: row.status, body: JSON.parse(row.body), replayed: true };
          }
          const answer = await run();
          if (answer.status >= 500) throw new DiscardedAnswer(answer);
          await trx(TABLE)
            .where({ name: key })
            .update({ status: answer.status, body: JSON.stringify(answer.body ?? null) });
          return { ...answer, replayed: false };
        });
        if (outcome !== EXPIRED) return outcome;
      } catch (error) {
        if (error instanceof DiscardedAnswer) return { ...error.answer, replayed: false };
        throw error;
      }
    }
  }

  /**
   * Runs `task` in a transaction holding the lock row `name` (an upsert, so it is taken whether or not the
   * row exists), so tasks with the same name run one after the other across every process. Inside an
   * outer transaction (once()), the lock is held until that one ends.
   */
  async function exclusive(name, task) {
    return db().transaction(async ({ trx }) => {
      const time = now();
      await trx(TABLE)
        .insert({ name: `lock|${name}`, owner: randomUUID(), expires_at: time + ttlMs })
        .onConflict('name')
        .merge(['owner', 'expires_at']);
      return task();
    });
  }

  return { once, exclusive };
}

module.exports = { createClaimsTable, createIdempotencyStore, CLAIMS_TABLE: TABLE };
