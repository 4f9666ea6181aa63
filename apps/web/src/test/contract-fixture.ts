/**
 * What the helper needs of a contract schema (a zod schema of @bo/contract): the web reaches zod only
 * through the contract, so its types are not imported here.
 */
interface ContractSchema<T> {
  readonly _output: T;
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * A fake answer of the server, checked against the contract's schema of that answer: a fixture that
 * drifts from what the server may send (a field renamed, a type changed) fails where it is defined,
 * instead of letting a test pass on data no server would send. Returns the fixture unchanged.
 */
export function contractFixture<T>(schema: ContractSchema<T>, value: NoInfer<T>): T {
  const checked = schema.safeParse(value);
  if (!checked.success) {
    const issues = checked.error.issues.map(
      (i) => `  ${i.path.map(String).join('.') || '(root)'}: ${i.message}`,
    );
    throw new Error(`the fixture does not match the contract:\n${issues.join('\n')}`);
  }
  return value;
}
