import { type AssetEventKind, addMonths, type FormKind, leaseSchedule } from '@bo/contract';
import {
  type Changes,
  custodianName,
  type Form,
  IDLE,
  IN_USE,
  marksOf,
  type Reference,
  type Sink,
  STATUSES,
  tagOf,
  VERIFYING,
  WAREHOUSE,
  World,
} from './asset-world.js';
import { DAY, dateOf, hash01, type Rng, rng, weighted } from './progress.js';
import { LESSEES } from './words.js';

/**
 * Three years of a public-asset platform, simulated day by day: units register assets (the oldest
 * stock imported in the first month), hand idle ones into the public warehouse (join), which allocates
 * them to other units (out), lends them (rental, then back) or leases them out (lease grant, rent
 * receipts, back at the end); assets are edited, tagged, marked, offered for sharing, retired, and
 * verified in each unit's yearly campaign. Every change follows the services' rules, and
 * forms group the assets of one unit and day. Deterministic: a second run makes the same world.
 */

/** Steps an asset can take next; 0: none. */
const [NONE, EDIT, BIND, MARK, RESOURCE, DELETE, JOIN, OUT, RENTAL, LEASE, VERIFY] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
];
const STEP_DELAYS: [number, number][] = [
  [0, 0],
  [1, 200],
  [1, 120],
  [1, 300],
  [1, 200],
  [30, 500],
  [5, 240],
  [3, 150],
  [3, 120],
  [5, 150],
  [1, 1],
];
/** Weights of the next step by status (idle, in use, in warehouse), in step order from NONE. */
const NEXT: Record<number, number[]> = {
  [IDLE]: [8, 12, 7, 4, 4, 1.5, 50, 0, 0, 0, 6],
  [IN_USE]: [26, 12, 7, 4, 3, 0, 0, 0, 0, 0, 14],
  [WAREHOUSE]: [10, 5, 5, 3, 0, 0, 0, 42, 14, 4, 5],
};

interface Queued {
  action: 'back' | 'close' | 'repay';
  form: Form;
  seq: number;
}

/** Runs the world, writing to `sink` when given; returns its final state. */
export async function simulate(
  ref: Reference,
  count: number,
  sink: Sink | null,
  today = Date.now(),
): Promise<World> {
  const DAYS = 1095;
  const w = new World(ref, count, DAYS, today);
  const r: Rng = rng(20_260_805);
  const U = ref.units.length;
  const S = ref.shelves.length;
  const steps: number[][] = Array.from({ length: DAYS + 11 }, () => []);
  const queued: Queued[][] = Array.from({ length: DAYS + 11 }, () => []);
  const nextStep = new Uint8Array(count);
  const forms: Form[] = [];
  let clock = 0;
  const tick = (d: number, seconds: number) => {
    clock = Math.min(Math.max(clock, w.dayStart(d) + 13 * 3_600_000), w.dayStart(d) + DAY - 1000);
    const at = clock;
    clock += seconds * 1000;
    return at;
  };
  const change = (
    i: number,
    kind: AssetEventKind,
    at: number,
    changes: Changes,
    form: Form | null = null,
  ) => {
    w.version[i] = (w.version[i] ?? 1) + 1;
    w.updated[i] = at;
    sink?.event(i, kind, at, changes, form);
  };
  /** The first day from `from` on that is `unit`'s day of the kind (joins weekly, verification yearly). */
  const unitDay = (u: number, from: number, every: number) =>
    from + ((((u * 37) % every) - (from % every) + every) % every);

  const plan = (i: number, d: number) => {
    const weights = NEXT[w.status[i] ?? 0];
    if (!weights || w.deleted[i]) return;
    let step = weighted(weights, r.next());
    if (step === RESOURCE && !w.self[i]) step = NONE;
    if (step === NONE) return;
    const [min, max] = STEP_DELAYS[step] ?? [1, 1];
    let day = d + r.int(min, max);
    if (step === JOIN) day = unitDay(w.org[i] ?? 0, day, 7);
    if (step === VERIFY) day = unitDay(w.org[i] ?? 0, d + 1, 365);
    if (day >= DAYS + 10) return;
    nextStep[i] = step;
    steps[day]?.push(i);
  };

  const newForm = (
    kind: FormKind,
    org: number,
    d: number,
    assets: number[],
    values: Partial<Form> = {},
  ): Form => {
    const form: Form = {
      index: forms.length,
      kind,
      org,
      status: 'completed',
      at: tick(d, 60),
      completedAt: null,
      assets,
      place: -1,
      target: -1,
      targetDept: -1,
      due: null,
      lease: null,
      installments: [],
      grant: null,
      seq: 0,
      prior: [],
      results: [],
      resultPlaces: [],
      ...values,
    };
    if (form.status === 'completed')
      form.completedAt = form.at + (kind.startsWith('lease') ? 1 : 2) * 3_600_000;
    forms.push(form);
    return form;
  };

  /** Applies a completed movement form to its assets, as `applyForm` does, and plans what comes next. */
  const apply = (form: Form, d: number, replan = true) => {
    const at = form.completedAt ?? form.at;
    for (const i of form.assets) {
      const c = w.move(form, i);
      change(i, form.kind === 'lease_grant' ? 'lease' : (form.kind as AssetEventKind), at, c, form);
      if (replan) plan(i, d);
    }
  };

  let next = 0;
  for (let d = 0; d < DAYS; d++) {
    clock = 0;
    // Registrations of the day, in the morning.
    for (; next < count && w.registration(next).day === d; next++) {
      const i = next;
      const { at, imported } = w.registration(i);
      const publicOne = hash01(i, 3) < 0.04;
      w.org[i] = U > 1 ? 1 + Math.floor((U - 1) * hash01(i, 1) ** 1.4) : 0;
      const depts = ref.units[w.org[i] ?? 0]?.departments.length ?? 0;
      w.dept[i] = depts ? Math.floor(hash01(i, 2) * depts) : -1;
      w.custodian[i] = Math.floor(hash01(i, 4) * 5000);
      w.self[i] = publicOne ? 0 : 1;
      w.status[i] = publicOne ? WAREHOUSE : IDLE;
      w.place[i] = publicOne && S ? Math.floor(hash01(i, 5) * S) : -1;
      w.updated[i] = at;
      sink?.register(i, at);
      sink?.event(
        i,
        imported ? 'imported' : 'created',
        at,
        { status: [null, STATUSES[w.status[i] ?? 0]] },
        null,
      );
      plan(i, d);
    }
    // Form-level steps: returns, verifications closing, rent received.
    for (const q of queued[d] ?? []) {
      if (q.action === 'back') {
        const form = newForm('back', q.form.org, d, q.form.assets, { place: S ? r.int(0, S - 1) : -1 });
        sink?.form(form);
        apply(form, d);
      } else if (q.action === 'repay') {
        const grant = q.form;
        sink?.form(newForm('lease_repay', grant.org, d, grant.assets, { grant, seq: q.seq }));
      } else {
        const form = q.form;
        form.status = 'completed';
        form.completedAt = tick(d, 60);
        for (const [k, i] of form.assets.entries()) {
          const c = w.endVerification(form, k, i);
          change(i, 'verify', form.completedAt, c, form);
          plan(i, d);
        }
        sink?.verified(form, form.completedAt);
      }
    }
    // The assets' own steps: simple changes now, form steps gathered by unit.
    const gathered = new Map<string, number[]>();
    for (const i of steps[d] ?? []) {
      const step = nextStep[i] ?? NONE;
      nextStep[i] = NONE;
      const status = w.status[i] ?? 0;
      if (w.deleted[i]) continue;
      if (step >= JOIN) {
        const key = step === JOIN || step === VERIFY ? `${step}:${w.org[i]}` : `${step}`;
        const group = gathered.get(key) ?? [];
        if (group.length === 0) gathered.set(key, group);
        group.push(i);
        continue;
      }
      const at = tick(d, 2);
      if (step === EDIT) {
        const depts = ref.units[w.org[i] ?? 0]?.departments.length ?? 0;
        if (w.self[i] && depts > 1 && r.chance(0.3)) {
          const dept = ((w.dept[i] ?? 0) + r.int(1, depts - 1)) % depts;
          change(i, 'edited', at, { department: [w.deptName(i), w.deptName(i, w.org[i], dept)] });
          w.dept[i] = dept;
        } else {
          const custodian = r.int(0, 4999);
          change(i, 'edited', at, {
            custodian: [custodianName(w.custodian[i] ?? 0), custodianName(custodian)],
          });
          w.custodian[i] = custodian;
        }
      } else if (step === BIND && !w.bound[i]) {
        w.bound[i] = 1;
        change(i, 'bound', at, { bound: [0, 1], tag: ['', tagOf(ref, i)] });
      } else if (step === MARK) {
        const bits = 1 << r.pick([0, 0, 3, 4]);
        if (bits !== w.marks[i])
          change(i, 'marked', at, { marks: [marksOf(w.marks[i] ?? 0), marksOf(bits)] });
        w.marks[i] = bits;
      } else if (step === RESOURCE) {
        const to = w.resource[i] ? 0 : 1;
        change(i, 'resource', at, { is_resource: [w.resource[i], to] });
        w.resource[i] = to;
      } else if (step === DELETE && status === IDLE) {
        change(i, 'deleted', at, { deleted_at: [null, new Date(at).toISOString()] });
        w.deleted[i] = at;
        continue;
      }
      plan(i, d);
    }
    for (const [key, assets] of gathered) formsOf(Number(key.split(':')[0]), assets, d);
    await sink?.endOfDay(d);
  }
  // Forms that would come in the next days are already asked for today: waiting for approval or a clerk.
  for (let d = DAYS; d < DAYS + 10; d++) {
    const byKind = new Map<string, number[]>();
    for (const i of steps[d] ?? []) {
      const step = nextStep[i] ?? NONE;
      if (step !== JOIN && step !== OUT && step !== RENTAL) continue;
      const key = step === JOIN ? `${step}:${w.org[i]}` : `${step}`;
      const group = byKind.get(key) ?? [];
      if (group.length === 0) byKind.set(key, group);
      group.push(i);
    }
    for (const [key, assets] of byKind) formsOf(Number(key.split(':')[0]), assets, DAYS, true);
  }
  for (const form of forms)
    if (form.kind === 'verify' && form.status === 'processing') sink?.verified(form, today);
  await sink?.endOfDay(DAYS);
  return w;

  /** The forms of one kind for the assets gathered on day `d` (`open`: asked for today, not done yet). */
  function formsOf(step: number, assets: number[], d: number, open = false) {
    const status = () =>
      open ? r.pick(['draft', 'submitted', 'processing', 'processing'] as const) : 'completed';
    const when = open ? { at: today - r.int(5, 600) * 60_000 } : {};
    if (step === JOIN || step === VERIFY) {
      for (let k = 0; k < assets.length; k += 40) {
        const part = assets.slice(k, k + 40);
        const org = w.org[part[0] ?? 0] ?? 0;
        if (step === JOIN) {
          const form = newForm('join', org, d, part, {
            status: status(),
            place: S ? r.int(0, S - 1) : -1,
            ...when,
          });
          sink?.form(form);
          if (form.status === 'completed') apply(form, d);
          continue;
        }
        const form = newForm('verify', org, d, part, { status: 'processing' });
        form.prior = part.map((i) => w.status[i] ?? 0);
        form.results = part.map((i) => {
          const u = r.next();
          return u < 0.95 || (u >= 0.985 && (w.place[i] ?? -1) < 0)
            ? 'found'
            : u < 0.97
              ? 'damaged'
              : u < 0.985
                ? 'missing'
                : 'moved';
        });
        form.resultPlaces = part.map(() => (S ? r.int(0, S - 1) : -1));
        sink?.form(form);
        for (const i of part) {
          change(
            i,
            'verify',
            form.at + 3_600_000,
            { status: [STATUSES[w.status[i] ?? 0], 'verifying'] },
            form,
          );
          w.status[i] = VERIFYING;
        }
        queued[d + r.int(5, 20)]?.push({ action: 'close', form, seq: 0 });
      }
      return;
    }
    const size = step === OUT ? 15 : step === RENTAL ? 5 : 3;
    for (let k = 0; k < assets.length; ) {
      const part = assets.slice(k, k + r.int(1, size));
      k += part.length;
      const unit = U > 1 ? r.int(1, U - 1) : 0;
      const depts = ref.units[unit]?.departments.length ?? 0;
      if (step === OUT) {
        const form = newForm('out', unit, d, part, {
          status: status(),
          target: unit,
          targetDept: depts ? r.int(0, depts - 1) : -1,
          ...when,
        });
        sink?.form(form);
        if (form.status === 'completed') apply(form, d);
      } else if (step === RENTAL) {
        const due = dateOf(w.dayStart(d) + r.int(30, 180) * DAY);
        const form = newForm('rental', unit, d, part, { status: status(), due, ...when });
        sink?.form(form);
        if (form.status !== 'completed') continue;
        apply(form, d, false);
        if (r.chance(0.8)) queued[d + r.int(15, 200)]?.push({ action: 'back', form, seq: 0 });
      } else if (step === LEASE) {
        lease(part, d);
      }
    }
  }

  /** A lease to an outside party with its rent schedule; rent is received on time but now and then late. */
  function lease(part: number[], d: number) {
    const start = dateOf(w.dayStart(d));
    const months = r.pick([12, 24, 36]);
    const end = addMonths(start, months);
    const cycle = r.pick(['month', 'quarter', 'year'] as const);
    const rent = Math.max(
      10_000,
      Math.round(part.length * r.int(300, 3000) * (cycle === 'year' ? 12 : cycle === 'quarter' ? 3 : 1)) *
        100,
    );
    const form = newForm('lease_grant', 0, d, part, {
      lease: { lessee: r.pick(LESSEES), start, end, rent, cycle },
    });
    const yesterday = dateOf(w.dayStart(DAYS - 1));
    const late = r.chance(1 / 6);
    form.installments = leaseSchedule(start, end, rent, cycle).map((s) => ({ ...s, paid: 0, paid_at: null }));
    const due = form.installments.filter((s) => s.due_date <= yesterday);
    for (const [k, s] of due.entries()) {
      if (late && k === due.length - 1) break;
      const day =
        Math.round((new Date(`${s.due_date}T12:00:00`).getTime() - w.dayStart(0)) / DAY) + r.int(1, 10);
      if (day >= DAYS) continue;
      s.paid = s.amount;
      s.paid_at = new Date(w.dayStart(day) + 14 * 3_600_000).toISOString();
      queued[day]?.push({ action: 'repay', form, seq: s.seq });
    }
    sink?.form(form);
    apply(form, d, false);
    const endDay = Math.round((new Date(`${end}T12:00:00`).getTime() - w.dayStart(0)) / DAY);
    if (endDay < DAYS) queued[endDay]?.push({ action: 'back', form, seq: 0 });
  }
}
