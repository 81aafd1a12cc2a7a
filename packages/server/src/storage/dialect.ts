import type { ColumnDataType } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** The column types whose spelling differs between the dialects; migrations use these, never a literal. */
export interface ColumnTypes {
  readonly binary: ColumnDataType;
}

export function columnTypes(dialect: SqlDialect): ColumnTypes {
  return { binary: dialect === 'postgres' ? 'bytea' : 'blob' };
}
