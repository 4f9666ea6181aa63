/** How often a lease's rent falls due; `once` is one installment at the start. */
export const LEASE_CYCLES = ['month', 'quarter', 'year', 'once'] as const;
export type LeaseCycle = (typeof LEASE_CYCLES)[number];
