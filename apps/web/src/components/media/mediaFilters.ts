import { MEDIA_TYPES } from '@bo/contract';
import type { TFunction } from 'i18next';

/** The library's type choices, in the interface language. */
export const mediaTypeOptions = (t: TFunction) =>
  MEDIA_TYPES.map((type) => ({ value: type, label: t(`library.types.${type}`) }));
