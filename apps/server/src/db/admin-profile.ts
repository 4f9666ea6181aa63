/** The optional profile columns of an admin row, empty: what a seeded, test or bench administrator has. */
export const EMPTY_ADMIN_PROFILE = {
  avatar: '',
  email: '',
  cellphone: '',
  introduction: '',
  rank: '',
  code: '',
};
