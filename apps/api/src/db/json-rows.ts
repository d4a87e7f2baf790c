import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows in one statement with ONE parameter: the rows travel as a JSON array and
 * `json_to_recordset` turns them back into typed columns inside the database. For hot bulk
 * writes (a batch of order fills, its ledger entries): the query builder's cost grows with
 * every value, this one does not, and the statement is the same on PGlite and PostgreSQL.
 *
 * Rows use the table's property names (as in `typeof table.$inferInsert`); every row must have
 * the same keys, and only those columns are written (the others take their defaults). Bigints
 * travel as strings, dates as ISO strings; the database casts them with the column's type.
 */

const jsonType = (t: string) => (t === 'bigserial' ? 'bigint' : t === 'serial' ? 'integer' : t);

function columnsOf(table: PgTable, keys: string[]) {
  const all = getTableColumns(table);
  return keys.map((key) => {
    const col = all[key];
    if (!col) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, column: col.name, name: `"${col.name}"`, def: `"${col.name}" ${jsonType(col.getSQLType())}` };
  });
}

const bigintAsText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Rows as one JSON text, bigints as decimal strings. The rows' own bigints are turned to text
 * first, so that JSON.stringify runs without a replacer: a replacer function is called for every
 * value and takes JSON.stringify off its fast path (this way is about twice as fast on a batch's
 * rows). A bigint nested deeper than a row's values still arrives, through the slow path.
 */
export function jsonParam(rows: object[]): string {
  const flat = rows.map((row) => {
    let copy: Record<string, unknown> | undefined;
    for (const key in row) {
      const value = (row as Record<string, unknown>)[key];
      if (typeof value !== 'bigint') continue;
      copy ??= { ...row };
      copy[key] = value.toString();
    }
    return copy ?? row;
  });
  try {
    return JSON.stringify(flat);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return JSON.stringify(flat, bigintAsText);
  }
}

/** The rows keyed by column name, as json_to_recordset reads them. */
function byColumn(rows: Record<string, unknown>[], cols: { key: string; column: string }[]): string {
  return jsonParam(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const c of cols) out[c.column] = row[c.key] ?? null;
      return out;
    }),
  );
}

/** `INSERT INTO table (cols) SELECT cols FROM json_to_recordset($rows) …` (nothing to write: a no-op insert). */
export function insertJson(table: PgTable, rows: Record<string, unknown>[], tail: SQL = sql``): SQL {
  const keys = Object.keys(rows[0] ?? {});
  const cols = columnsOf(table, keys.length ? keys : [Object.keys(getTableColumns(table))[0]!]);
  const names = sql.raw(cols.map((c) => c.name).join(', '));
  return sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset(${byColumn(rows, cols)}::json) AS x(${sql.raw(cols.map((c) => c.def).join(', '))}) ${tail}`;
}

/** `UPDATE table SET cols = x.cols FROM json_to_recordset($rows) x WHERE table.key = x.key`. */
export function updateJson(table: PgTable, key: string, rows: Record<string, unknown>[]): SQL {
  const keys = Object.keys(rows[0] ?? { [key]: null });
  const cols = columnsOf(table, keys);
  const keyCol = cols[keys.indexOf(key)];
  if (!keyCol) throw new Error(`update rows need the key ${key}`);
  const sets = cols.filter((c) => c !== keyCol).map((c) => `${c.name} = x.${c.name}`);
  if (!sets.length) throw new Error('nothing to update');
  return sql`UPDATE ${table} SET ${sql.raw(sets.join(', '))} FROM json_to_recordset(${byColumn(rows, cols)}::json) AS x(${sql.raw(cols.map((c) => c.def).join(', '))}) WHERE ${table}.${sql.raw(keyCol.name)} = x.${sql.raw(keyCol.name)}`;
}
