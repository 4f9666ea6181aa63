import { type AssetEventKind, assetCode, FORM_KIND_INFO, type FormKind } from '@bo/contract';
import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../db/database.js';
import type { AssetEventsTable, AssetFormLinesTable, AssetFormsTable, AssetsTable } from '../../db/schema.js';
import { reserveNumbers } from '../../lib/sequences.js';
import { parseMarks } from '../../modules/assets/assets/marks.js';
import { assetValue, describe, reference } from './asset-reference.js';
import { simulate } from './asset-simulation.js';
import {
  type Changes,
  custodianName,
  type Form,
  marksOf,
  type Reference,
  type Sink,
  STATUSES,
  tagOf,
  type Unit,
  type World,
} from './asset-world.js';
import { DAY, dateOf, hash01, inTransaction, iso, type Report, type Writer } from './progress.js';
import { FORM_REASONS } from './words.js';

export interface AssetCounts {
  units: number;
  assets: number;
  forms: number;
  events: number;
  /** The units' ids, the central one (the public warehouse's keeper) first. */
  unitIds: number[];
}

type Admin = { id: number; username: string };
const stamps = (ms: number) => ({ created_at: iso(ms), updated_at: iso(ms) });

/** Writes the world's rows, a few days at a time, each batch in one transaction. */
class DbSink implements Sink {
  private assets: { i: number; row: Insertable<AssetsTable> }[] = [];
  private events: { i: number; form: Form | null; row: Omit<Insertable<AssetEventsTable>, 'asset_id'> }[] =
    [];
  private forms: Form[] = [];
  private checks: { form: Form; at: number }[] = [];
  private readonly assetId: Int32Array;
  private readonly formId: number[] = [];
  private readonly installmentIds = new Map<number, number[]>();
  private registered = 0;
  eventCount = 0;
  formCount = 0;

  constructor(
    private readonly db: Db,
    private readonly ref: Reference,
    private readonly final: World,
    private readonly admin: Admin,
    private readonly counters: Map<string, number>,
    private readonly report: Report,
  ) {
    this.assetId = new Int32Array(final.count);
  }

  register(i: number, at: number): void {
    const f = this.final;
    const d = describe(this.ref, f, i);
    const unit = this.ref.units[f.org[i] ?? 0] as Unit;
    const holder = f.holder[i] ?? -1;
    this.assets.push({
      i,
      row: {
        code: assetCode(d.cls.code, d.purchase, this.ref.serial + i),
        name: d.name,
        base_data_id: d.cls.id,
        brand: d.brand,
        model: d.model,
        unit: d.cls.unit,
        quantity: 1,
        original_value: d.value,
        purchase_date: d.purchase,
        organization_id: unit.id,
        area_id: unit.area,
        department_id: unit.departments[f.dept[i] ?? -1]?.id ?? null,
        custodian: custodianName(f.custodian[i] ?? 0),
        storage_location_id: this.ref.shelves[f.place[i] ?? -1]?.id ?? null,
        holder_organization_id: holder < 0 ? null : (this.ref.units[holder]?.id ?? null),
        due_date: f.due[i] ?? null,
        ownership: f.self[i] ? 'self' : 'public',
        status: STATUSES[f.status[i] ?? 0] ?? 'idle',
        is_resource: f.resource[i] ?? 0,
        bound: f.bound[i] ?? 0,
        tag: f.bound[i] ? tagOf(this.ref, i) : '',
        marks: marksOf(f.marks[i] ?? 0),
        photo: '',
        created_by: this.admin.id,
        deleted_at: f.deleted[i] ? iso(f.deleted[i] ?? 0) : null,
        created_at: iso(at),
        updated_at: iso(f.updated[i] ?? at),
        version: f.version[i] ?? 1,
      },
    });
  }

  event(i: number, kind: AssetEventKind, at: number, changes: Changes, form: Form | null): void {
    const row = {
      kind,
      changes: JSON.stringify(changes),
      form_id: null,
      operator_id: this.admin.id,
      operator_name: this.admin.username,
      created_at: iso(at),
    };
    this.events.push({ i, form, row });
  }

  form(form: Form): void {
    // As it is now: a verification is completed later, by then maybe in a batch already written.
    this.forms.push({ ...form });
  }

  verified(form: Form, at: number): void {
    this.checks.push({ form, at });
  }

  async endOfDay(day: number): Promise<void> {
    const last = day >= this.final.days;
    if (!last && this.events.length < 20_000 && this.assets.length < 5_000) return;
    await inTransaction(this.db, async (w) => {
      const assetIds = await w.ids(
        'assets',
        this.assets.map((a) => a.row),
      );
      for (const [k, a] of this.assets.entries()) this.assetId[a.i] = assetIds[k] as number;
      await w.rows(
        'asset_marks',
        this.assets.flatMap((a) =>
          parseMarks(a.row.marks as string).map((mark) => ({ mark, asset_id: this.assetId[a.i] as number })),
        ),
      );
      await this.writeForms(w);
      await w.rows(
        'asset_events',
        this.events.map((e) => ({
          ...e.row,
          asset_id: this.assetId[e.i] as number,
          form_id: e.form ? (this.formId[e.form.index] ?? null) : null,
        })),
      );
      for (const { form, at } of this.checks) await this.check(w.trx, form, at);
    });
    this.registered += this.assets.length;
    this.eventCount += this.events.length;
    this.formCount += this.forms.length;
    this.assets = [];
    this.events = [];
    this.forms = [];
    this.checks = [];
    this.report('assets', this.registered, this.final.count);
  }

  private number(kind: FormKind, at: number): string {
    const day = dateOf(at).replaceAll('-', '');
    const prefix = FORM_KIND_INFO[kind].prefix;
    const key = `form:${prefix}:${day}`;
    const n = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, n);
    return `${prefix}${day}${String(n).padStart(4, '0')}`;
  }

  private async writeForms(w: Writer): Promise<void> {
    const { units, shelves } = this.ref;
    const admin = this.admin.username;
    const rows: Insertable<AssetFormsTable>[] = this.forms.map((f) => {
      const unit = units[f.org] as Unit;
      const submitted = f.status === 'draft' ? null : f.at + 10 * 60_000;
      const approved = f.status === 'processing' || f.status === 'completed' ? f.at + 3_600_000 : null;
      const last = f.completedAt ?? approved ?? submitted ?? f.at;
      const target = f.kind === 'out' ? units[f.target] : undefined;
      const reasons = FORM_REASONS[f.kind] ?? [''];
      return {
        kind: f.kind,
        number: this.number(f.kind, f.at),
        status: f.status,
        reason:
          f.kind === 'verify'
            ? `${new Date(f.at).getFullYear()} 年度资产清查`
            : (reasons[Math.floor(hash01(f.index, 21) * reasons.length)] ?? ''),
        organization_id: unit.id,
        area_id: unit.area,
        department_id: null,
        target_organization_id: target?.id ?? null,
        target_department_id: target?.departments[f.targetDept]?.id ?? null,
        storage_location_id: shelves[f.place]?.id ?? null,
        due_date: f.due,
        lessee: f.lease?.lessee ?? null,
        contract_no: f.lease ? `ZL${dateOf(f.at).slice(0, 4)}${String(f.index).padStart(6, '0')}` : null,
        start_date: f.lease?.start ?? null,
        end_date: f.lease?.end ?? null,
        rent: f.lease?.rent ?? null,
        cycle: f.lease?.cycle ?? null,
        grant_id: f.grant ? (this.formId[f.grant.index] ?? null) : null,
        line_count: f.assets.length,
        total_value: f.assets.reduce((sum, i) => sum + assetValue(this.ref, i), 0),
        created_by: this.admin.id,
        created_by_name: admin,
        submitted_at: submitted === null ? null : iso(submitted),
        approved_by_name: approved === null ? null : admin,
        approved_at: approved === null ? null : iso(approved),
        opinion: approved === null ? '' : '同意',
        completed_at: f.completedAt === null ? null : iso(f.completedAt),
        ...stamps(f.at),
        updated_at: iso(last),
        version: 1 + [submitted, approved, f.completedAt].filter((t) => t !== null).length,
      };
    });
    const ids = await w.ids('asset_forms', rows);
    for (const [k, f] of this.forms.entries()) this.formId[f.index] = ids[k] as number;
    const lines: Insertable<AssetFormLinesTable>[] = [];
    const tasks = [];
    const installments = [];
    const payments = [];
    for (const f of this.forms) {
      const formId = this.formId[f.index] as number;
      for (const [k, i] of f.assets.entries()) {
        lines.push({
          form_id: formId,
          asset_id: this.assetId[i] as number,
          open: f.status === 'completed' || f.kind === 'lease_repay' ? 0 : 1,
          prior_status: f.kind === 'verify' ? STATUSES[f.prior[k] ?? 0] : null,
          result: null,
          result_place_id: null,
          evidence: '[]',
          remark: '',
          checked_at: null,
        });
      }
      const task = FORM_KIND_INFO[f.kind].task;
      if (task && (f.status === 'processing' || f.status === 'completed')) {
        const done = f.completedAt === null ? null : iso(f.completedAt);
        tasks.push({
          kind: task,
          form_id: formId,
          status: done ? 'completed' : 'pending',
          completed_by_name: done ? this.admin.username : null,
          completed_at: done,
          ...stamps(f.at + 3_600_000),
          updated_at: done ?? iso(f.at + 3_600_000),
        });
      }
      for (const s of f.installments) installments.push({ ...s, form_id: formId });
      const grant = f.grant;
      if (grant) {
        const paid = grant.installments.find((s) => s.seq === f.seq);
        const installment = this.installmentIds.get(grant.index)?.[f.seq - 1];
        if (paid && installment)
          payments.push({ form_id: formId, installment_id: installment, amount: paid.amount });
      }
    }
    const installmentIds = await w.ids('lease_installments', installments);
    let k = 0;
    for (const f of this.forms) {
      if (f.installments.length === 0) continue;
      this.installmentIds.set(f.index, installmentIds.slice(k, k + f.installments.length));
      k += f.installments.length;
    }
    await w.rows('asset_form_lines', lines);
    await w.rows('asset_tasks', tasks);
    await w.rows('lease_payments', payments);
  }

  /** A verification's results as `verify/check` and `verify/close` write them (a running one: some lines). */
  private async check(trx: Trx, form: Form, at: number): Promise<void> {
    const formId = this.formId[form.index] as number;
    const closed = form.status === 'completed';
    if (closed) {
      await trx
        .updateTable('asset_forms')
        .set((eb) => ({
          status: 'completed',
          completed_at: iso(at),
          updated_at: iso(at),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', formId)
        .execute();
    }
    const checkedAt = iso(closed ? at - 3_600_000 : at - 2 * DAY);
    const found: number[] = [];
    for (const [k, i] of form.assets.entries()) {
      if (!closed && hash01(i, 31) < 0.4) continue;
      const result = form.results[k] ?? 'found';
      if (result === 'found') {
        found.push(this.assetId[i] as number);
        continue;
      }
      await trx
        .updateTable('asset_form_lines')
        .set({
          result,
          result_place_id:
            result === 'moved' ? (this.ref.shelves[form.resultPlaces[k] ?? -1]?.id ?? null) : null,
          checked_at: checkedAt,
          ...(closed ? { open: 0 } : {}),
        })
        .where('form_id', '=', formId)
        .where('asset_id', '=', this.assetId[i] as number)
        .execute();
    }
    for (let k = 0; k < found.length; k += 500) {
      await trx
        .updateTable('asset_form_lines')
        .set({ result: 'found', checked_at: checkedAt, ...(closed ? { open: 0 } : {}) })
        .where('form_id', '=', formId)
        .where('asset_id', 'in', found.slice(k, k + 500))
        .execute();
    }
  }
}

/**
 * `count` assets over three years of the public-asset platform (see `simulate`): units in the areas
 * with departments, warehouses of shelves, assets of every class with codes from the asset counter,
 * their completed and open forms with lines, tasks, lease schedules and rent receipts, verifications
 * (a few running), and every change in the history. The counters of asset codes and form numbers end
 * where the data does, so what is registered afterwards continues them.
 */
export async function seedAssetsData(db: Db, count: number, report: Report): Promise<AssetCounts> {
  const now = Date.now();
  const admin = await db
    .selectFrom('admins')
    .select(['id', 'username'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const base = await reference(db, count, now);
  const serial = await db.transaction().execute((trx) => reserveNumbers(trx, 'asset', Math.max(1, count)));
  const ref: Reference = { ...base, serial };
  const counters = new Map<string, number>();
  const known = await db
    .selectFrom('sequences')
    .select(['name', 'value'])
    .where('name', 'like', 'form:%')
    .execute();
  for (const s of known) counters.set(s.name, Number(s.value));
  // First learn how each asset ends (its row is written when it is registered), then write it all.
  const final = await simulate(ref, count, null, now);
  const sink = new DbSink(db, ref, final, admin, counters, report);
  await simulate(ref, count, sink, now);
  await db.transaction().execute(async (trx) => {
    for (const [name, value] of counters) {
      await trx
        .insertInto('sequences')
        .values({ name, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    }
  });
  return {
    units: ref.units.length,
    assets: count,
    forms: sink.formCount,
    events: sink.eventCount,
    unitIds: ref.units.map((u) => u.id),
  };
}
