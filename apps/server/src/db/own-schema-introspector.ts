import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface ColumnRow {
  table: string;
  is_view: boolean;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  serial: boolean;
}

/**
 * Kysely's PostgreSQL introspector reads every column of every schema on the server and looks each
 * schema up by name as it goes: slow where one server holds many installations, and failing ("schema
 * does not exist") when another one's schema is dropped meanwhile. The app only ever asks about its own
 * tables (the migrator does at every start), so this one reads the connection's own schema only.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string | undefined,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    return [{ name: await this.schemaName() }];
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const schema = await this.schemaName();
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind = 'v' as is_view, a.attname as "column",
             t.typname as type, tn.nspname as type_schema, a.attnotnull as not_null,
             a.atthasdef as has_default,
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) as serial
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        join pg_catalog.pg_type t on t.oid = a.atttypid
        join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
        left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
       where n.nspname = ${schema} and c.relkind in ('r', 'v', 'p')
       order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, { isView: boolean; isForeign: boolean; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { isView: row.is_view, isForeign: false, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isAutoIncrementing: row.serial,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
      });
    }
    return [...tables].map(([name, table]) => ({ name, schema, ...table }));
  }

  private async schemaName(): Promise<string> {
    if (this.schema) return this.schema;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db);
    return rows[0]?.schema ?? 'public';
  }
}

/** PostgreSQL whose introspection (`db.introspection`) sees the given schema, or the current one. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string | undefined,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db, this.schema);
  }
}
