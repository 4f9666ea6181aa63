import { ASSET_MARKS, type AssetEventKind, type FormKind, type LeaseCycle } from '@bo/contract';
import { storedMarks } from '../../modules/assets/assets/marks.js';
import { hash01 } from './progress.js';
import { type AssetItem, GIVEN, SURNAMES } from './words.js';

export const STATUSES = ['idle', 'in_use', 'in_warehouse', 'lent', 'leased', 'verifying'] as const;
/** Status indices into `STATUSES`. */
export const [IDLE, IN_USE, WAREHOUSE, LENT, LEASED, VERIFYING] = [0, 1, 2, 3, 4, 5];

export interface Unit {
  id: number;
  name: string;
  area: number | null;
  departments: { id: number; name: string }[];
}
export interface Reference {
  units: Unit[];
  shelves: { id: number; path: string }[];
  classes: (AssetItem & { id: number; unit: string })[];
  /** The first asset serial of this data set (tags are numbered after it). */
  serial: number;
}

/** The marks of a bit set (in `ASSET_MARKS` order) as the asset row keeps them. */
export const marksOf = (bits: number) => storedMarks(ASSET_MARKS.filter((_, k) => bits & (1 << k)));
/** The custodians' names: five thousand people. */
export const custodianName = (c: number) =>
  `${SURNAMES[c % SURNAMES.length]}${GIVEN[(c * 7) % GIVEN.length]}${c % 3 ? (GIVEN[(c * 13) % GIVEN.length] ?? '') : ''}`;
/** The tag an asset is bound to. */
export const tagOf = (ref: Reference, i: number) => `RFID${String(ref.serial + i).padStart(8, '0')}`;

/** The world's state per asset (index `i`) and its days. */
export class World {
  readonly status: Uint8Array;
  readonly self: Uint8Array;
  readonly org: Int32Array;
  readonly dept: Int32Array;
  readonly place: Int32Array;
  readonly holder: Int32Array;
  readonly due: Array<string | null>;
  readonly resource: Uint8Array;
  readonly bound: Uint8Array;
  readonly marks: Uint8Array;
  readonly deleted: Float64Array;
  readonly custodian: Int32Array;
  readonly version: Int32Array;
  readonly updated: Float64Array;
  /** Local midnight of day `d` (day `days - 1` is yesterday). */
  readonly dayStart: (d: number) => number;
  constructor(
    readonly ref: Reference,
    readonly count: number,
    readonly days: number,
    readonly today: number,
  ) {
    const n = count;
    const bytes = () => new Uint8Array(n);
    const ints = () => new Int32Array(n);
    this.status = bytes();
    this.self = bytes();
    this.resource = bytes();
    this.bound = bytes();
    this.marks = bytes();
    this.org = ints();
    this.dept = ints().fill(-1);
    this.place = ints().fill(-1);
    this.holder = ints().fill(-1);
    this.custodian = ints();
    this.version = ints().fill(1);
    this.deleted = new Float64Array(n);
    this.updated = new Float64Array(n);
    this.due = new Array(n).fill(null);
    const base = new Date(today);
    this.dayStart = (d) =>
      new Date(base.getFullYear(), base.getMonth(), base.getDate() - (days - d)).getTime();
  }

  /** Day of registration of asset `i`: three in ten in the first month (the stock at the start), then evenly. */
  registration(i: number): { day: number; at: number; imported: boolean } {
    const first = Math.floor(this.count * 0.3);
    const u = i < first ? (i + 0.5) / first : (i - first + 0.5) / Math.max(1, this.count - first);
    const span = i < first ? 30 : this.days - 30;
    const pos = (i < first ? 0 : 30) + u * span;
    const day = Math.min(this.days - 1, Math.floor(pos));
    // Within the morning, in order of the index.
    const at = this.dayStart(day) + 8.5 * 3_600_000 + (pos - Math.floor(pos)) * 3.5 * 3_600_000;
    return { day, at, imported: i < first || hash01(i, 9) < 0.15 };
  }

  orgName(u: number): string | null {
    return this.ref.units[u]?.name ?? null;
  }

  deptName(i: number, u = this.org[i] ?? 0, k = this.dept[i] ?? -1): string | null {
    return this.ref.units[u]?.departments[k]?.name ?? null;
  }

  placePath(p: number): string | null {
    return p < 0 ? null : (this.ref.shelves[p]?.path ?? null);
  }

  /** Moves asset `i` as completing the movement `form` does (`applyForm`); returns the history's changes. */
  move(form: Form, i: number): Changes {
    const c: Changes = {};
    const set = <T>(key: string, before: T, after: T) => {
      if (before !== after) c[key] = [before, after];
    };
    const status = STATUSES[this.status[i] ?? 0];
    if (form.kind === 'join') {
      set('ownership', 'self', 'public');
      set('status', status, 'in_warehouse');
      set('is_resource', this.resource[i], 0);
      set('place', this.placePath(this.place[i] ?? -1), this.placePath(form.place));
      this.self[i] = 0;
      this.status[i] = WAREHOUSE;
      this.resource[i] = 0;
      this.place[i] = form.place;
    } else if (form.kind === 'out') {
      set('ownership', 'public', 'self');
      set('status', status, 'in_use');
      set('organization', this.orgName(this.org[i] ?? 0), this.orgName(form.target));
      set('department', this.deptName(i), this.deptName(i, form.target, form.targetDept));
      set('place', this.placePath(this.place[i] ?? -1), null);
      this.self[i] = 1;
      this.status[i] = IN_USE;
      this.org[i] = form.target;
      this.dept[i] = form.targetDept;
      this.place[i] = -1;
    } else if (form.kind === 'rental') {
      set('status', status, 'lent');
      set('due_date', null, form.due);
      set('holder', null, this.orgName(form.org));
      this.status[i] = LENT;
      this.holder[i] = form.org;
      this.due[i] = form.due;
    } else if (form.kind === 'back') {
      set('status', status, 'in_warehouse');
      set('due_date', this.due[i], null);
      set('holder', this.holder[i] === -1 ? null : this.orgName(this.holder[i] ?? 0), null);
      set('place', this.placePath(this.place[i] ?? -1), this.placePath(form.place));
      this.status[i] = WAREHOUSE;
      this.holder[i] = -1;
      this.due[i] = null;
      this.place[i] = form.place;
    } else {
      set('status', status, 'leased');
      this.status[i] = LEASED;
    }
    return c;
  }

  /** Gives asset `i` (line `k`) its status back and the result of the closing verification `form`. */
  endVerification(form: Form, k: number, i: number): Changes {
    const prior = form.prior[k] ?? IDLE;
    const c: Changes = { status: ['verifying', STATUSES[prior]] };
    const result = form.results[k];
    this.status[i] = prior;
    if (result === 'missing' || result === 'damaged') {
      const bits = (this.marks[i] ?? 0) | (1 << ASSET_MARKS.indexOf(result));
      if (bits !== this.marks[i]) c.marks = [marksOf(this.marks[i] ?? 0), marksOf(bits)];
      this.marks[i] = bits;
    } else if (result === 'moved') {
      c.place = [this.placePath(this.place[i] ?? -1), this.placePath(form.resultPlaces[k] ?? -1)];
      this.place[i] = form.resultPlaces[k] ?? -1;
    }
    return c;
  }
}

export type Changes = Record<string, [unknown, unknown]>;
export interface Form {
  index: number;
  kind: FormKind;
  org: number;
  status: 'draft' | 'submitted' | 'processing' | 'completed';
  at: number;
  completedAt: number | null;
  assets: number[];
  place: number;
  target: number;
  targetDept: number;
  due: string | null;
  lease: { lessee: string; start: string; end: string; rent: number; cycle: LeaseCycle } | null;
  installments: { seq: number; due_date: string; amount: number; paid: number; paid_at: string | null }[];
  grant: Form | null;
  seq: number;
  prior: number[];
  results: (string | null)[];
  resultPlaces: number[];
}

/** Where the simulation's rows go; a first pass without one only learns how every asset ends. */
export interface Sink {
  register(i: number, at: number): void;
  event(i: number, kind: AssetEventKind, at: number, changes: Changes, form: Form | null): void;
  form(form: Form): void;
  /** The verification `form` closed (or, still running, partly checked) at `at`. */
  verified(form: Form, at: number): void;
  endOfDay(day: number): Promise<void>;
}
