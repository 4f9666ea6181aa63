/** Password lengths, apart from the zod schemas so the login page can read them without loading zod. */
export const LOGIN_PASSWORD_MIN = 4;
export const INFO_PASSWORD_MIN = 10;
