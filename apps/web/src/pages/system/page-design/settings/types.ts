import type { Block } from '@bo/contract';

/** What every block settings form gets: its block, the block's field errors, and where changes go. */
export interface SettingsProps<B extends Block> {
  block: B;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(block: B): void;
}
