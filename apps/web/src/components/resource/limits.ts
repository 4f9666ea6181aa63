import type { FieldLimits } from '@bo/contract';

const CENTS_PER_YUAN = 100;

/** A money field's limits (sent in cents) for an input that is typed in yuan. */
export function inYuan({ min, max }: FieldLimits): FieldLimits {
  return {
    ...(min === undefined ? {} : { min: min / CENTS_PER_YUAN }),
    ...(max === undefined ? {} : { max: max / CENTS_PER_YUAN }),
  };
}
