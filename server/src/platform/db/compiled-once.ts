import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './connect.js';

/** Stands for one of the values while the query is compiled; found again among its parameters. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled {
  query: CompiledQuery;
  /** For each parameter, the value's index, or -1 where the query's own constant stays. */
  slots: number[];
}

/**
 * A query whose shape never changes, built and compiled once per database, then run with each
 * call's values as its parameters. Building and compiling a query with Kysely costs more than
 * SQLite takes to answer a primary-key lookup: the session query, which every request makes, took
 * about 50 µs of a list request's 1.4 ms.
 *
 * `build` declares each value as a parameter of its own (no default, no rest: their number is
 * `build.length - 1`), receives stand-ins for them and must pass each one where Kysely binds a
 * parameter (`where(column, '=', value)`, `values({ ... })`). A value left out or used to choose
 * the query's shape, or a call with another number of values, is an error.
 */
export function compiledOnce<Values extends unknown[], Row>(
  build: (db: Db, ...values: Values) => Compilable<Row>,
): CompiledOnce<Values, Row> {
  const arity = build.length - 1;
  const perDb = new WeakMap<Db, Compiled>();
  const compile = (db: Db): Compiled => {
    const stand = Array.from({ length: arity }, (_, i) => new Slot(i)) as Values;
    const query = build(db, ...stand).compile();
    const slots = query.parameters.map((p) => (p instanceof Slot ? p.index : -1));
    const missing = stand.findIndex((_, i) => !slots.includes(i));
    if (missing >= 0) throw new Error(`compiledOnce: value ${missing} is not a parameter of ${query.sql}`);
    return { query, slots };
  };
  const withValues = (db: Db, ...values: Values): CompiledQuery<Row> => {
    if (values.length !== arity)
      throw new Error(`compiledOnce: ${values.length} values given, the query takes ${arity}`);
    let compiled = perDb.get(db);
    if (!compiled) perDb.set(db, (compiled = compile(db)));
    const { query, slots } = compiled;
    const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : values[slot]));
    return { ...query, parameters } as CompiledQuery<Row>;
  };
  const run = async (db: Db, ...values: Values) => (await db.executeQuery(withValues(db, ...values))).rows;
  return Object.assign(run, { withValues });
}

/** Runs the query with the call's values; `withValues` gives the statement without running it. */
export interface CompiledOnce<Values extends unknown[], Row> {
  (db: Db, ...values: Values): Promise<Row[]>;
  withValues(db: Db, ...values: Values): CompiledQuery<Row>;
}
