import { type UpdateInfo, updateInfoSchema } from '@bo/contract';
import { contractFixture } from '../test/contract-fixture';

/** `GET update` as the server answers it: version 0.1.0 with nothing newer, unless told otherwise. */
export const updateInfo = (overrides: Partial<UpdateInfo> = {}): UpdateInfo =>
  contractFixture(updateInfoSchema, {
    current: '0.1.0',
    latest: null,
    changelog: '',
    state: 0,
    message: 'ok',
    checked_at: '',
    ...overrides,
  });
