import { z } from 'zod';

/** `POST power/refresh`: the apis of the code's registry it added. */
export const powerRefreshResultSchema = z.object({ added: z.array(z.string()) });
